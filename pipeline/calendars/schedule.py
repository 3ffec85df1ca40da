"""When calendars are read (light: the web process and the worker's timer import it): a
read job (reading.read) for each connected calendar every BOOKING_CALENDAR_REFRESH_MINUTES,
staged by the worker's timer (worker/calendar_timer.py), and at once on an admin's
"Refresh now" (or a new connection). Jobs go straight to Redis, not through the outbox: a
read lost with Redis is made again by the next pass, and what must not be lost (an
admin's request) is on the connection's row (refresh_requested_at).

A Redis key per person, set while their read waits in the queue, keeps a busy worker from
finding a queue of reads for one calendar when it gets to them."""

from __future__ import annotations

from datetime import datetime, timedelta

from redis import Redis

from pipeline import queues
from pipeline.calendars import cache
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db, new_id
from pipeline.settings import setting

READ = "pipeline.calendars.reading.read"
JOB_PREFIX = "calendar-read-"
QUEUED_PREFIX = "calendars:queued:"


def refresh_every() -> timedelta:
    return timedelta(minutes=int(setting("BOOKING_CALENDAR_REFRESH_MINUTES", 5)))


def job_id(user_id: int) -> str:
    return f"{JOB_PREFIX}{user_id}-{new_id()[:8]}"


def user_of(job: str) -> int | None:
    head = job.removeprefix(JOB_PREFIX).split("-", 1)[0]
    return int(head) if job.startswith(JOB_PREFIX) and head.isdecimal() else None


def request(user_id: int) -> bool:
    """Queue a read now (the caller has committed the row's refresh_requested_at, so the
    timer makes it if Redis is down); whether it was queued."""
    return queues.enqueue([(READ, job_id(user_id))])


def stage_due(connection: Redis, now: datetime) -> list[int]:
    """Queue a read of every calendar due one (not tried for BOOKING_CALENDAR_REFRESH_MINUTES,
    or asked for since its last try) that has none waiting. Who was queued."""
    cutoff = cache.naive(now) - refresh_every()
    rows = db.session.execute(
        db.select(
            CalendarConnection.user_id,
            CalendarConnection.last_attempt_at,
            CalendarConnection.refresh_requested_at,
        )
    ).all()
    db.session.rollback()
    due = [
        user_id
        for user_id, tried, asked in rows
        if tried is None or tried <= cutoff or (asked is not None and asked > tried)
    ]
    seconds = max(60, int(refresh_every().total_seconds()))
    claimed = [
        uid for uid in due if connection.set(f"{QUEUED_PREFIX}{uid}", "1", nx=True, ex=seconds)
    ]
    if claimed and not queues.enqueue([(READ, job_id(uid)) for uid in claimed]):
        connection.delete(*[f"{QUEUED_PREFIX}{uid}" for uid in claimed])
        return []
    return claimed
