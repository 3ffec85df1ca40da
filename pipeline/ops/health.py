"""Conditions under which jobs silently stop running, in one place for /healthz, the job
dashboard's warnings and its health summary: the database and Redis answering, no live
worker, no scheduler while retries wait, a Redis that may evict job data, and outbox
entries stuck on their way to Redis; and salespeople's calendars that have stopped
answering, whose times visitors are no longer offered (pipeline/calendars/)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from redis import Redis
from redis.exceptions import RedisError
from rq import Queue, Worker
from rq.defaults import DEFAULT_WORKER_TTL
from rq.job import Job
from rq.scheduler import RQScheduler
from sqlalchemy.exc import SQLAlchemyError

from pipeline import calendars, queues
from pipeline.models.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry

# An idle RQ worker heartbeats each time its blocking dequeue times out (worker_ttl - 15 s,
# so every ~405 s by default) and its key expires worker_ttl + 60 s after a heartbeat. Only
# a heartbeat older than that means the process is hung or gone.
HEARTBEAT_STALE_SECONDS = DEFAULT_WORKER_TTL + 60
OUTBOX_STUCK_SECONDS = 60
NO_WORKER = "No worker is running: submissions and emails wait until one starts."


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
    failed for good (the failed list shows those) and retries waiting their turn (a
    webhook's next try may be hours away; the scheduler check covers them)."""
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
    return sum(1 for job in jobs if job is None or job.get_status() not in ("failed", "scheduled"))


# --- the checks: each None when fine, else {"code", "message"} --------------------------


def _problem(code: str, message: str) -> dict:
    return {"code": code, "message": message}


def _workers_problem(conn: Redis) -> dict | None:
    return None if live_workers(conn) else _problem("no_worker", NO_WORKER)


def _scheduler_problems(conn: Redis) -> list[dict]:
    found = []
    for name in queues.ALL_QUEUES:
        waiting = Queue(name, connection=conn).scheduled_job_registry.count
        if waiting and not scheduler_running(conn, name):
            found.append(
                _problem(
                    "no_scheduler",
                    f"{waiting} scheduled job(s) or retries on '{name}' but no scheduler is "
                    "running: they will not run until a worker starts with its scheduler.",
                )
            )
    return found


def _eviction_problem(conn: Redis) -> tuple[str | None, dict | None]:
    try:
        policy = conn.config_get("maxmemory-policy").get("maxmemory-policy")
    except RedisError:
        return None, _problem(
            "redis_policy_unknown",
            "Could not read Redis' maxmemory-policy (CONFIG GET is not allowed); make sure "
            "it is noeviction.",
        )
    if policy is not None and policy != "noeviction":
        return policy, _problem(
            "redis_eviction",
            f"Redis maxmemory-policy is '{policy}', not 'noeviction': Redis may evict queued "
            "jobs under memory pressure.",
        )
    return policy, None


def _outbox_problem(stuck: int) -> dict | None:
    if not stuck:
        return None
    return _problem(
        "outbox_stuck",
        f"{stuck} outbox entr{'y has' if stuck == 1 else 'ies have'} waited over a minute "
        "without finishing.",
    )


def _calendar_problems() -> list[dict]:
    return [
        _problem("calendar_stale", f"{who}: {message}")
        for who, message in calendars.stale_ones(datetime.now(UTC))
    ]


def warnings(conn: Redis) -> list[dict]:
    """The job dashboard's warnings (Redis is up: the dashboard answers 503 otherwise)."""
    found = [p for p in [_workers_problem(conn)] if p]
    found += _scheduler_problems(conn)
    found += [p for p in [_eviction_problem(conn)[1]] if p]
    found += [p for p in [_outbox_problem(stuck_outbox_entries(conn))] if p]
    found += _calendar_problems()
    return found


# --- /healthz's checks and the dashboard's summary ---------------------------------------


