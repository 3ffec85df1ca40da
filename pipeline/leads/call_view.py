"""The discovery calls sales see (issue 34), read from the bookings the booking feature
stores: leads stands above booking and reads its rows (ARCHITECTURE convention 11). On a
lead's page every call of the person (the booking's own lead and any other lead of the same
address: a booking joins the person), on a board card the person's next call, in the
digest the day's calls.

A person's calls are found by the bookings' own address key (email_key, indexed) and by
the lead they hang off, so a booking's lead always shows its call whatever key the person's
other leads are grouped by."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime

from sqlalchemy import or_

from pipeline import booking as calls
from pipeline.leads.inbox import iso
from pipeline.leads.person_keys import chunks
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.contact_message import PLANS
from pipeline.models.db import db
from pipeline.models.profile import Profile
from pipeline.models.user import User

STATUS_LABELS = {"confirmed": "Booked", "cancelled": "Cancelled"}
OUTCOME_LABELS = {"attended": "Attended", "no_show": "No-show"}
# What the call's history lists (its reminders are the visitor's, not news to sales).
CHANGES = {"confirmed": "Booked", "rescheduled": "Moved", "cancelled": "Cancelled"}


def _aware(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC)


def _people(user_ids: set[int]) -> dict[int, dict]:
    if not user_ids:
        return {}
    rows = db.session.execute(
        db.select(User.id, User.email, Profile.first_name)
        .outerjoin(Profile, Profile.id == User.id)
        .where(User.id.in_(user_ids))
    )
    return {uid: {"id": uid, "email": email, "name": name} for uid, email, name in rows}


def _history(booking_ids: list[str]) -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = defaultdict(list)
    for chunk in chunks(booking_ids):
        rows = db.session.execute(
            db.select(BookingNotice.booking_id, BookingNotice.kind, BookingNotice.created_at)
            .where(BookingNotice.booking_id.in_(chunk), BookingNotice.kind.in_(list(CHANGES)))
            .order_by(BookingNotice.created_at, BookingNotice.id)
        )
        for booking_id, kind, at in rows:
            found[booking_id].append({"change": kind, "label": CHANGES[kind], "at": iso(at)})
    return found


def call_json(row: Booking, people: dict[int, dict], history: list[dict],
              now: datetime) -> dict:  # fmt: skip
    """One call as the lead page and the board show it: everything sales need, the
    visitor's own words included (sales only), and which actions fit it now."""
    event = calls.current_event()
    start, end = _aware(row.starts_at), _aware(row.ends_at)
    meeting = event.meeting_of(row.id)
    if "url" not in meeting and row.phone:
        meeting["phone"] = row.phone
    upcoming = row.status == CONFIRMED and now < start
    removed = {"id": row.salesperson_id, "email": None, "name": None}
    return {
        "id": row.id,
        "lead_id": row.submission_id,
        "title": event.title,
        "start": calls.iso(start),
        "end": calls.iso(end),
        "visitor_timezone": row.visitor_timezone,
        "status": row.status,
        "status_label": STATUS_LABELS.get(row.status, row.status),
        "outcome": row.outcome,
        "outcome_label": OUTCOME_LABELS.get(row.outcome or ""),
        "salesperson": people.get(row.salesperson_id, removed),
        "meeting": meeting,
        "name": row.name,
        "email": row.email,
        "company": row.company,
        "phone": row.phone,
        "message": row.message,
        "finder_run_id": row.finder_run_id,
        "plan": row.plan,
        "plan_label": PLANS.get(row.plan) if row.plan else None,
        "created_at": iso(row.created_at),
        "cancelled_at": iso(row.cancelled_at),
        "history": history,
        "can_reschedule": upcoming,
        "can_cancel": upcoming,
        "can_mark_outcome": row.status == CONFIRMED and now >= start,
    }


def _json_all(rows: list[Booking], now: datetime) -> list[dict]:
    people = _people({row.salesperson_id for row in rows})
    history = _history([row.id for row in rows])
    return [call_json(row, people, history.get(row.id, []), now) for row in rows]


def _order(rows: list[Booking], now: datetime) -> list[Booking]:
    """Calls still to come first, soonest first; then past and cancelled ones, latest first."""
    ahead = sorted((r for r in rows if r.status == CONFIRMED and _aware(r.ends_at) > now),
                   key=lambda r: r.starts_at)  # fmt: skip
    rest = sorted((r for r in rows if r not in ahead), key=lambda r: r.starts_at, reverse=True)
    return ahead + rest


def calls_of(lead_id: str, key: str | None, now: datetime | None = None) -> list[dict]:
    """Every call of the person with the address key `key` (the lead's own, at least)."""
    now = now or datetime.now(UTC)
    found = or_(Booking.submission_id == lead_id, Booking.email_key == key)
    rows = list(db.session.scalars(db.select(Booking).where(found)))
    return _json_all(_order(rows, now), now)


def call_json_by_id(booking_id: str, now: datetime | None = None) -> dict | None:
    row = db.session.get(Booking, booking_id)
    return None if row is None else _json_all([row], now or datetime.now(UTC))[0]


def next_calls(keys: set[str], now: datetime | None = None) -> dict[str, dict]:
    """Per address key, the call a board card shows: the next one still to come, else the
    latest past one (so a call waiting for its outcome shows)."""
    now = now or datetime.now(UTC)
    rows: list[Booking] = []
    for chunk in chunks(sorted(k for k in keys if k)):
        rows += db.session.scalars(db.select(Booking).where(Booking.email_key.in_(chunk)))
    per_key: dict[str, list[Booking]] = defaultdict(list)
    for row in rows:
        per_key[row.email_key].append(row)
    firsts = {key: _order(mine, now)[0] for key, mine in per_key.items()}
    return dict(zip(firsts, _json_all(list(firsts.values()), now), strict=True))


def calls_on(user_id: int, start: datetime, end: datetime) -> list[dict]:
    """A salesperson's confirmed calls starting in [start, end) (aware), soonest first."""
    rows = db.session.scalars(
        db.select(Booking)
        .where(
            Booking.salesperson_id == user_id,
            Booking.status == CONFIRMED,
            Booking.starts_at >= start.astimezone(UTC).replace(tzinfo=None),
            Booking.starts_at < end.astimezone(UTC).replace(tzinfo=None),
        )
        .order_by(Booking.starts_at)
    ).all()
    return _json_all(list(rows), datetime.now(UTC))
