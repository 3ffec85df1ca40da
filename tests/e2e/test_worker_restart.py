"""`make run` restarts a worker that exits (scripts/supervisor.py), as a supervisor would:
the worker is stopped from outside (SIGTERM: it finishes its job and exits 0), and the
runner says so in its log and starts a new one, which listens again."""

import os
import re
import signal
import time
from pathlib import Path

WORKER_STARTED = re.compile(r"^worker started \(pid (\d+)\)$", re.MULTILINE)


def _listening_worker(log: Path, offset: int = 0) -> tuple[int, str]:
    """The pid of the last worker the runner started after `offset`, once it listens."""
    deadline = time.monotonic() + 120
    while True:
        text = log.read_text()[offset:]
        started = list(WORKER_STARTED.finditer(text))
        if started and "Listening on" in text[started[-1].end() :]:
            return int(started[-1].group(1)), text
        assert time.monotonic() < deadline, f"no worker listening:\n{text[-3000:]}"
        time.sleep(0.2)


def test_a_worker_that_exits_is_started_again(live_stack):
    first, _ = _listening_worker(live_stack.log)
    offset = len(live_stack.log.read_text())

    os.kill(first, signal.SIGTERM)

    second, since = _listening_worker(live_stack.log, offset)
    assert re.search(rf"^worker \(pid {first}\) exited with 0 after \d+ s; restarting it", since,
                     re.MULTILINE)  # fmt: skip
    assert second != first
    os.kill(second, 0)  # running
