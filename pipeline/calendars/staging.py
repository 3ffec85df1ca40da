"""Booked calls in the salesperson's CalDAV calendar, the staging half (light: the web
process and pipeline/booking import it): `stage_write` and `stage_remove` add an outbox
entry in the caller's transaction (the booking's own), so the change and its calendar job
are committed together. Both stage the same job, writing.sync, which makes the calendar
match the booking as it is when the job runs."""

from __future__ import annotations

from pipeline import queues
from pipeline.models.booking import Booking
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


def stage(booking_id: str) -> queues.JobRef | None:
    """Stage the job that brings the salesperson's calendar in line with this booking, in
    the caller's transaction; its JobRef for enqueueing after the commit (the sweeper
    enqueues it otherwise), or None when no calendar is involved."""
    record = db.session.get(CalendarEvent, booking_id)
    if record is None:
        booking = db.session.get(Booking, booking_id)
        if booking is None or not _writes_to(booking.salesperson_id):
            return None
        record = CalendarEvent(booking_id=booking_id)
        db.session.add(record)
    job = new_id()
    record.job_id = job  # an older job still waiting leaves the work to this one
    queues.add(SYNC, job)
    return (SYNC, job)


def stage_write(booking_id: str) -> queues.JobRef | None:
    """A call booked or rescheduled: put it in the salesperson's calendar."""
    return stage(booking_id)


def stage_remove(booking_id: str) -> queues.JobRef | None:
    """A call cancelled or erased: take it out of the salesperson's calendar."""
    return stage(booking_id)


def stage_orphans(limit: int = 100) -> list[queues.JobRef]:
    """Events still in a calendar for bookings that are gone (erased, or deleted by the
    retention schedule) with no job on the way: stage their removal and commit. The
    worker's timer calls this, so an erasure reaches the calendar whoever deleted the row."""
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
    refs = [ref for ref in (stage(booking_id) for booking_id in orphans) if ref]
    db.session.commit()
    if refs:
        queues.enqueue(refs)
    return refs