def database_check() -> dict:
    try:
        db.session.execute(db.text("SELECT 1"))
        return {"ok": True}
    except SQLAlchemyError as exc:
        db.session.rollback()
        return {"ok": False, "error": f"database unreachable ({exc.__class__.__name__})"}


def redis_and_worker_checks(conn_factory) -> tuple[dict, dict, Redis | None]:
    """/healthz's redis and worker checks, and the connection when Redis answered."""
    try:
        conn = conn_factory()
        conn.ping()
    except RedisError as exc:
        down = {"ok": False, "error": f"redis unreachable ({exc.__class__.__name__})"}
        return down, {"ok": False, "error": "unknown: redis unreachable"}, None
    try:
        workers = len(live_workers(conn))
    except RedisError as exc:
        return {"ok": True}, {"ok": False, "error": f"could not list workers ({exc})"}, conn
    if not workers:
        return {"ok": True}, {"ok": False, "error": "no live worker registered"}, conn
    return {"ok": True}, {"ok": True, "live": workers}, conn


def _line(code: str, label: str, ok: bool | None, detail: str) -> dict:
    # ok None: unknown, because what it is read from is down.
    return {"code": code, "label": label, "ok": ok, "detail": detail}


def _redis_lines(conn: Redis, worker: dict) -> list[dict]:
    live = worker.get("live", 0)
    plural = "s" if live != 1 else ""
    running = f"{live} worker{plural} running." if worker["ok"] else NO_WORKER
    late = _scheduler_problems(conn)
    scheduled = " ".join(p["message"] for p in late) or "No retry waits on a missing scheduler."
    policy, evicting = _eviction_problem(conn)
    kept = f"'{policy}': queued jobs are never evicted."
    return [
        _line("worker", "Worker", worker["ok"], running),
        _line("scheduler", "Scheduler", not late, scheduled),
        _line("redis_eviction", "Redis eviction policy", evicting is None,
              evicting["message"] if evicting else kept),
    ]  # fmt: skip


def _outbox_line(conn: Redis | None, database_ok: bool) -> dict:
    if not database_ok:
        return _line("outbox_stuck", "Outbox", None, "Unknown while the database is down.")
    problem = _outbox_problem(stuck_outbox_entries(conn))
    detail = problem["message"] if problem else "Nothing has waited over a minute."
    return _line("outbox_stuck", "Outbox", problem is None, detail)


def _calendars_line() -> list[dict]:
    """A line once anyone has connected a calendar: fine, or whose times are not offered."""
    if not calendars.connected_count():
        return []
    stale = _calendar_problems()
    detail = " ".join(p["message"] for p in stale) or "Every connected calendar is answering."
    return [_line("calendars", "Salespeople's calendars", not stale, detail)]


def summary(conn_factory) -> dict:
    """Every check as one line, for the top of the job dashboard. Never raises for a part
    that is down: that is what it reports."""
    database = database_check()
    redis, worker, conn = redis_and_worker_checks(conn_factory)
    lines = [
        _line("database", "Database", database["ok"], database.get("error", "Answering.")),
        _line("redis", "Redis", redis["ok"], redis.get("error", "Answering.")),
    ]
    if conn is not None:
        try:
            lines += _redis_lines(conn, worker)
        except RedisError as exc:
            lines[1] = _line("redis", "Redis", False, f"redis failed mid-check ({exc})")
            conn = None
    if conn is None:
        unknown = "Unknown while Redis is unreachable."
        lines += [
            _line("worker", "Worker", None, unknown),
            _line("scheduler", "Scheduler", None, unknown),
            _line("redis_eviction", "Redis eviction policy", None, unknown),
        ]
    try:
        lines.append(_outbox_line(conn, database["ok"]))
    except RedisError:
        lines.append(_outbox_line(None, database["ok"]))
    if database["ok"]:
        lines += _calendars_line()
    if not (database["ok"] and lines[1]["ok"]):
        status = "down"
    else:
        status = "ok" if all(line["ok"] for line in lines) else "warning"
    return {"status": status, "checks": lines}
