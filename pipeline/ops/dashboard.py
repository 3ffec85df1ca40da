"""What the operators' job dashboard shows and does, read from RQ's own registries: counts
per queue and state, the workers, failed jobs grouped by exception type with their
tracebacks, retry and delete, and one job's state for a lead's traceability.

Jobs take ids only (design convention 3), so nothing here carries personal data; the
frontend still renders every value as text, never as markup."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime

from redis import Redis
from rq import Queue, Worker
from rq.exceptions import InvalidJobOperation, NoSuchJobError
from rq.job import Job
from rq.results import Result

from pipeline import queues
from pipeline.mail import DELIVER
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry

STATES = ("queued", "started", "finished", "failed", "deferred", "scheduled")
FAILED_JOBS_SHOWN = 200  # per queue: enough to act on, bounded for a broken day


class JobActionError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status, self.message = status, message


def _iso(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.replace(tzinfo=None).isoformat(timespec="seconds") + "Z"


def queue_counts(conn: Redis) -> list[dict]:
    counts = []
    for name in queues.ALL_QUEUES:
        queue = Queue(name, connection=conn)
        counts.append(
            {
                "name": name,
                "queued": queue.count,
                "started": queue.started_job_registry.count,
                "finished": queue.finished_job_registry.count,
                "failed": queue.failed_job_registry.count,
                "deferred": queue.deferred_job_registry.count,
                "scheduled": queue.scheduled_job_registry.count,
            }
        )
    return counts


def failed_count(conn: Redis) -> int:
    """Jobs in every queue's failed registry: the sum of queue_counts' "failed" column, in
    one read per queue (the overview's health line)."""
    return sum(Queue(name, connection=conn).failed_job_registry.count for name in queues.ALL_QUEUES)


def workers(conn: Redis) -> list[dict]:
    found = []
    for worker in Worker.all(connection=conn):
        job_id = worker.get_current_job_id()
        found.append(
            {
                "name": worker.name,
                "state": worker.get_state(),
                "queues": worker.queue_names(),
                "current_job_id": job_id,
                "last_heartbeat": _iso(worker.last_heartbeat),
                "birth": _iso(worker.birth_date),
                "successful_jobs": worker.successful_job_count,
                "failed_jobs": worker.failed_job_count,
            }
        )
    return sorted(found, key=lambda w: w["name"])


def _exception(exc_string: str | None) -> tuple[str, str]:
    """(type, message) from a formatted traceback's last line, e.g.
    'smtplib.SMTPServerDisconnected: Connection unexpectedly closed'."""
    lines = [line for line in (exc_string or "").strip().splitlines() if line.strip()]
    if not lines:
        return "Unknown", ""
    last = lines[-1].strip()
    kind, _, message = last.partition(":")
    if " " in kind or not kind:
        return "Unknown", last
    return kind, message.strip()


def _traceback(job: Job) -> str:
    result = job.latest_result()
    if result is not None and result.type == Result.Type.FAILED:
        return result.exc_string or ""
    return ""


def _status(job: Job) -> str:
    status = job.get_status()
    return str(getattr(status, "value", status))


def _job_json(job: Job, with_traceback: bool = False) -> dict:
    tb = _traceback(job) if with_traceback or _status(job) == "failed" else ""
    kind, message = _exception(tb) if tb else ("", "")
    return {
        "id": job.id,
        "func": job.func_name,
        # Ids only by design; shown so an operator can follow a job to its row.
        "args": [str(a) for a in job.args],
        "queue": job.origin,
        "status": _status(job),
        "enqueued_at": _iso(job.enqueued_at),
        "started_at": _iso(job.started_at),
        "ended_at": _iso(job.ended_at),
        "retries_left": job.retries_left,
        "exc_type": kind or None,
        "exc_message": message or None,
        "traceback": tb or None,
    }


def failed_groups(conn: Redis) -> list[dict]:
    """Failed jobs of every queue, grouped by exception type, biggest group first."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for name in queues.ALL_QUEUES:
        registry = Queue(name, connection=conn).failed_job_registry
        ids = registry.get_job_ids(0, FAILED_JOBS_SHOWN - 1, desc=True)
        for job in Job.fetch_many(ids, connection=conn):
            if job is None:
                continue
            shown = _job_json(job, with_traceback=True)
            groups[shown["exc_type"] or "Unknown"].append(shown)
    return [
        {"exc_type": kind, "count": len(jobs), "jobs": jobs}
        for kind, jobs in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))
    ]


def job_state(job_id: str, conn: Redis | None) -> dict:
    """One job as RQ knows it, or, when Redis no longer has it (results expire, Redis may
    be down or restarted), what the outbox row says."""
    if conn is not None:
        try:
            job = Job.fetch(job_id, connection=conn)
        except NoSuchJobError:
            job = None
        if job is not None:
            return {"source": "rq", **_job_json(job)}
    entry = db.session.get(OutboxEntry, job_id)
    if entry is None:
        return {"source": "none", "id": job_id, "status": "unknown"}
    if entry.done_at is not None:
        status = "finished"
    elif entry.enqueued_at is None:
        status = "waiting to be enqueued"
    else:
        status = "enqueued (no longer in Redis)"
    return {
        "source": "outbox",
        "id": job_id,
        "func": entry.func,
        "queue": entry.queue,
        "status": status,
        "enqueued_at": _iso(entry.enqueued_at),
        "ended_at": _iso(entry.done_at),
    }


def _failed_job(job_id: str, conn: Redis) -> Job:
    try:
        job = Job.fetch(job_id, connection=conn)
    except (NoSuchJobError, ValueError):  # ValueError: not even a valid job id
        raise JobActionError(404, "That job no longer exists.") from None
    if job.id not in job.failed_job_registry:
        raise JobActionError(409, "That job is not in the failed list any more.")
    return job


def _prepare_retry(job: Job) -> None:
    # The delivery job only sends emails that are queued or retrying (its exactly-once
    # claim), so a failed email must be queued again for the retried job to send it.
    if job.func_name == DELIVER and job.args:
        db.session.execute(
            db.update(EmailMessage)
            .where(EmailMessage.id == str(job.args[0]), EmailMessage.status == "failed")
            .values(status="queued")
        )
        db.session.commit()


def retry(job_id: str, conn: Redis) -> dict:
    job = _failed_job(job_id, conn)
    _prepare_retry(job)
    try:
        job.failed_job_registry.requeue(job)
    except InvalidJobOperation:
        raise JobActionError(409, "That job is not in the failed list any more.") from None
    return {"id": job.id, "status": "queued"}


def retry_group(exc_type: str, conn: Redis) -> int:
    retried = 0
    for group in failed_groups(conn):
        if group["exc_type"] != exc_type:
            continue
        for shown in group["jobs"]:
            try:
                retry(shown["id"], conn)
                retried += 1
            except JobActionError:
                continue  # retried or deleted meanwhile by someone else
    return retried


def delete_job(job_id: str, conn: Redis) -> None:
    """Remove a job for good. Its outbox entry is closed too, otherwise the sweeper would
    see a job missing from Redis and enqueue it again."""
    try:
        job = Job.fetch(job_id, connection=conn)
    except (NoSuchJobError, ValueError):  # ValueError: not even a valid job id
        raise JobActionError(404, "That job no longer exists.") from None
    Result.delete_all(job)
    job.delete()
    queues.mark_done(job_id)
