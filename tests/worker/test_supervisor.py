"""`make run`'s process runner (scripts/supervisor.py) with real processes: a worker that
exits is started again with a line in the log, the web process exiting ends the run, and
nothing is restarted once stopping. (tests/e2e/test_worker_restart.py: the same through
scripts/run_stack.py and the real worker.)"""

import os
import signal
import sys
import time

import pytest

from scripts.supervisor import ProcessExited, Supervisor

SLEEPER = [sys.executable, "-c", "import time; time.sleep(120)"]


@pytest.fixture
def supervisor(tmp_path):
    s = Supervisor(tmp_path, dict(os.environ))
    yield s
    s.stop()


def _until(condition, supervisor: Supervisor, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "gave up waiting"
        supervisor.check()
        time.sleep(0.05)


def test_a_worker_that_exits_is_started_again_with_a_line_in_the_log(supervisor, capsys):
    worker = supervisor.start("worker", SLEEPER, restart=True)
    first = worker.process
    first.send_signal(signal.SIGKILL)
    first.wait()

    _until(lambda: worker.process is not first, supervisor)

    assert worker.process.poll() is None
    out = capsys.readouterr().out
    assert f"worker (pid {first.pid}) exited with -9" in out
    assert f"worker started (pid {worker.process.pid})" in out


def test_a_worker_that_keeps_exiting_waits_longer_each_time(supervisor, capsys):
    supervisor.start("worker", [sys.executable, "-c", "raise SystemExit(3)"], restart=True)
    out = []
    _until(lambda: out.append(capsys.readouterr().out) or "in 2 s" in "".join(out), supervisor)
    lines = [line for line in "".join(out).splitlines() if "exited" in line]
    assert "exited with 3" in lines[0] and lines[0].endswith("restarting it in 1 s")
    assert lines[1].endswith("restarting it in 2 s")


def test_the_web_process_exiting_ends_the_run(supervisor):
    web = supervisor.start("web", [sys.executable, "-c", "raise SystemExit(1)"], restart=False)
    web.process.wait()
    with pytest.raises(ProcessExited, match="web .* exited with 1"):
        supervisor.check()


def test_nothing_is_restarted_during_shutdown(supervisor, capsys):
    workers = [supervisor.start(f"worker-{i}", SLEEPER, restart=True) for i in range(2)]
    first = [w.process for w in workers]

    supervisor.stop()  # SIGTERM to both, as Ctrl-C or a stop of `make run` does
    supervisor.check()

    assert [w.process for w in workers] == first
    assert all(p.poll() is not None for p in first)
    assert "restarting" not in capsys.readouterr().out
