"""pipeline/queues/job_script.py writes what RQ's own enqueue writes: the same job hash (but for
the time stamps), the same queue push and queue registry, and a real RQ worker runs it."""

import pytest
from redis import Redis
from rq import Queue, Retry
from rq.job import Job

from pipeline.queues import job_script
from tests.support.stacks import MACHINE_REDIS_URL

FUNC = "pipeline.contact.process"
OPTIONS = job_script.JobOptions("submissions", 120, 3600, 2592000, (5, 30, 120))
STAMPS = {b"created_at", b"enqueued_at"}


@pytest.fixture
def redis():
    connection = Redis.from_url(MACHINE_REDIS_URL)
    connection.flushdb()
    yield connection
    connection.flushdb()


def _rq_enqueue(connection: Redis, job_id: str) -> None:
    queue = Queue(OPTIONS.queue, connection=connection)
    data = queue.prepare_data(
        FUNC, (job_id,), job_id=job_id, timeout=OPTIONS.timeout, result_ttl=OPTIONS.result_ttl,
        failure_ttl=OPTIONS.failure_ttl,
        retry=Retry(max=len(OPTIONS.retry_intervals), interval=list(OPTIONS.retry_intervals)),
    )  # fmt: skip
    with connection.pipeline() as pipe:
        queue.enqueue_many([data], pipeline=pipe)
        pipe.execute()


def test_the_job_hash_is_rqs_but_for_the_time_stamps(redis):
    _rq_enqueue(redis, "by-rq")
    job_script.enqueue(redis, [(FUNC, "by-script", OPTIONS)])

    by_rq = redis.hgetall(Job.key_for("by-rq"))
    by_script = redis.hgetall(Job.key_for("by-script"))
    assert by_script.keys() == by_rq.keys()
    by_rq_call = Job.fetch("by-rq", connection=redis)
    by_script_call = Job.fetch("by-script", connection=redis)
    assert (by_script_call.func_name, by_script_call.args) == (FUNC, ("by-script",))
    assert by_script_call.description == by_rq_call.description.replace("by-rq", "by-script")
    differ = {k for k in by_rq if by_rq[k] != by_script[k]} - STAMPS
    assert differ == {b"data", b"description"}  # the call's own id, checked above
    assert redis.lrange("rq:queue:submissions", 0, -1) == [b"by-rq", b"by-script"]
    assert redis.smembers("rq:queues") == {b"rq:queue:submissions"}


def test_several_jobs_on_several_queues_in_one_call(redis):
    webhook = job_script.JobOptions("webhooks", 10, 3600, 2592000, (5, 300))
    job_script.enqueue(redis, [(FUNC, "a", OPTIONS), ("pipeline.webhooks.delivery.deliver",
                                                      "b", webhook)])  # fmt: skip
    assert redis.lrange("rq:queue:submissions", 0, -1) == [b"a"]
    assert redis.lrange("rq:queue:webhooks", 0, -1) == [b"b"]
    job = Job.fetch("b", connection=redis)
    assert (job.origin, job.timeout, job.retries_left, job.retry_intervals) == (
        "webhooks", 10, 2, [5, 300])  # fmt: skip
