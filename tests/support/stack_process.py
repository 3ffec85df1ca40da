"""Start the whole product as `make run` does (scripts/run_stack.py: embedded Redis unless
REDIS_URL is given, SQLite unless DATABASE_URL is, gunicorn + RQ worker) in a temporary
instance folder, for end-to-end tests and benchmarks."""

import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.smtp_sink import free_port

ROOT = Path(__file__).resolve().parents[2]

# Settings that make a test stack quick to observe: no bot delay, generous rate limits,
# fast sweeps and retries.
TEST_SETTINGS = {
    "MIN_SUBMIT_SECONDS": "0",
    "SUBMISSION_RATE_LIMIT": "100000 per minute",
    "SWEEP_INTERVAL_SECONDS": "1",
    "RETRY_INTERVAL_SCALE": "0.1",
}


@dataclass
class StackProcess:
    process: subprocess.Popen
    base_url: str
    instance: Path
    env: dict[str, str]
    log: Path


def _wait_until_up(stack: StackProcess, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if stack.process.poll() is not None:
            raise RuntimeError(f"the stack exited during start-up:\n{_tail(stack.log)}")
        try:
            with urllib.request.urlopen(stack.base_url + "/", timeout=2):  # noqa: S310 (loopback)
                return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"the stack did not start in {timeout:.0f}s:\n{_tail(stack.log)}")


def _tail(log: Path) -> str:
    return log.read_text()[-4000:]


@contextmanager
def running_stack(
    instance: Path, smtp_url: str, settings: dict[str, str] | None = None, timeout: float = 90
) -> Iterator[StackProcess]:
    port = free_port()
    env = {
        **os.environ,
        **TEST_SETTINGS,
        "INSTANCE_PATH": str(instance),
        "PORT": str(port),
        "SMTP_URL": smtp_url,
        "SITE_URL": f"http://127.0.0.1:{port}",
        **(settings or {}),
    }
    for name in ("DATABASE_URL", "REDIS_URL"):
        if not (settings or {}).get(name):
            env.pop(name, None)  # the embedded defaults, as a newcomer's `make run` has them
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
        _wait_until_up(stack, timeout)
        yield stack
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
