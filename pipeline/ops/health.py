"""Conditions under which jobs silently stop running, checked for the job dashboard's
warnings and for /healthz: no live worker, no scheduler while retries wait, a Redis that
may evict job data, and outbox entries stuck on their way to Redis."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from redis import Redis
from redis.exceptions import RedisError
from rq import Queue, Worker
from rq.defaults import DEFAULT_WORKER_TTL
from rq.job import Job
from rq.scheduler import RQScheduler

from pipeline import queues
from pipeline.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry

# An idle RQ worker heartbeats each time its blocking dequeue times out (worker_ttl - 15 s,
# so every ~405 s by default) and its key expires worker_ttl + 60 s after a heartbeat. Only
# a heartbeat older than that means the process is hung or gone.
HEARTBEAT_STALE_SECONDS = DEFAULT_WORKER_TTL + 60
OUTBOX_STUCK_SECONDS = 60


def live_workers(conn: Redis) -> list[Worker]:
    cutoff = datetime.now(UTC) - timedelta(seconds=HEARTBEAT_STALE_SECONDS)
    alive = []
    for worker in Worker.all(connection=conn):
        beat = worker.last_heartbeat
        if beat is not None and beat.replace(tzinfo=UTC) >= cutoff:
            alive.append(worker)
    return alive


def scheduler_running(conn: Redis, queue_name: str) -> bool:
    # RQ's scheduler holds (and refreshes) this lock for every queue it schedules for.
    return bool(conn.exists(RQScheduler.get_locking_key(queue_name)))


def stuck_outbox_entries(conn: Redis | None) -> int:
    """Outbox entries older than a minute whose job has not finished, leaving out jobs that
    failed for good (the failed list shows those)."""
    cutoff = utcnow() - timedelta(seconds=OUTBOX_STUCK_SECONDS)
    ids = list(
        db.session.scalars(
            db.select(OutboxEntry.job_id)
            .where(OutboxEntry.done_at.is_(None), OutboxEntry.created_at <= cutoff)
            .limit(1000)
        )
    )
    if not ids or conn is None:
        return len(ids)
    jobs = Job.fetch_many(ids, connection=conn)
    return sum(1 for job in jobs if job is None or job.get_status() != "failed")


def warnings(conn: Redis) -> list[dict]:
    found: list[dict] = []
    if not live_workers(conn):
        found.append(
            {
                "code": "no_worker",
                "message": "No worker is running: submissions and emails wait until one starts.",
            }
        )
    for name in queues.ALL_QUEUES:
        waiting = Queue(name, connection=conn).scheduled_job_registry.count
        if waiting and not scheduler_running(conn, name):
            found.append(
                {
                    "code": "no_scheduler",
                    "message": f"{waiting} scheduled job(s) or retries on '{name}' but no "
                    "scheduler is running: they will not run until a worker starts with "
                    "its scheduler.",
                }
            )
    try:
        policy = conn.config_get("maxmemory-policy").get("maxmemory-policy")
    except RedisError:
        policy = None
        found.append(
            {
                "code": "redis_policy_unknown",
                "message": "Could not read Redis' maxmemory-policy (CONFIG GET is not "
                "allowed); make sure it is noeviction.",
            }
        )
    if policy is not None and policy != "noeviction":
        found.append(
            {
                "code": "redis_eviction",
                "message": f"Redis maxmemory-policy is '{policy}', not 'noeviction': Redis may "
                "evict queued jobs under memory pressure.",
            }
        )
    stuck = stuck_outbox_entries(conn)
    if stuck:
        found.append(
            {
                "code": "outbox_stuck",
                "message": f"{stuck} outbox entr{'y has' if stuck == 1 else 'ies have'} "
                "waited over a minute without finishing.",
            }
        )
    return found
