"""Who gets a call (issue 34): the lead's owner when they are free at that time, else round
robin among the salespeople free then — the fewest calls booked in the last 14 days first,
then the one whose last booking is longest ago (never booked: first), then the lowest id."""

from datetime import datetime, timedelta

from pipeline.models.booking import Booking
from pipeline.models.db import db

FAIRNESS_WINDOW = timedelta(days=14)


def load(user_ids: list[int], now_naive: datetime) -> dict[int, tuple[int, datetime | None]]:
    """(calls booked in the last 14 days, when their last call was booked) per user."""
    since = now_naive - FAIRNESS_WINDOW
    recent = dict(
        db.session.execute(
            db.select(Booking.salesperson_id, db.func.count())
            .where(Booking.salesperson_id.in_(user_ids), Booking.created_at >= since)
            .group_by(Booking.salesperson_id)
        ).all()
    )
    last = dict(
        db.session.execute(
            db.select(Booking.salesperson_id, db.func.max(Booking.created_at))
            .where(Booking.salesperson_id.in_(user_ids))
            .group_by(Booking.salesperson_id)
        ).all()
    )
    return {u: (recent.get(u, 0), last.get(u)) for u in user_ids}


def in_turn(free: list[int], stats: dict[int, tuple[int, datetime | None]]) -> list[int]:
    """`free` in the order they should be offered the call (pure: see load())."""

    def key(user_id: int):
        count, last = stats.get(user_id, (0, None))
        return (count, last is not None, last or datetime.min, user_id)

    return sorted(free, key=key)


def order(free: list[int], owner: int | None, now_naive: datetime) -> list[int]:
    """Who to try for a call at one instant, in turn: the owner first when free."""
    if owner is not None and owner in free:
        return [owner, *in_turn([u for u in free if u != owner], load(free, now_naive))]
    return in_turn(free, load(free, now_naive))
