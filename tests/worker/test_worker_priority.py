"""`python -m worker` lowers its own CPU priority, so on a box that also runs the web
process a burst of jobs can't slow pages and submissions down (WORKER_NICE)."""

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _nice_of(pid: int) -> int:
    return os.getpriority(os.PRIO_PROCESS, pid)


@pytest.mark.parametrize(("setting", "expected_raise"), [(None, 10), ("3", 3), ("0", 0)])
def test_worker_lowers_its_priority_by_worker_nice(app, tmp_path, setting, expected_raise):
    env = {
        **os.environ,
        "INSTANCE_PATH": str(tmp_path),
        "DATABASE_URL": str(app.config["SQLALCHEMY_DATABASE_URI"]),
        "REDIS_URL": app.config["REDIS_URL"],
        "SMTP_URL": app.config["SMTP_URL"],
    }
    env.pop("WORKER_NICE", None)
    if setting is not None:
        env["WORKER_NICE"] = setting
    log = tmp_path / "worker.log"
    with log.open("w") as out:
        # Its own process group: whatever the worker started (RQ's scheduler process) is
        # stopped with it below, even when a loaded machine catches it mid-start.
        worker = subprocess.Popen(
            [sys.executable, "-m", "worker"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=out,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 30
        # The worker registers itself in Redis once its loop runs, well after main() set
        # its priority, so by then the value read is the final one.
        while "Listening on" not in log.read_text() and time.monotonic() < deadline:
            assert worker.poll() is None, log.read_text()
            time.sleep(0.1)
        assert "Listening on" in log.read_text(), log.read_text()
        # Niceness tops out at 19, which a suite already run under `nice` can reach.
        assert _nice_of(worker.pid) == min(19, _nice_of(0) + expected_raise)
    finally:
        os.killpg(worker.pid, signal.SIGTERM)
        try:
            worker.wait(timeout=30)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(worker.pid, signal.SIGKILL)  # nothing of it may outlive the test
