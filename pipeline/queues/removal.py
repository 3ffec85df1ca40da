"""Taking jobs out of Redis for good: what erasing a person, resending an email or
redelivering a webhook does to the jobs still stored for those rows. Here, beside the
outbox that put them there, so every feature can clear its own jobs without reaching up
to the operators' dashboard."""

from redis import Redis
from rq.exceptions import NoSuchJobError
from rq.job import Job
from rq.results import Result

from pipeline.queues.outbox import redis_connection
from pipeline.settings import setting


def connection() -> Redis:
    return redis_connection(setting("REDIS_URL"))


def delete_jobs(job_ids: list[str], conn: Redis) -> int:
    """Delete every job (any state) with these ids, with its results; for erasure."""
    deleted = 0
    for job_id in job_ids:
        try:
            job = Job.fetch(job_id, connection=conn)
        except NoSuchJobError:
            continue
        Result.delete_all(job)
        job.delete()
        deleted += 1
    return deleted
