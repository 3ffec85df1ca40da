"""Booked calls in the salesperson's CalDAV calendar, the staging half (light: the web
process and pipeline/booking import it): `stage_write` and `stage_remove` add an outbox
entry in the caller's transaction (the booking's own), so the change and its calendar job
are committed together. Both stage the same job, writing.sync, which makes the calendar
match the booking as it is when the job runs."""

from __future__ import annotations

from datetime import datetime

from pipeline import queues
from pipeline.calendars.cache import naive
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.calendar_connection import CALDAV, CalendarConnection
from pipeline.models.calendar_event import CalendarEvent
from pipeline.models.db import db, new_id

SYNC = "pipeline.calendars.writing.sync"


def _writes_to(user_id: int | None) -> bool:
    if user_id is None:
        return False
    kind = db.session.scalar(
        db.select(CalendarConnection.kind).where(CalendarConnection.user_id == user_id)
    )
    return kind == CALDAV


def stage(booking_id: str, salesperson_id: int | None = None) -> queues.JobRef | None:
    """Stage the job that brings the salesperson's calendar in line with this booking, in
    the caller's transaction; its JobRef for enqueueing after the commit (the sweeper
    enqueues it otherwise), or None when no calendar is involved. `salesperson_id`: whose
    call it is, for a booking whose row is in this same transaction but not yet written."""
    record = db.session.get(CalendarEvent, booking_id)
    if record is None:
        if salesperson_id is None:
            booking = db.session.get(Booking, booking_id)
            salesperson_id = booking.salesperson_id if booking is not None else None
        if not _writes_to(salesperson_id):
            return None
        record = CalendarEvent(booking_id=booking_id)
        db.session.add(record)
    job = new_id()
    record.job_id = job  # an older job still waiting leaves the work to this one
    queues.add(SYNC, job)
    return (SYNC, job)


def stage_write(booking_id: str, salesperson_id: int | None = None) -> queues.JobRef | None:
    """A call booked or rescheduled: put it in the salesperson's calendar."""
    return stage(booking_id, salesperson_id)


def stage_remove(booking_id: str) -> queues.JobRef | None:
    """A call cancelled or erased: take it out of the salesperson's calendar."""
    return stage(booking_id)


def catch_up(now: datetime, limit: int = 100) -> list[queues.JobRef]:
    """What no change staged, staged now and committed (the worker's timer calls this):
    - events still in a calendar for bookings that are gone (erased, or deleted by the
      retention schedule), so an erasure reaches the calendar whoever deleted the row;
    - upcoming calls of a salesperson who connected a CalDAV calendar after they were
      booked (or reconnected one that could not be written to)."""
    orphans = db.session.scalars(
        db.select(CalendarEvent.booking_id)
        .outerjoin(Booking, Booking.id == CalendarEvent.booking_id)
        .where(
            Booking.id.is_(None),
            CalendarEvent.href.is_not(None),
            CalendarEvent.job_id.is_(None),
        )
        .limit(limit)
    ).all()
    missing = db.session.scalars(
        db.select(Booking.id)
        .join(CalendarConnection, CalendarConnection.user_id == Booking.salesperson_id)
        .outerjoin(CalendarEvent, CalendarEvent.booking_id == Booking.id)
        .where(
            Booking.status == CONFIRMED,
            Booking.ends_at > naive(now),
            CalendarConnection.kind == CALDAV,
            CalendarEvent.booking_id.is_(None),
        )
        .limit(limit)
    ).all()
    refs = [ref for ref in (stage(booking_id) for booking_id in [*orphans, *missing]) if ref]
    db.session.commit()
    if refs:
        queues.enqueue(refs)
    return refs


def forget_unwritten(user_id: int) -> None:
    """A calendar (re)connected: calls that could not be written to this person's calendar
    before are tried again by the next catch_up (the caller commits)."""
    db.session.execute(
        db.delete(CalendarEvent).where(
            CalendarEvent.user_id == user_id,
            CalendarEvent.href.is_(None),
            CalendarEvent.job_id.is_(None),
        )
    )
