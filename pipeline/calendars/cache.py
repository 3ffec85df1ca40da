"""The busy times last read, as the booking engine asks for them (`busy_times`), and who
can't be offered at all because their calendar has stopped answering (`unusable`).

A call this product wrote into a calendar (calendar_events) reads back as busy; its own
times are taken out again here, so a visitor moving their call by a quarter of an hour
isn't refused by the call itself. The booking's own row still blocks those times."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime, timedelta

from sqlalchemy import and_, func

from pipeline.models.calendar_busy_time import CalendarBusyTime
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.calendar_event import CalendarEvent
from pipeline.models.db import db
from pipeline.settings import setting

Interval = tuple[datetime, datetime]  # aware UTC, [start, end)


def naive(moment: datetime) -> datetime:
    """An aware instant as the naive UTC every table stores."""
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


def aware(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC)


def stale_after() -> timedelta:
    return timedelta(minutes=int(setting("BOOKING_CALENDAR_STALE_MINUTES", 30)))


def _subtract(intervals: list[Interval], holes: list[Interval]) -> list[Interval]:
    out: list[Interval] = []
    for start, end in intervals:
        pieces = [(start, end)]
        for hole_start, hole_end in holes:
            pieces = [
                part
                for s, e in pieces
                for part in ((s, min(e, hole_start)), (max(s, hole_end), e))
                if part[1] > part[0]
            ]
        out += pieces
    return out


def _without_ours(
    found: dict[int, list[Interval]], low: datetime, high: datetime
) -> dict[int, list[Interval]]:
    if not found:
        return {}
    ours: dict[int, list[Interval]] = {}
    for user_id, begins, ends in db.session.execute(
        db.select(CalendarEvent.user_id, CalendarEvent.starts_at, CalendarEvent.ends_at).where(
            CalendarEvent.user_id.in_(sorted(found)),
            CalendarEvent.href.is_not(None),
            CalendarEvent.starts_at < high,
            CalendarEvent.ends_at > low,
        )
    ):
        ours.setdefault(user_id, []).append((aware(begins), aware(ends)))
    kept = {uid: _subtract(intervals, ours.get(uid, [])) for uid, intervals in found.items()}
    return {uid: sorted(intervals) for uid, intervals in kept.items() if intervals}


def state(
    user_ids: Iterable[int], start: datetime, end: datetime, now: datetime
) -> tuple[dict[int, list[Interval]], set[int]]:
    """`busy_times` and `unusable` in one round trip (the booking re-checks inside its write
    lock, where every query is time another visitor waits): one read of the connections
    with their busy times, and a second only when someone is busy then."""
    ids = sorted(set(user_ids))
    if not ids:
        return {}, set()
    low, high = naive(start), naive(end)
    cutoff = naive(now) - stale_after()
    freshest = func.coalesce(CalendarConnection.last_ok_at, CalendarConnection.connected_at)
    rows = db.session.execute(
        db.select(
            CalendarConnection.user_id,
            freshest,
            CalendarBusyTime.starts_at,
            CalendarBusyTime.ends_at,
        )
        .outerjoin(
            CalendarBusyTime,
            and_(
                CalendarBusyTime.user_id == CalendarConnection.user_id,
                CalendarBusyTime.starts_at < high,
                CalendarBusyTime.ends_at > low,
            ),
        )
        .where(CalendarConnection.user_id.in_(ids))
    ).all()
    stale = {user_id for user_id, fresh, _, _ in rows if fresh < cutoff}
    found: dict[int, list[Interval]] = {}
    for user_id, _, begins, ends in rows:
        if begins is not None:
            found.setdefault(user_id, []).append((aware(begins), aware(ends)))
    return _without_ours(found, low, high), stale


def busy_times(
    user_ids: Iterable[int], start: datetime, end: datetime
) -> dict[int, list[Interval]]:
    """Each person's busy intervals meeting [start, end) (aware UTC, sorted); people with no
    calendar, or nothing busy, are absent."""
    ids = sorted(set(user_ids))
    if not ids:
        return {}
    low, high = naive(start), naive(end)
    found: dict[int, list[Interval]] = {}
    for user_id, begins, ends in db.session.execute(
        db.select(
            CalendarBusyTime.user_id, CalendarBusyTime.starts_at, CalendarBusyTime.ends_at
        ).where(
            CalendarBusyTime.user_id.in_(ids),
            CalendarBusyTime.starts_at < high,
            CalendarBusyTime.ends_at > low,
        )
    ):
        found.setdefault(user_id, []).append((aware(begins), aware(ends)))
    return _without_ours(found, low, high)


def last_good(connection: CalendarConnection) -> datetime:
    """What a connection's freshness is measured from: its last good read, or (before the
    first) when it was connected."""
    return connection.last_ok_at or connection.connected_at


def unusable(user_ids: Iterable[int], now: datetime) -> set[int]:
    """Those whose connected calendar has had no good read for BOOKING_CALENDAR_STALE_MINUTES:
    their times are not offered until it answers again."""
    ids = sorted(set(user_ids))
    if not ids:
        return set()
    cutoff = naive(now) - stale_after()
    freshest = func.coalesce(CalendarConnection.last_ok_at, CalendarConnection.connected_at)
    return set(
        db.session.scalars(
            db.select(CalendarConnection.user_id).where(
                CalendarConnection.user_id.in_(ids), freshest < cutoff
            )
        )
    )


def replace(user_id: int, intervals: list[Interval]) -> None:
    """This person's cached busy times become `intervals` (in the caller's transaction)."""
    db.session.execute(db.delete(CalendarBusyTime).where(CalendarBusyTime.user_id == user_id))
    db.session.add_all(
        CalendarBusyTime(user_id=user_id, starts_at=naive(start), ends_at=naive(end))
        for start, end in intervals
    )


def forget(user_id: int) -> None:
    db.session.execute(db.delete(CalendarBusyTime).where(CalendarBusyTime.user_id == user_id))


def prune(now: datetime) -> int:
    """Busy times over a day old (the worker's timer, each pass): a calendar that keeps
    failing is not read again, so its past times would otherwise stay."""
    cutoff = naive(now) - timedelta(days=1)
    deleted = db.session.execute(
        db.delete(CalendarBusyTime).where(CalendarBusyTime.ends_at < cutoff)
    ).rowcount
    db.session.commit()
    return deleted or 0
