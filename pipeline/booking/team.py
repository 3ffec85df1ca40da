"""Reading the team's availability and calls from the database into the engine's values
(rules.py, engine.py): who takes calls, their rules and overrides, their booked calls."""

from collections import defaultdict
from datetime import date, datetime, timedelta

from pipeline import calendars
from pipeline.booking.engine import Booked
from pipeline.booking.rules import Rules, hours, week, zone
from pipeline.booking.times import aware, naive
from pipeline.models.availability import SalesAvailability
from pipeline.models.availability_override import AvailabilityOverride
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.db import db
from pipeline.models.profile import Profile

SALES = "sales"


def rules_of(row: SalesAvailability, overrides: list[AvailabilityOverride]) -> Rules:
    return Rules(
        user_id=row.user_id,
        zone=zone(row.timezone),
        weekly=week(row.weekly_hours),
        overrides={o.day: hours(o.intervals) for o in overrides},
        buffer_before=timedelta(minutes=row.buffer_before_minutes),
        buffer_after=timedelta(minutes=row.buffer_after_minutes),
        notice=timedelta(minutes=row.min_notice_minutes),
        max_per_day=row.max_calls_per_day,
    )


def taking_calls(first: date, last: date, user_ids: list[int] | None = None) -> list[Rules]:
    """The rules of every sales account taking calls (or of `user_ids`, whether or not they
    take calls: a preview), with their overrides from `first` to `last`."""
    query = db.select(SalesAvailability).join(Profile, Profile.id == SalesAvailability.user_id)
    if user_ids is None:
        query = query.where(SalesAvailability.takes_calls.is_(True), Profile.role == SALES)
    else:
        query = query.where(SalesAvailability.user_id.in_(user_ids))
    rows = db.session.scalars(query.order_by(SalesAvailability.user_id)).all()
    if not rows:
        return []
    overrides: dict[int, list[AvailabilityOverride]] = defaultdict(list)
    for override in db.session.scalars(
        db.select(AvailabilityOverride).where(
            AvailabilityOverride.user_id.in_([r.user_id for r in rows]),
            AvailabilityOverride.day >= first - timedelta(days=1),
            AvailabilityOverride.day <= last + timedelta(days=1),
        )
    ):
        overrides[override.user_id].append(override)
    return [rules_of(row, overrides[row.user_id]) for row in rows]


def booked_calls(
    user_ids: list[int], start: datetime, end: datetime, except_id: str | None = None
) -> dict[int, list[Booked]]:
    """Confirmed calls of `user_ids` whose blocked range or local day meets [start, end)
    (a day's margin each side, for the daily cap), `except_id` left out (a reschedule)."""
    if not user_ids:
        return {}
    query = db.select(
        Booking.salesperson_id, Booking.starts_at, Booking.blocked_from, Booking.blocked_until
    ).where(
        Booking.salesperson_id.in_(user_ids),
        Booking.status == CONFIRMED,
        Booking.blocked_until > naive(start - timedelta(days=1)),
        Booking.blocked_from < naive(end + timedelta(days=1)),
    )
    if except_id:
        query = query.where(Booking.id != except_id)
    found: dict[int, list[Booked]] = defaultdict(list)
    for user_id, starts_at, blocked_from, blocked_until in db.session.execute(query):
        found[user_id].append(Booked(aware(starts_at), aware(blocked_from), aware(blocked_until)))
    return dict(found)


def calendar_state(
    user_ids: list[int], start: datetime, end: datetime, now: datetime
) -> tuple[dict[int, list], set[int]]:
    """Busy times from the salespeople's own calendars (pipeline/calendars' cache), and who
    can't be offered at all because theirs has gone stale (no good read for
    BOOKING_CALENDAR_STALE_MINUTES), in one read in the caller's transaction: the booking's
    re-check sees the same cache it commits with."""
    return calendars.state(user_ids, start, end, now)
