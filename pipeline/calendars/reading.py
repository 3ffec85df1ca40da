"""Reading each connected calendar's busy times into the cache (cache.py): the read job,
queued by schedule.py (the worker's timer, an admin's "Refresh now").

A read that fails keeps the last good busy times and records why; the cache's `unusable`
decides when they are too old to offer. A read of a connection replaced meanwhile (its
`version` moved) stores nothing. Reads hold no database transaction while they wait on the
network."""

from __future__ import annotations

import logging
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from redis.exceptions import RedisError

from pipeline import queues
from pipeline.calendars import cache, caldav_source, feed, schedule
from pipeline.calendars.expansion import Interval
from pipeline.calendars.failures import CalendarFailed, explain
from pipeline.calendars.sealing import Unreadable, reseal, unseal
from pipeline.models.availability import DEFAULT_TIMEZONE, SalesAvailability
from pipeline.models.calendar_connection import ICS, CalendarConnection
from pipeline.models.db import db
from pipeline.settings import setting

log = logging.getLogger(__name__)
# The read covers a little before now and a little past the booking window.
BEFORE = timedelta(hours=1)
BEYOND = timedelta(days=2)


@dataclass(frozen=True)
class Snapshot:
    """What a read needs, copied out of the row before the network is touched."""

    user_id: int
    version: int
    kind: str
    server_url: str | None
    username: str | None
    secret: str
    host: str
    zone: ZoneInfo


def window(now: datetime) -> tuple[datetime, datetime]:
    days = int(setting("BOOKING_WINDOW_DAYS", 21))
    return now - BEFORE, now + timedelta(days=days) + BEYOND


def _zone(user_id: int) -> ZoneInfo:
    name = db.session.scalar(
        db.select(SalesAvailability.timezone).where(SalesAvailability.user_id == user_id)
    )
    try:
        return ZoneInfo(name or DEFAULT_TIMEZONE)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(DEFAULT_TIMEZONE)


def _snapshot(connection: CalendarConnection) -> Snapshot:
    return Snapshot(
        connection.user_id,
        connection.version,
        connection.kind,
        connection.server_url,
        connection.username,
        connection.secret,
        connection.host,
        _zone(connection.user_id),
    )


Found = tuple[list[Interval], str, str | None]  # busy times, how read, where calls go


def _fetch(snap: Snapshot, start: datetime, end: datetime) -> Found:
    secret = unseal(snap.secret)
    if snap.kind == ICS:
        return feed.read(secret, snap.host, start, end, snap.zone), feed.FEED, None
    account = caldav_source.Account(snap.server_url or "", snap.username or "", secret, snap.host)
    reading = caldav_source.read(account, start, end, snap.zone)
    return reading.intervals, reading.method, reading.calendar_url


def _locked(snap: Snapshot) -> CalendarConnection | None:
    """The row, locked for this write (PostgreSQL), if it is still the one that was read."""
    connection = db.session.scalars(
        db.select(CalendarConnection)
        .where(CalendarConnection.user_id == snap.user_id)
        .with_for_update()
    ).first()
    if connection is None or connection.version != snap.version:
        db.session.rollback()
        return None
    return connection


def _store(snap: Snapshot, found: Found, started: datetime) -> bool:
    intervals, method, calendar_url = found
    connection = _locked(snap)
    if connection is None:
        return False
    cache.replace(snap.user_id, intervals)
    connection.last_ok_at = cache.naive(started)
    connection.failing_since = connection.last_error = None
    connection.method = method
    connection.calendar_url = calendar_url or connection.calendar_url
    with suppress(Unreadable):  # re-sealed under CALENDAR_SECRET_KEY's first key
        connection.secret = reseal(connection.secret)
    db.session.commit()
    return True


def _record_failure(snap: Snapshot, message: str, started: datetime) -> None:
    log.warning("calendar of user %s (%s) not read: %s", snap.user_id, snap.host, message)
    connection = _locked(snap)
    if connection is None:
        return
    connection.failing_since = connection.failing_since or cache.naive(started)
    connection.last_error = message
    db.session.commit()


def refresh(user_id: int, now: datetime | None = None) -> bool:
    """Read one person's calendar into the cache; whether it worked."""
    started = now or datetime.now(UTC)
    connection = db.session.get(CalendarConnection, user_id)
    if connection is None:
        db.session.rollback()
        return False
    connection.last_attempt_at = cache.naive(started)
    snap = _snapshot(connection)
    db.session.commit()  # nothing held open while the network is waited on
    start, end = window(started)
    try:
        found = _fetch(snap, start, end)
    except (CalendarFailed, Unreadable) as exc:
        _record_failure(snap, explain(exc), started)
        return False
    except Exception as exc:  # a calendar's data can break a parser in any way: recorded
        _record_failure(snap, explain(exc, host=snap.host), started)
        return False
    return _store(snap, found, started)


def read(job: str) -> bool:
    """The job: read the calendar of the person its id names."""
    user_id = schedule.user_of(job)
    if user_id is None:
        return False
    # The claim only spares a duplicate read, and it expires by itself.
    with suppress(RedisError):
        queues.redis_connection(setting("REDIS_URL")).delete(f"{schedule.QUEUED_PREFIX}{user_id}")
    return refresh(user_id)
