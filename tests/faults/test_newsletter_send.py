"""A newsletter send broken half-way (issue 36), on the real stack (`python -m worker`, its
embedded Redis, the SMTP sink): the worker SIGKILLed mid-send, and Redis restarted empty
mid-send (and the worker with it, which RQ's worker needs when Redis vanishes mid-job).
Either way the send resumes where it stopped and every subscriber gets the issue exactly
once: as many messages as subscribers, no Message-ID twice, nobody left out.

The kill is made outside the one window SMTP leaves (docs/newsletter.md): the worker is
frozen first, and killed only when every row it has recorded as sent has reached the sink
(one recorded but not yet received is in the window: it is thawed and tried again)."""

import shutil
import signal
import time
from collections import Counter

import pytest

from tests.support.fault_stack import start_stack, stop_stack

READERS = 60
SETTINGS = {
    "NEWSLETTER_SEND_RATE": "25",
    "NEWSLETTER_BATCH_SIZE": "10",
    "NEWSLETTER_LEASE_SECONDS": "2",
    "NEWSLETTER_CHECK_SECONDS": "1",
}
AWAITING = "awaiting the server's reply"


@pytest.fixture
def stack(tmp_path, template_db):
    s = start_stack(tmp_path, template_db, **SETTINGS)
    yield s
    stop_stack(s)


def _schedule(stack) -> list[str]:
    addresses = [f"reader-{i}@example.com" for i in range(READERS)]
    with stack.engine.begin() as conn:
        for address in addresses:
            conn.exec_driver_sql(
                "INSERT INTO signups (list_name, email, tags, status, confirmed_at, created_at) "
                "VALUES ('newsletter', ?, '[]', 'subscribed', datetime('now'), datetime('now'))",
                (address,),
            )
        conn.exec_driver_sql(
            "INSERT INTO newsletter_issues (subject, preview, body_html, list_name, status, "
            "origin, scheduled_at, counts, created_at, updated_at) VALUES ('Issue one', '', "
            "'<p>Hello</p>', 'newsletter', 'scheduled', 'editor', datetime('now', '-1 second'),"
            " '{}', datetime('now'), datetime('now'))"
        )
    return addresses


def _sent(stack) -> int:
    return stack.rows("SELECT count(*) FROM newsletter_deliveries WHERE status = 'sent'")[0][0]


def _wait(what, timeout: float = 90, step: float = 0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = what()
        if found:
            return found
        time.sleep(step)
    raise AssertionError(f"timed out waiting for {what.__name__}")


def _finished(stack) -> bool:
    return stack.rows("SELECT status FROM newsletter_issues")[0][0] == "sent"


def _assert_each_got_it_once(stack, addresses: list[str]) -> None:
    _wait(lambda: _finished(stack))
    ids = Counter(m["Message-ID"] for m in stack.smtp.messages)
    assert not [mid for mid, n in ids.items() if n > 1], "a message was delivered twice"
    assert Counter(str(m["To"]) for m in stack.smtp.messages) == Counter(addresses)
    rows = stack.rows("SELECT status, message_id FROM newsletter_deliveries")
    assert [r.status for r in rows] == ["sent"] * READERS
    assert {r.message_id for r in rows} == set(ids)


def _outside_the_window(stack) -> bool:
    """Every row recorded as sent but not yet confirmed has reached the sink."""
    waiting = stack.rows(
        "SELECT message_id FROM newsletter_deliveries WHERE status = 'sent' AND reason = :r",
        r=AWAITING,
    )
    received = {m["Message-ID"] for m in stack.smtp.messages}
    return all(row.message_id in received for row in waiting)


def test_a_worker_killed_mid_send_resumes_and_nobody_gets_it_twice(stack):
    addresses = _schedule(stack)
    worker = stack.processes.start_worker()
    _wait(lambda: _sent(stack) >= READERS // 4)
    for _ in range(50):
        worker.send_signal(signal.SIGSTOP)
        if _outside_the_window(stack):
            break
        worker.send_signal(signal.SIGCONT)
        time.sleep(0.01)
    else:
        raise AssertionError("never froze the worker outside the window")
    worker.send_signal(signal.SIGKILL)
    worker.wait(timeout=10)
    before = _sent(stack)
    assert 0 < before < READERS and len(stack.smtp.messages) == before

    stack.processes.restart_worker(0)
    _assert_each_got_it_once(stack, addresses)


def test_redis_restarted_empty_mid_send_resumes_and_nobody_gets_it_twice(stack):
    addresses = _schedule(stack)
    stack.processes.start_worker()
    _wait(lambda: _sent(stack) >= READERS // 4)
    stack.redis.stop()
    for leftover in stack.redis.folder.glob("appendonly*"):  # restarted without its data
        shutil.rmtree(leftover) if leftover.is_dir() else leftover.unlink()
    time.sleep(1)
    assert _sent(stack) < READERS
    stack.redis.start()
    # RQ's worker exits when Redis vanishes under a job it is finishing; its supervisor
    # starts it again, as `make run` and the Procfile's process manager do.
    if stack.processes.workers[0].poll() is not None:
        stack.processes.restart_worker(0)
    _assert_each_got_it_once(stack, addresses)
