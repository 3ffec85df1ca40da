"""Booking reminders on the real stack (issue 34): gunicorn and `python -m worker` as
subprocesses, its booking timer claiming reminders as they fall due. A call booked at T and
the clock moved on (the reminders' times moved to now): the 24-hour and the 1-hour reminder
each reach the visitor once; a cancelled call's never. The worker SIGKILLed between the
timer's claim and the send (its send job held on the database's write lock, then killed):
the job RQ re-queues runs on a new worker and the reminder still goes once."""

import json
import signal
import sqlite3
import time
import urllib.request
from contextlib import closing
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from rq.registry import StartedJobRegistry
from rq.suspension import resume, suspend
from rq.worker import Worker

from pipeline import queues
from pipeline.models.availability import SalesAvailability
from pipeline.models.profile import Profile
from pipeline.models.user import User
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import ALL_DAY

VISITOR, OTHER = "priya@example.co.uk", "cancel@example.co.uk"
TOMORROW = "Reminder: your free discovery call is tomorrow"
IN_AN_HOUR = "Reminder: your free discovery call starts in an hour"
SEND = "pipeline.booking.notices.send"


def _wait(what: str, check, timeout: float = 60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"never: {what}")


def _salesperson(stack) -> None:
    now = datetime.now(UTC).replace(tzinfo=None)
    with stack.engine.begin() as conn:
        user_id = conn.execute(
            sa.insert(User.__table__).values(
                email="sam@example.co.uk",
                password_hash="x",
                session_version=1,
                email_verified_at=now,
                created_at=now,
            )  # fmt: skip
        ).inserted_primary_key[0]
        conn.execute(sa.insert(Profile.__table__).values(id=user_id, role="sales",
                                                         email="sam@example.co.uk"))  # fmt: skip
        conn.execute(
            sa.insert(SalesAvailability.__table__).values(
                user_id=user_id, takes_calls=True, timezone="Europe/London",
                weekly_hours=ALL_DAY, buffer_before_minutes=0, buffer_after_minutes=0,
                min_notice_minutes=60, updated_at=now,
            )
        )  # fmt: skip


def _slots(stack) -> list[str]:
    url = stack.processes.base_url + "/api/booking/slots"
    with urllib.request.urlopen(url, timeout=15) as response:  # noqa: S310 (our loopback stack)
        return [s["start"] for s in json.loads(response.read())["slots"]]


def _reminder(stack, call_id: str, kind: str):
    [row] = stack.rows("SELECT id, state, sent_at FROM booking_notices "
                       "WHERE booking_id = :b AND kind = :k", b=call_id, k=kind)  # fmt: skip
    return row


def _due_now(stack, call_id: str, kind: str) -> None:
    """The clock moved on to the reminder's time (its due time moved back to now)."""
    with stack.engine.begin() as conn:
        now = datetime.now(UTC).replace(tzinfo=None)
        conn.execute(
            sa.text("UPDATE booking_notices SET due_at = :now WHERE booking_id = :b AND kind = :k"),
            {"now": now, "b": call_id, "k": kind},
        )


def _subjects(stack, address: str) -> list[str]:
    return sorted(str(m["Subject"]) for m in stack.smtp.to(address))


def test_reminders_go_once_each_even_with_the_worker_killed_between_claim_and_send(stack):
    stack.processes.start_web()
    stack.processes.start_worker()
    _salesperson(stack)
    two_days = (datetime.now(UTC) + timedelta(hours=26)).strftime("%Y-%m-%dT%H:%M:%SZ")
    first, second = [s for s in _slots(stack) if s >= two_days][:2]
    status, booked = stack.post("/api/booking", booking_body(first, email=VISITOR))
    assert status == 201, booked
    status, other = stack.post("/api/booking", booking_body(second, email=OTHER))
    assert status == 201, other
    call, cancelled = booked["booking"]["id"], other["booking"]["id"]
    token = other["booking"]["manage_url"].rsplit("/", 1)[-1]
    status, _ = stack.post(f"/api/booking/manage/{token}/cancel", {})
    assert status == 200
    _wait("the confirmations and the cancellation sent",
          lambda: len(stack.smtp.to(VISITOR)) == 1 and len(stack.smtp.to(OTHER)) == 2)  # fmt: skip

    # The worker stops taking jobs (its timer still runs): the timer's claim waits for it.
    connection = queues.redis_connection(stack.redis.url)
    suspend(connection)
    # A job for no notice wakes it from waiting on the queue (it finds nothing to send).
    queues.queue(queues.SUBMISSIONS, connection).enqueue(SEND, "no-such-notice")
    _wait("the worker suspended", lambda: all(
        w.get_state() == "suspended" for w in Worker.all(connection=connection)))  # fmt: skip
    for kind in ("reminder_24h", "reminder_1h"):
        _due_now(stack, cancelled, kind)  # withdrawn by the cancel: never claimed
    _due_now(stack, call, "reminder_24h")
    claimed = _wait(
        "claimed by the timer",
        lambda: _reminder(stack, call, "reminder_24h").state == "staged",
    )
    assert claimed
    reminder = _reminder(stack, call, "reminder_24h")

    # Its send job starts, and waits on the write lock this test holds; then the kill.
    database = stack.engine.url.database
    with closing(sqlite3.connect(database, isolation_level=None)) as holder:
        holder.execute("BEGIN IMMEDIATE")
        resume(connection)
        registry = StartedJobRegistry(queues.SUBMISSIONS, connection=connection)
        _wait("the send job running", lambda: reminder.id in [
            j.split(":")[0] for j in registry.get_job_ids(cleanup=False)])  # fmt: skip
        stack.processes.signal_worker(0, signal.SIGKILL, wait=10)
        holder.execute("ROLLBACK")
    assert _reminder(stack, call, "reminder_24h").sent_at is None  # killed before sending
    assert TOMORROW not in " ".join(_subjects(stack, VISITOR))

    stack.processes.restart_worker(0)
    # RQ re-queues a job a dead worker left once its heartbeat has run out (the job's
    # timeout + 60 s); its maintenance does that itself, the test does it now.
    heartbeat = queues.JOBS[SEND].timeout + 60
    registry.cleanup(timestamp=time.time() + heartbeat + 1)
    _wait("the day-before reminder delivered", lambda: any(
        s.startswith(TOMORROW) for s in _subjects(stack, VISITOR)))  # fmt: skip

    # An hour before: the timer claims the other one, and the worker sends it.
    _due_now(stack, call, "reminder_1h")
    _wait("the hour-before reminder delivered", lambda: any(
        s.startswith(IN_AN_HOUR) for s in _subjects(stack, VISITOR)))  # fmt: skip
    time.sleep(2)  # a few more timer passes and sweeps: nothing else may go
    subjects = _subjects(stack, VISITOR)
    assert sum(s.startswith(TOMORROW) for s in subjects) == 1
    assert sum(s.startswith(IN_AN_HOUR) for s in subjects) == 1
    assert len(subjects) == 3  # and the confirmation
    assert not any(s.startswith("Reminder") for s in _subjects(stack, OTHER))
    states = {r.state for r in stack.rows("SELECT state FROM booking_notices WHERE "
                                          "booking_id = :b AND kind LIKE 'reminder%'",
                                          b=cancelled)}  # fmt: skip
    assert states == {"withdrawn"}
