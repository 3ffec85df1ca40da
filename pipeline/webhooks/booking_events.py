"""booking.created, booking.rescheduled and booking.cancelled (issue 34), staged by the
booking feature in the transaction that books, moves or cancels the call, as lead.created
is staged with its submission: the caller commits, then enqueues the jobs returned.

Nothing the visitor typed is in them, no free text at all: ids, times, the status, the
salesperson, the meeting's kind and our own video link (never the visitor's phone number).
Who the visitor is reaches a receiver once, in the lead.created of the booking's lead, which
never carries what they want to talk about either."""

from __future__ import annotations

from datetime import datetime

from pipeline import queues
from pipeline.models.booking import Booking
from pipeline.models.db import db, utcnow
from pipeline.models.profile import Profile
from pipeline.models.user import User
from pipeline.settings import lead_admin_url
from pipeline.webhooks import catalogue
from pipeline.webhooks.emit import emit, iso
from pipeline.webhooks.events import person_id


def _salesperson(user_id: int) -> dict:
    user = db.session.get(User, user_id)
    profile = db.session.get(Profile, user_id)
    return {
        "id": user_id,
        "email": user.email if user else None,
        "name": profile.first_name if profile else None,
    }


def booking_data(booking: Booking, meeting: dict) -> dict:
    """What every booking event says of the call. `meeting`: {"kind": "video"|"phone"} with
    the video link when there is one (pipeline.booking works it out from its settings)."""
    return {
        "booking_id": booking.id,
        "lead_id": booking.submission_id,
        "person_id": person_id(booking.email),
        "status": booking.status,
        "start": iso(booking.starts_at),
        "end": iso(booking.ends_at),
        "duration_minutes": int((booking.ends_at - booking.starts_at).total_seconds() // 60),
        "visitor_timezone": booking.visitor_timezone,
        "meeting": {key: meeting[key] for key in ("kind", "url") if meeting.get(key)},
        "salesperson": _salesperson(booking.salesperson_id),
        # Where they booked from: a finder run's id (its lead's) and a quiz plan's key.
        "finder_run_id": booking.finder_run_id,
        "plan": booking.plan,
        "sequence": booking.sequence,
        "admin_url": lead_admin_url(booking.submission_id),
    }


def _emit(event_type: str, booking: Booking, data: dict) -> list[queues.JobRef]:
    return emit(event_type, data, submission_id=booking.submission_id,
                person_id=data["person_id"])  # fmt: skip


def booking_created(booking: Booking, meeting: dict) -> list[queues.JobRef]:
    data = {**booking_data(booking, meeting), "created_at": iso(booking.created_at or utcnow())}
    return _emit(catalogue.BOOKING_CREATED, booking, data)


def booking_rescheduled(
    booking: Booking,
    meeting: dict,
    previous_start: datetime,
    previous_end: datetime,
    changed_by: str | None,
) -> list[queues.JobRef]:
    """`previous_*`: naive UTC, as stored; `changed_by`: a sales account's address, or None
    when the visitor moved it through their link."""
    data = {
        **booking_data(booking, meeting),
        "previous_start": iso(previous_start),
        "previous_end": iso(previous_end),
        "changed_by": changed_by,
        "changed_at": iso(utcnow()),
    }
    return _emit(catalogue.BOOKING_RESCHEDULED, booking, data)


def booking_cancelled(booking: Booking, meeting: dict,
                      changed_by: str | None) -> list[queues.JobRef]:  # fmt: skip
    data = {
        **booking_data(booking, meeting),
        "cancelled_at": iso(booking.cancelled_at or utcnow()),
        "changed_by": changed_by,
    }
    return _emit(catalogue.BOOKING_CANCELLED, booking, data)
