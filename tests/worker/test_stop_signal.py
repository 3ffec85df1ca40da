"""A worker stops when told to, whenever the signal lands. RQ leaves an idle worker's loop
by raising StopRequested from its SIGTERM handler; landing while a log line is written
(RQ logs as it cleans its registries), the exception is swallowed by logging ("--- Logging
error ---") and the worker went on waiting for jobs until killed: a CI run caught it
hanging for 30 s after SIGTERM."""

import logging
import os
import signal
import time

import pytest

from worker.app_worker import build_worker


class SignalWhileLogging(logging.StreamHandler):
    """Sends this process SIGTERM while formatting the first record that mentions `cue`,
    inside the handler's own error guard, where a real signal can land."""

    def __init__(self, cue: str) -> None:
        super().__init__()
        self.cue, self.sent, self.lines = cue, False, []

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        self.lines.append(line)
        if self.cue in line and not self.sent:
            self.sent = True
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.05)  # the handler runs at the next bytecode, here
        return line


@pytest.fixture
def rq_log():
    handler = SignalWhileLogging("cleaning registries")
    logger = logging.getLogger("rq.worker")
    logger.addHandler(handler)
    previous = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    yield handler
    logger.removeHandler(handler)
    signal.signal(signal.SIGTERM, previous[0])
    signal.signal(signal.SIGINT, previous[1])


def test_a_stop_that_lands_while_a_line_is_logged_still_stops_the_worker(app, rq_log):
    worker = build_worker(app)

    started = time.monotonic()
    # Without the stop it would wait for jobs; max_idle_time ends the test either way.
    worker.work(logging_level="INFO", max_idle_time=10)

    assert rq_log.sent
    assert not any("quitting" in line for line in rq_log.lines), rq_log.lines
    assert time.monotonic() - started < 10
