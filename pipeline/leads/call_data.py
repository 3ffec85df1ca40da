"""A person's discovery calls (issue 34) in their data requests: what the export lists and
what an erasure takes. A call hangs off its lead (a booking is a lead of its own), so it
goes with that lead, a retention erasure of part of a person included; erasing the whole
person also takes any call stored under their address (the bookings' own indexed key,
email_key), whatever lead it hangs off. Every column a visitor typed is in the bookings row
(Booking.PERSONAL_FIELDS); the call's notices (booking_notices) hold none but go with it,
with their jobs."""

from __future__ import annotations

from pipeline.leads.inbox import iso
from pipeline.leads.person_keys import chunks
from pipeline.models.booking import PERSONAL_FIELDS, Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.db import db
from pipeline.models.user import User


def _pairs(key, value, values: list) -> list[tuple]:
    found: list[tuple] = []
    for chunk in chunks(sorted(values)):
        found += db.session.execute(db.select(key, value).where(key.in_(chunk))).all()
    return found


def calls_held(parts: dict[str, list[str]], whole: set[str]) -> dict[str, str]:
    """booking id -> person, for each person's leads (`parts`: person -> submission ids)
    and, for the people erased whole, every call under their address key."""
    owner = {sub: person for person, subs in parts.items() for sub in subs}
    found = {booking: owner[sub] for sub, booking in _pairs(Booking.submission_id, Booking.id,
                                                            list(owner))}  # fmt: skip
    for key, booking in _pairs(Booking.email_key, Booking.id, list(whole)):
        found.setdefault(booking, key)
    return found


def notices_of(calls: dict[str, str]) -> dict[str, str]:
    """notice id -> person: each notice is also its job's id (the outbox's and RQ's)."""
    return {notice: calls[booking]
            for booking, notice in _pairs(BookingNotice.booking_id, BookingNotice.id,
                                          list(calls))}  # fmt: skip


def export_calls(address: str, submissions: list[str]) -> list[dict]:
    """Everything stored about the person's calls, what they typed included."""
    ids = sorted(calls_held({address: submissions}, {address}))
    rows = [
        row
        for chunk in chunks(ids)
        for row in db.session.scalars(db.select(Booking).where(Booking.id.in_(chunk)))
    ]
    people = dict(db.session.execute(
        db.select(User.id, User.email).where(User.id.in_({r.salesperson_id for r in rows}))
    ).all()) if rows else {}  # fmt: skip
    notices: dict[str, list[dict]] = {row.id: [] for row in rows}
    for chunk in chunks(ids):
        for notice in db.session.scalars(
            db.select(BookingNotice).where(BookingNotice.booking_id.in_(chunk))
            .order_by(BookingNotice.due_at, BookingNotice.id)
        ):  # fmt: skip
            notices[notice.booking_id].append({
                "kind": notice.kind, "due_at": iso(notice.due_at), "state": notice.state,
                "sent_at": iso(notice.sent_at),
            })  # fmt: skip
    return [
        {
            "id": row.id,
            "lead_id": row.submission_id,
            **{field: getattr(row, field) for field in PERSONAL_FIELDS if field != "email_key"},
            "visitor_timezone": row.visitor_timezone,
            "start": iso(row.starts_at),
            "end": iso(row.ends_at),
            "status": row.status,
            "outcome": row.outcome,
            "with": people.get(row.salesperson_id),
            "finder_run_id": row.finder_run_id,
            "plan": row.plan,
            "created_at": iso(row.created_at),
            "cancelled_at": iso(row.cancelled_at),
            "messages": notices[row.id],
        }
        for row in sorted(rows, key=lambda r: r.starts_at)
    ]
