"""The admin's availability page (issue 34): each sales account's rules and overrides, read
and changed, and a preview of next week's free times as visitors see them. Who may see and
change whose is web/'s (area "booking": admins everyone's, sales their own)."""

from datetime import UTC, date, datetime, timedelta

from pipeline import calendars
from pipeline.booking import availability
from pipeline.booking.rules import RulesError, hours, week, zone
from pipeline.booking.times import iso
from pipeline.models.availability import DEFAULT_TIMEZONE, SalesAvailability, no_hours
from pipeline.models.availability_override import AvailabilityOverride
from pipeline.models.db import db
from pipeline.models.profile import Profile
from pipeline.models.user import User

SALES = "sales"
MINUTES_MAX = 24 * 60
NOTICE_MAX = 30 * 24 * 60
CALLS_MAX = 50


def availability_json(row: SalesAvailability | None) -> dict:
    row = row or SalesAvailability(
        takes_calls=False, timezone=DEFAULT_TIMEZONE, weekly_hours=no_hours(),
        buffer_before_minutes=0, buffer_after_minutes=0, min_notice_minutes=240,
        max_calls_per_day=None,
    )  # fmt: skip
    return {
        "takes_calls": bool(row.takes_calls),
        "timezone": row.timezone,
        "weekly_hours": {**no_hours(), **(row.weekly_hours or {})},
        "buffer_before_minutes": row.buffer_before_minutes,
        "buffer_after_minutes": row.buffer_after_minutes,
        "min_notice_minutes": row.min_notice_minutes,
        "max_calls_per_day": row.max_calls_per_day,
        "updated_at": row.updated_at.isoformat() + "Z" if row.updated_at else None,
    }


def override_json(row: AvailabilityOverride) -> dict:
    return {"id": row.id, "day": row.day.isoformat(), "intervals": row.intervals, "note": row.note}


def sales_accounts(user_id: int | None = None) -> list[tuple[User, Profile]]:
    query = (
        db.select(User, Profile)
        .join(Profile, Profile.id == User.id)
        .where(Profile.role == SALES)
        .order_by(User.id)
    )
    if user_id is not None:
        query = query.where(User.id == user_id)
    return [tuple(row) for row in db.session.execute(query)]


def is_sales(user_id: int) -> bool:
    return bool(sales_accounts(user_id))


def person_json(user: User, profile: Profile, today: date) -> dict:
    overrides = db.session.scalars(
        db.select(AvailabilityOverride)
        .where(AvailabilityOverride.user_id == user.id, AvailabilityOverride.day >= today)
        .order_by(AvailabilityOverride.day)
    ).all()
    return {
        "user_id": user.id,
        "name": profile.first_name or user.email,
        "email": user.email,
        "availability": availability_json(db.session.get(SalesAvailability, user.id)),
        "overrides": [override_json(o) for o in overrides],
    }


def people(user_id: int | None = None, now: datetime | None = None) -> list[dict]:
    """Each sales account's availability, overrides and calendar (pipeline.calendars: the
    connection without its secrets, and the warning once its times are not offered)."""
    now = now or datetime.now(UTC)
    accounts = sales_accounts(user_id)
    panels = calendars.panel([user.id for user, _ in accounts], now)
    return [{**person_json(u, p, now.date()), **panels[u.id]} for u, p in accounts]


def _minutes(data: dict, name: str, top: int, nullable: bool = False) -> int | None:
    value = data.get(name)
    if value is None and nullable:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= top:
        raise RulesError(f"{name} must be a whole number from 0 to {top}.")
    return value


def update(user_id: int, data: dict) -> dict:
    """Set a salesperson's rules from the admin's JSON (every field required but
    max_calls_per_day, which may be null). RulesError names what is wrong."""
    if not isinstance(data.get("takes_calls"), bool):
        raise RulesError("takes_calls must be true or false.")
    zone(data.get("timezone"))
    week(data.get("weekly_hours"))
    values = {
        "takes_calls": data["takes_calls"],
        "timezone": data["timezone"],
        "weekly_hours": {**no_hours(), **data["weekly_hours"]},
        "buffer_before_minutes": _minutes(data, "buffer_before_minutes", MINUTES_MAX),
        "buffer_after_minutes": _minutes(data, "buffer_after_minutes", MINUTES_MAX),
        "min_notice_minutes": _minutes(data, "min_notice_minutes", NOTICE_MAX),
        "max_calls_per_day": _minutes(data, "max_calls_per_day", CALLS_MAX, nullable=True),
    }
    row = db.session.get(SalesAvailability, user_id) or SalesAvailability(user_id=user_id)
    for name, value in values.items():
        setattr(row, name, value)
    db.session.add(row)
    db.session.commit()
    return availability_json(row)


def set_override(user_id: int, data: dict) -> dict:
    """One day's other hours ([] a day off); setting a day again replaces it."""
    try:
        day = date.fromisoformat(str(data.get("day")))
    except ValueError:
        raise RulesError("day must be a date, YYYY-MM-DD.") from None
    hours(data.get("intervals"))
    note = data.get("note")
    if note is not None and (not isinstance(note, str) or len(note) > 200):
        raise RulesError("note must be text of at most 200 characters.")
    row = db.session.scalars(
        db.select(AvailabilityOverride).where(
            AvailabilityOverride.user_id == user_id, AvailabilityOverride.day == day
        )
    ).first() or AvailabilityOverride(user_id=user_id, day=day)
    row.intervals = data["intervals"]
    row.note = note.strip() if isinstance(note, str) else None
    db.session.add(row)
    db.session.commit()
    return override_json(row)


def delete_override(user_id: int, override_id: int) -> bool:
    row = db.session.get(AvailabilityOverride, override_id)
    if row is None or row.user_id != user_id:
        return False
    db.session.delete(row)
    db.session.commit()
    return True


def preview(user_id: int, now: datetime | None = None) -> list[str]:
    """The next 7 days' free start instants of one salesperson, as visitors would see them
    (when they take calls; with takes_calls off, as they would see them once on)."""
    now = now or datetime.now(UTC)
    span = availability.Window(now, now + timedelta(days=7))
    times = availability.team_times(now, span, user_ids=[user_id])
    return [iso(t) for t in times]
