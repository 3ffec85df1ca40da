"""Operations: the job dashboard, health warnings, job statistics and Prometheus
metrics. What web/ may call."""

from pipeline.ops.dashboard import (
    JobActionError,
    delete_job,
    failed_count,
    failed_groups,
    job_state,
    queue_counts,
    retry,
    retry_group,
    workers,
)
from pipeline.ops.health import (
    database_check,
    live_workers,
    redis_and_worker_checks,
    warnings,
)
from pipeline.ops.health import summary as health_summary
from pipeline.ops.metrics import StateCollector
from pipeline.ops.stats import last_24_hours
from pipeline.ops.stats import record as record_job_stats
from pipeline.queues import connection, delete_jobs

__all__ = [
    "JobActionError",
    "StateCollector",
    "connection",
    "database_check",
    "delete_job",
    "delete_jobs",
    "failed_count",
    "failed_groups",
    "health_summary",
    "job_state",
    "last_24_hours",
    "live_workers",
    "queue_counts",
    "record_job_stats",
    "redis_and_worker_checks",
    "retry",
    "retry_group",
    "warnings",
    "workers",
]
