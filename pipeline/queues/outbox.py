"""The outbox: entries written with the data they belong to, enqueued after commit and
marked done when their job finishes (see models/outbox_entry.py for why); the sweeper
enqueues what Redis missed."""

import logging
from datetime import timedelta
from functools import lru_cache

from redis import Redis
from redis.exceptions import RedisError
from rq import Queue
from rq.job import Job
from sqlalchemy import tuple_
from sqlalchemy.exc import IntegrityError

from pipeline.models.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.queues import job_script
from pipeline.queues.specs import FAILURE_TTL, RESULT_TTL, current_path, retry_for, spec_for
from pipeline.settings import setting


@lru_cache(maxsize=8)
def redis_connection(url: str) -> Redis:
    # Short timeouts: when Redis is down a submission must still answer 202 quickly.
    return Redis.from_url(url, socket_connect_timeout=1, socket_timeout=5)


def queue(name: str, connection: Redis) -> Queue:
    return Queue(name, connection=connection)


log = logging.getLogger(__name__)

# What a job needs to be enqueued: its function's dotted path and its id. Plain values, so
# the request path can enqueue after commit without reloading the expired ORM rows.
JobRef = tuple[str, str]


def add(func: str, job_id: str) -> OutboxEntry:
    """Stage an entry in the current transaction; the caller commits."""
    spec = spec_for(func)
    entry = OutboxEntry(job_id=job_id, func=func, queue=spec.queue)
    db.session.add(entry)
    return entry


def stage_once(func: str, job_id: str) -> bool:
    """Stage, commit and enqueue a job whose id names the one run it is (a day's sales
    digest, a week's newsletter digest), unless some worker already staged it: True for the
    one caller that did. The outbox's primary key settles a race between workers."""
    if db.session.get(OutboxEntry, job_id) is not None:
        return False
    entry = add(func, job_id)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()  # another worker staged it first
        return False
    try_enqueue([entry])
    return True


def enqueue(jobs: list[JobRef]) -> bool:
    """Put committed jobs on their queues in one Redis round trip. Redis being down is not
    an error here: the entries stay in the outbox and the sweeper enqueues them later."""
    if not jobs or not setting("ENQUEUE_JOBS", True):
        return False
    connection = redis_connection(setting("REDIS_URL"))
    scale = setting("RETRY_INTERVAL_SCALE", 1.0)
    try:
        job_script.enqueue(connection, [(current_path(f), i, _options(f, scale)) for f, i in jobs])
    except RedisError as exc:
        log.warning("enqueue of %s deferred to the sweeper: %s", [j for _, j in jobs], exc)
        return False
    return True


@lru_cache(maxsize=64)
def _options(func: str, scale: float) -> job_script.JobOptions:
    spec = spec_for(func)
    retry = retry_for(spec, scale)
    return job_script.JobOptions(
        spec.queue, spec.timeout, RESULT_TTL, FAILURE_TTL, tuple(retry.intervals)
    )


def try_enqueue(entries: list[OutboxEntry]) -> int:
    """Enqueue entries and record when (worker and sweeper paths, where the extra commit
    costs nothing a visitor waits for). Returns how many were enqueued."""
    if not enqueue([(e.func, e.job_id) for e in entries]):
        return 0
    now = utcnow()
    for entry in entries:
        entry.enqueued_at = now
    db.session.commit()
    return len(entries)


def enqueue_unqueued(job_ids: list[str]) -> int:
    """Enqueue the entries of these jobs that no one has enqueued yet (a re-run of the job
    that staged them hands off only what is left). Worker paths only."""
    entries = db.session.scalars(
        db.select(OutboxEntry).where(
            OutboxEntry.job_id.in_(job_ids), OutboxEntry.enqueued_at.is_(None)
        )
    ).all()
    return try_enqueue(list(entries))


def mark_done(job_id: str) -> None:
    """Mark the job's entry done and commit, together with whatever the job has staged in
    the session (its final status), so status and outbox never disagree."""
    db.session.execute(
        db.update(OutboxEntry)
        .where(OutboxEntry.job_id == job_id, OutboxEntry.done_at.is_(None))
        .values(done_at=utcnow())
    )
    db.session.commit()


def _existing(job_ids: list[str]) -> set[str]:
    connection = redis_connection(setting("REDIS_URL"))
    with connection.pipeline(transaction=False) as pipe:
        for job_id in job_ids:
            pipe.exists(Job.key_for(job_id))
        found = pipe.execute()
    return {job_id for job_id, exists in zip(job_ids, found, strict=True) if exists}


def sweep(grace_seconds: float = 5.0, batch: int = 500) -> int:
    """Enqueue unfinished entries whose job Redis doesn't have: never enqueued (Redis was
    down at commit time) or lost (Redis restarted without its data). Entries younger than
    the grace period are left to the request that is enqueuing them right now. Jobs are
    idempotent, so a rare double enqueue costs nothing but a no-op run.

    The request path doesn't stamp enqueued_at (it would cost a second commit per
    submission), so an unstamped entry whose job Redis has is stamped here instead."""
    cutoff = utcnow() - timedelta(seconds=grace_seconds)
    enqueued = 0
    after: tuple = ()
    while True:
        query = (
            db.select(OutboxEntry)
            .where(OutboxEntry.done_at.is_(None), OutboxEntry.created_at <= cutoff)
            .order_by(OutboxEntry.created_at, OutboxEntry.job_id)
            .limit(batch)
        )
        if after:
            query = query.where(tuple_(OutboxEntry.created_at, OutboxEntry.job_id) > after)
        pending = db.session.scalars(query).all()
        if not pending:
            return enqueued
        after = (pending[-1].created_at, pending[-1].job_id)
        in_redis = _existing([e.job_id for e in pending])
        missing = [e for e in pending if e.job_id not in in_redis]
        seen = [e for e in pending if e.job_id in in_redis and e.enqueued_at is None]
        for entry in seen:
            entry.enqueued_at = utcnow()
        if seen:
            db.session.commit()
        if missing:
            count = try_enqueue(missing)
            if not count:
                return enqueued  # Redis went away mid-sweep; the next sweep carries on
            enqueued += count
        if len(pending) < batch:
            return enqueued
