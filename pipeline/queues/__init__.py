"""Queue plumbing: the queues and each job's policy (specs.py), the outbox that stages jobs
with their data and enqueues them after commit (outbox.py), the one-call Lua write of
RQ's job records (job_script.py) and deleting stored jobs (removal.py). In pipeline/ rather
than worker/ because intake enqueues and pipeline may not import worker."""

from pipeline.queues.outbox import (
    JobRef,
    add,
    enqueue,
    enqueue_unqueued,
    mark_done,
    queue,
    redis_connection,
    stage_once,
    sweep,
    try_enqueue,
)
from pipeline.queues.removal import connection, delete_jobs
from pipeline.queues.specs import (
    ALL_QUEUES,
    FAILURE_TTL,
    JOBS,
    MAIL,
    MOVED_PATHS,
    NEWSLETTER,
    RESULT_TTL,
    SUBMISSIONS,
    WEBHOOKS,
    JobSpec,
    current_path,
    retry_for,
    spec_for,
)

__all__ = [
    "ALL_QUEUES",
    "FAILURE_TTL",
    "JOBS",
    "MAIL",
    "MOVED_PATHS",
    "NEWSLETTER",
    "RESULT_TTL",
    "SUBMISSIONS",
    "WEBHOOKS",
    "JobRef",
    "JobSpec",
    "add",
    "connection",
    "current_path",
    "delete_jobs",
    "enqueue",
    "enqueue_unqueued",
    "mark_done",
    "queue",
    "redis_connection",
    "retry_for",
    "spec_for",
    "stage_once",
    "sweep",
    "try_enqueue",
]
