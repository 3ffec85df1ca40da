"""Booked calls in the salesperson's CalDAV calendar, the job half (staging.py stages it):
written when booked, replaced when rescheduled, removed when cancelled or erased.

`sync` makes the calendar match the booking as it is when the job runs:
the event (named by the booking's ical_uid) put with the booking's times and SEQUENCE
while the call is confirmed, taken out once it is cancelled or gone. Running it twice
changes nothing the second time. Jobs for one booking run one at a time (a Redis lock; a
job that finds it taken is retried), and every change stages a job after it, so the last
one to run sees the last change."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime

from redis.exceptions import LockError

from pipeline import queues
from pipeline.calendars import caldav_source, invitation
from pipeline.calendars.failures import CalendarFailed
from pipeline.calendars.sealing import Unreadable, unseal
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.calendar_connection import CALDAV, CalendarConnection
from pipeline.models.calendar_event import CalendarEvent
from pipeline.models.db import db
from pipeline.settings import setting

LOCK_PREFIX = "calendars:event:"
LOCK_SECONDS = 300  # past the job's timeout: a crashed holder lets go by itself


@dataclass(frozen=True)
class Wanted:
    user_id: int
    uid: str
    starts_at: datetime
    ends_at: datetime
    sequence: int
    body: str


def _account(user_id: int | None) -> tuple[caldav_source.Account, str | None] | None:
    connection = db.session.get(CalendarConnection, user_id) if user_id is not None else None
    if connection is None or connection.kind != CALDAV:
        return None
    try:
        password = unseal(connection.secret)
    except Unreadable:
        return None
    account = caldav_source.Account(
        connection.server_url or "", connection.username or "", password, connection.host
    )
    return account, connection.calendar_url


def _wanted(booking_id: str, now: datetime) -> Wanted | None:
    booking = db.session.get(Booking, booking_id)
    if booking is None or booking.status != CONFIRMED:
        return None
    return Wanted(
        booking.salesperson_id,
        booking.ical_uid,
        booking.starts_at,
        booking.ends_at,
        booking.sequence,
        invitation.body(booking, now),
    )


def _already(record: CalendarEvent, wanted: Wanted) -> bool:
    return (
        record.href is not None
        and record.user_id == wanted.user_id
        and record.sequence == wanted.sequence
        and record.starts_at == wanted.starts_at
        and record.ends_at == wanted.ends_at
    )


def _bring_in_line(booking_id: str, job: str, now: datetime) -> None:
    record = db.session.get(CalendarEvent, booking_id)
    if record is None:
        return
    wanted = _wanted(booking_id, now)
    if wanted is not None and _already(record, wanted):
        href = record.href
    else:
        old = _account(record.user_id) if record.href else None
        new = _account(wanted.user_id) if wanted is not None else None
        old_href = record.href
        db.session.commit()  # nothing held open while the calendar server is waited on
        href = None
        if old_href is not None and old is not None:
            caldav_source.delete(old[0], old_href)
        if wanted is not None and new is not None:
            href = caldav_source.put(new[0], new[1], wanted.uid, wanted.body)
        record = db.session.get(CalendarEvent, booking_id)
        if record is None:
            return
    if wanted is None:
        db.session.delete(record)  # out of the calendar: nothing left to remember
        return
    # href None: the salesperson has no CalDAV calendar that can be written to; the row
    # stays (so catch_up doesn't stage it again each minute) until they connect one.
    record.user_id, record.href = wanted.user_id, href
    record.starts_at, record.ends_at, record.sequence = (
        wanted.starts_at, wanted.ends_at, wanted.sequence,
    )  # fmt: skip
    if record.job_id == job:
        record.job_id = None


def sync(job: str) -> None:
    """The job: make the calendar match the booking its entry names."""
    booking_id = db.session.scalar(
        db.select(CalendarEvent.booking_id).where(CalendarEvent.job_id == job)
    )
    if booking_id is not None:
        connection = queues.redis_connection(setting("REDIS_URL"))
        lock = connection.lock(f"{LOCK_PREFIX}{booking_id}", timeout=LOCK_SECONDS, blocking=False)
        if not lock.acquire():
            raise CalendarFailed("Another change to this call's event is being written.")
        try:
            _bring_in_line(booking_id, job, datetime.now(UTC))
        finally:
            with suppress(LockError):  # it expired meanwhile: nothing to give back
                lock.release()
    queues.mark_done(job)  # commits what _bring_in_line changed, with the entry
