"""Queues named by purpose, with each job's timeout, TTLs and retry policy in one place
(design convention 6). Lives in pipeline/ rather than worker/ because intake enqueues and
pipeline may not import worker."""

from dataclasses import dataclass
from functools import lru_cache

from redis import Redis
from rq import Queue, Retry

SUBMISSIONS = "submissions"
MAIL = "mail"
ALL_QUEUES = (SUBMISSIONS, MAIL)

RESULT_TTL = 3600
FAILURE_TTL = 30 * 24 * 3600


@dataclass(frozen=True)
class JobSpec:
    queue: str
    timeout: int
    retry_intervals: tuple[int, ...]


# Enqueued by dotted path (convention 3) so the web process never imports job code.
JOBS: dict[str, JobSpec] = {
    "pipeline.contact.process": JobSpec(SUBMISSIONS, 120, (5, 30, 120)),
    "pipeline.finder.process": JobSpec(SUBMISSIONS, 120, (5, 30, 120)),
    "pipeline.finder_sales.notify": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    "pipeline.signups.process": JobSpec(SUBMISSIONS, 180, (5, 30, 120)),
    "pipeline.account_mail.process": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    "pipeline.mail_delivery.deliver": JobSpec(MAIL, 60, (10, 30, 60, 300, 900, 1800)),
}


@lru_cache(maxsize=8)
def redis_connection(url: str) -> Redis:
    # Short timeouts: when Redis is down a submission must still answer 202 quickly.
    return Redis.from_url(url, socket_connect_timeout=1, socket_timeout=5)


def queue(name: str, connection: Redis) -> Queue:
    return Queue(name, connection=connection)


def retry_for(spec: JobSpec, scale: float = 1.0) -> Retry:
    intervals = [max(0, round(i * scale)) for i in spec.retry_intervals]
    return Retry(max=len(intervals), interval=intervals)
