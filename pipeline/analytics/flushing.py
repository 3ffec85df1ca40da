"""Moving the day hashes' counts from Redis into analytics_daily_totals, each exactly once.

1. Each live hash `analytics:counts:<day>` is RENAMEd to `analytics:flushing:<day>:<uuid>`:
   atomic, so an event counted at the same moment lands either in the renamed hash (flushed
   now) or in a new live one (flushed next time), never in neither.
2. Every `analytics:flushing:*` key, this run's and any a crashed run left behind, is read
   and added to the totals in ONE transaction with a row in analytics_flushes naming the key.
3. The key is deleted after the commit.

A crash before the commit leaves the key and nothing in the database: the next flush adds it.
A crash between the commit and the delete leaves the key and its marker: the next flush finds
the marker and only deletes the key. Two flushes at once (two workers, or the CLI beside
one) cannot both add a key: the marker is the key's primary key, so the second transaction
fails and rolls back its additions. The marker is inserted first so that it fails early."""

import logging
import uuid
from dataclasses import dataclass, field
from datetime import date, timedelta

from redis import Redis
from redis.exceptions import ResponseError
from sqlalchemy import delete, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError

from pipeline.analytics.counting import COUNTS_PREFIX, connection
from pipeline.analytics.events import dimensions
from pipeline.models.analytics_total import DIMENSIONS, AnalyticsFlush, AnalyticsTotal
from pipeline.models.db import db, utcnow

log = logging.getLogger(__name__)

FLUSHING_PREFIX = "analytics:flushing:"
# A marker only guards against replaying its key, so it may go once the key is gone; one
# kept a day longer costs nothing and covers a flush still running when the prune looks.
MARKER_KEEP = timedelta(days=1)


@dataclass
class FlushReport:
    keys: int = 0  # hashes added to the totals by this run
    counts: int = 0  # events those hashes held
    replayed: int = 0  # keys found already added (a crash after the commit): only deleted
    skipped_fields: list[str] = field(default_factory=list)  # fields no event could write


def _day(key: str, prefix: str) -> date | None:
    try:
        return date.fromisoformat(key[len(prefix) :].split(":", 1)[0])
    except ValueError:
        return None


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def rename_live_hashes(redis: Redis) -> list[str]:
    """Step 1: the live day hashes renamed aside; their new names."""
    renamed = []
    live = [_text(k) for k in redis.scan_iter(match=f"{COUNTS_PREFIX}*", count=1000)]
    for key in live:
        day = _day(key, COUNTS_PREFIX)
        if day is None:
            continue
        target = f"{FLUSHING_PREFIX}{day.isoformat()}:{uuid.uuid4().hex}"
        try:
            redis.rename(key, target)
        except ResponseError:  # "no such key": another flush renamed it first
            continue
        renamed.append(target)
    return renamed


def _upsert(rows: list[dict]) -> None:
    dialect = db.session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    statement = insert(AnalyticsTotal)
    statement = statement.on_conflict_do_update(
        index_elements=["day", *DIMENSIONS],
        set_={"count": AnalyticsTotal.count + statement.excluded["count"]},
    )
    db.session.execute(statement, rows)


def _rows(day: date, counts: dict, report: FlushReport) -> list[dict]:
    rows = []
    for raw_field, raw_count in counts.items():
        name = _text(raw_field)
        parts = dimensions(name)
        if parts is None:
            report.skipped_fields.append(name)
            continue
        rows.append(
            {"day": day, **dict(zip(DIMENSIONS, parts, strict=True)), "count": int(raw_count)}
        )
    # One order for every flush: two transactions upserting the same rows then lock them in
    # the same order and cannot deadlock on PostgreSQL.
    rows.sort(key=lambda row: tuple(row[d] for d in DIMENSIONS))
    return rows


def move_key(redis: Redis, key: str, report: FlushReport) -> None:
    """Steps 2 and 3 for one renamed key."""
    day = _day(key, FLUSHING_PREFIX)
    if day is None:
        log.warning("analytics flush: %s is not a day's hash; left alone", key)
        return
    if db.session.scalar(select(AnalyticsFlush.key).where(AnalyticsFlush.key == key)):
        redis.delete(key)  # added before a crash kept it from being deleted
        report.replayed += 1
        return
    counts = redis.hgetall(key)
    rows = _rows(day, counts, report)
    if rows:
        db.session.add(AnalyticsFlush(key=key, flushed_at=utcnow()))
        try:
            db.session.flush()  # the marker first: a second flush of this key stops here
            _upsert(rows)
            db.session.commit()
        except IntegrityError:
            db.session.rollback()
            log.info("analytics flush: %s was added by another flush", key)
            return
        report.keys += 1
        report.counts += sum(row["count"] for row in rows)
    redis.delete(key)


def flush(redis: Redis | None = None) -> FlushReport:
    """Moves every day's counts into the totals; safe to run at any time, from anywhere."""
    redis = redis or connection()
    report = FlushReport()
    rename_live_hashes(redis)
    for key in [_text(k) for k in redis.scan_iter(match=f"{FLUSHING_PREFIX}*", count=1000)]:
        move_key(redis, key, report)
    if report.skipped_fields:
        log.warning("analytics flush skipped %d unreadable field(s)", len(report.skipped_fields))
    return report


def forget_flushed_keys(redis: Redis | None = None) -> int:
    """Deletes the markers of keys that are gone from Redis (nothing left to replay) and
    older than MARKER_KEEP; returns how many."""
    redis = redis or connection()
    cutoff = utcnow() - MARKER_KEEP
    old = db.session.scalars(select(AnalyticsFlush.key).where(AnalyticsFlush.flushed_at < cutoff))
    keys = list(old)
    gone = []
    for start in range(0, len(keys), 500):
        batch = keys[start : start + 500]
        pipe = redis.pipeline(transaction=False)
        for key in batch:
            pipe.exists(key)
        gone += [key for key, exists in zip(batch, pipe.execute(), strict=True) if not exists]
    for start in range(0, len(gone), 500):
        db.session.execute(
            delete(AnalyticsFlush).where(AnalyticsFlush.key.in_(gone[start : start + 500]))
        )
    db.session.commit()
    return len(gone)
