"""Write outbox entries with the data they belong to, enqueue them after commit, and mark
them done when their job finishes. See models/outbox_entry.py for why."""

import logging
from datetime import timedelta

from redis.exceptions import RedisError
from rq.job import Job

from pipeline import queues
from pipeline.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.settings import setting

log = logging.getLogger(__name__)


def add(func: str, job_id: str) -> OutboxEntry:
    """Stage an entry in the current transaction; the caller commits."""
    spec = queues.JOBS[func]
    entry = OutboxEntry(job_id=job_id, func=func, queue=spec.queue)
    db.session.add(entry)
    return entry


def _enqueue(entry: OutboxEntry) -> None:
    connection = queues.redis_connection(setting("REDIS_URL"))
    spec = queues.JOBS[entry.func]
    queues.queue(entry.queue, connection).enqueue(
        entry.func,
        entry.job_id,
        job_id=entry.job_id,
        job_timeout=spec.timeout,
        result_ttl=queues.RESULT_TTL,
        failure_ttl=queues.FAILURE_TTL,
        retry=queues.retry_for(spec, setting("RETRY_INTERVAL_SCALE", 1.0)),
    )


def try_enqueue(entries: list[OutboxEntry]) -> int:
    """Enqueue committed entries. Redis being down is not an error here: the sweeper
    picks the entries up later. Returns how many were enqueued."""
    if not setting("ENQUEUE_JOBS", True):
        return 0
    enqueued = 0
    for entry in entries:
        try:
            _enqueue(entry)
        except RedisError as exc:
            log.warning("enqueue of %s deferred to the sweeper: %s", entry.job_id, exc)
            break
        entry.enqueued_at = utcnow()
        enqueued += 1
    if enqueued:
        db.session.commit()
    return enqueued


def mark_done(job_id: str) -> None:
    """Mark the job's entry done and commit, together with whatever the job has staged in
    the session (its final status), so status and outbox never disagree."""
    db.session.execute(
        db.update(OutboxEntry)
        .where(OutboxEntry.job_id == job_id, OutboxEntry.done_at.is_(None))
        .values(done_at=utcnow())
    )
    db.session.commit()


def _job_missing(job_id: str) -> bool:
    connection = queues.redis_connection(setting("REDIS_URL"))
    return not Job.exists(job_id, connection=connection)


def sweep(grace_seconds: float = 5.0, stale_seconds: float = 60.0) -> int:
    """Enqueue entries that never reached Redis, and re-enqueue entries whose job is gone
    from Redis (e.g. Redis restarted without persistence) but never finished. Jobs are
    idempotent, so a rare double enqueue costs nothing but a no-op run."""
    now = utcnow()
    pending = db.session.scalars(
        db.select(OutboxEntry)
        .where(OutboxEntry.done_at.is_(None))
        .where(OutboxEntry.created_at <= now - timedelta(seconds=grace_seconds))
        .order_by(OutboxEntry.created_at)
        .limit(500)
    ).all()
    due = [
        e
        for e in pending
        if e.enqueued_at is None
        or (e.enqueued_at <= now - timedelta(seconds=stale_seconds) and _job_missing(e.job_id))
    ]
    return try_enqueue(due) if due else 0
