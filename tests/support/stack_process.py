"""Start the product in a temporary instance folder, two ways:

- `running_stack`: the whole product as `make run` does (scripts/run_stack.py: embedded Redis
  unless REDIS_URL is given, SQLite unless DATABASE_URL is, gunicorn + RQ worker), for
  end-to-end tests and benchmarks;
- `StackProcesses`: gunicorn and `python -m worker` as separate subprocesses of the test,
  each started, signalled and restarted on its own, for the fault tests that break one part
  at a time.
"""

import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from scripts.run_stack import stop as stop_processes
from tests.support.form_timing import TEST_TOKEN_SETTINGS
from tests.support.smtp_sink import free_port

ROOT = Path(__file__).resolve().parents[2]

# Settings that make a test stack quick to observe: no bot delay, generous rate limits,
# fast sweeps and retries.
TEST_SETTINGS = {
    "MIN_SUBMIT_SECONDS": "0",
    "SUBMISSION_RATE_LIMIT": "100000 per minute",
    "FINDER_READING_RATE_LIMIT": "100000 per minute",
    "SWEEP_INTERVAL_SECONDS": "1",
    "RETRY_INTERVAL_SCALE": "0.1",
    # The worker's newsletter timer looks for due sends every second (issue 36).
    "NEWSLETTER_CHECK_SECONDS": "1",
    # What tests/support/form_timing.py's form tokens are signed with and valid for.
    **{name: str(value) for name, value in TEST_TOKEN_SETTINGS.items()},
}
GUNICORN = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "web.wsgi:app"]
WORKER = [sys.executable, "-m", "worker"]


def stack_env(
    instance: Path, port: int, smtp_url: str, settings: dict[str, str] | None = None
) -> dict[str, str]:
    """The environment of a test stack: TEST_SETTINGS, its instance folder, port and SMTP
    server, then `settings` over them."""
    settings = settings or {}
    env = {
        **os.environ,
        **TEST_SETTINGS,
        "INSTANCE_PATH": str(instance),
        "PORT": str(port),
        "SMTP_URL": smtp_url,
        "SITE_URL": f"http://127.0.0.1:{port}",
        **settings,
    }
    for name in ("DATABASE_URL", "REDIS_URL"):
        if not settings.get(name):
            env.pop(name, None)  # the embedded defaults, as a newcomer's `make run` has them
    return env


def _tail(log: Path, offset: int = 0) -> str:
    return log.read_text()[offset:][-4000:] if log.exists() else ""


def _wait_until_answering(
    url: str, process: subprocess.Popen, log: Path, timeout: float, what: str
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited during start-up:\n{_tail(log)}")
        try:
            with urllib.request.urlopen(url, timeout=2):  # noqa: S310 (loopback)
                return
        except urllib.error.HTTPError:
            return  # answering at all is up (/healthz says 503 while a part is degraded)
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} did not answer in {timeout:.0f}s:\n{_tail(log)}")


@dataclass
class StackProcess:
    process: subprocess.Popen
    base_url: str
    instance: Path
    env: dict[str, str]
    log: Path


@contextmanager
def running_stack(
    instance: Path, smtp_url: str, settings: dict[str, str] | None = None, timeout: float = 90
) -> Iterator[StackProcess]:
    port = free_port()
    env = stack_env(instance, port, smtp_url, settings)
    log = instance / "stack.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "scripts/run_stack.py"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    stack = StackProcess(process, f"http://127.0.0.1:{port}", instance, env, log)
    try:
        _wait_until_answering(stack.base_url + "/", process, log, timeout, "the stack")
        yield stack
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


class StackProcesses:
    """gunicorn and RQ workers started one by one against services the caller runs (give
    DATABASE_URL and REDIS_URL in `settings`). Logs: instance/web.log, instance/worker-N.log."""

    def __init__(self, instance: Path, smtp_url: str, settings: dict[str, str] | None = None):
        self.instance = instance
        self.port = free_port()
        self.env = stack_env(instance, self.port, smtp_url, settings)
        self.web: subprocess.Popen | None = None
        self.workers: list[subprocess.Popen] = []

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _spawn(self, command: list[str], log: Path) -> tuple[subprocess.Popen, int]:
        """The process, and where its output starts in its (appended-to) log."""
        offset = log.stat().st_size if log.exists() else 0
        with log.open("a") as out:
            process = subprocess.Popen(command, cwd=ROOT, env=self.env, stdout=out, stderr=out)
        return process, offset

    def start_web(self, timeout: float = 60) -> subprocess.Popen:
        log = self.instance / "web.log"
        self.web, _ = self._spawn(GUNICORN, log)
        _wait_until_answering(self.base_url + "/healthz", self.web, log, timeout, "gunicorn")
        return self.web

    def start_worker(self, timeout: float = 60, command: list[str] = WORKER) -> subprocess.Popen:
        """One more worker, once RQ is listening (`command`: `python -m worker` or a test's
        wrapper of it, such as tests/support/paused_maintenance.py)."""
        return self._start_worker(len(self.workers), timeout, command)

    def restart_worker(self, index: int, timeout: float = 60) -> subprocess.Popen:
        """A fresh process in worker `index`'s place, which must have exited (see
        `signal_worker`): as a supervisor would restart it."""
        if self.workers[index].poll() is None:
            raise RuntimeError(f"worker {index} is still running")
        return self._start_worker(index, timeout)

    def signal_worker(self, index: int, signum: int, wait: float | None = None) -> int | None:
        """Send `signum` (SIGTERM: finish the job in hand and exit; SIGKILL: die mid-job) to
        worker `index`; with `wait`, up to that many seconds for its exit code."""
        worker = self.workers[index]
        worker.send_signal(signum)
        return worker.wait(timeout=wait) if wait is not None else None

    def _start_worker(
        self, index: int, timeout: float, command: list[str] = WORKER
    ) -> subprocess.Popen:
        log = self.instance / f"worker-{index}.log"
        worker, offset = self._spawn(command, log)
        if index == len(self.workers):
            self.workers.append(worker)
        else:
            self.workers[index] = worker
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if worker.poll() is not None:
                raise RuntimeError(f"worker {index} exited:\n{_tail(log, offset)}")
            if "Listening on" in log.read_text()[offset:]:
                return worker
            time.sleep(0.1)
        raise RuntimeError(f"worker {index} did not start:\n{_tail(log, offset)}")

    def stop(self) -> None:
        """SIGTERM to every process still running, then up to 30 s each, as `make run` stops."""
        stop_processes([p for p in [self.web, *self.workers] if p is not None], redis=None)
