"""RQ jobs written by one Lua script call: the same job hash, queue push and queue registry
that RQ's Queue.enqueue_many writes in its MULTI/EXEC, without building RQ Job objects or
packing and parsing six commands per job on the request path (that was 12.9% of a web
worker's GIL time at saturation, and its removal the largest single gain measured).

What a job's hash holds comes from RQ itself: once per function (and retry scale) a job is
built by RQ's Queue.create_job and its to_dict() kept as the template; per job only what
depends on its id or the time is filled in, with RQ's own helpers (its serializer for the
call, get_call_string, utcformat). tests/pipeline/test_job_script.py compares the result
with what RQ writes, field by field, so an RQ upgrade that changes the format is caught."""

import zlib
from dataclasses import dataclass
from functools import lru_cache

from redis import Redis
from rq import Queue, Retry
from rq.job import Job
from rq.serializers import DefaultSerializer
from rq.utils import get_call_string, now, utcformat

# KEYS: RQ's registry of queues, then per job its hash key and its queue's key.
# ARGV: per job its id, the number of hash fields and values that follow, and them.
_ENQUEUE = """
local arg = 1
for i = 2, #KEYS, 2 do
  local job_id, count = ARGV[arg], tonumber(ARGV[arg + 1])
  redis.call('SADD', KEYS[1], KEYS[i + 1])
  redis.call('HSET', KEYS[i], unpack(ARGV, arg + 2, arg + 1 + count))
  redis.call('RPUSH', KEYS[i + 1], job_id)
  arg = arg + 2 + count
end
return 1
"""
_DYNAMIC = ("created_at", "enqueued_at", "data", "description")


@lru_cache(maxsize=8)
def _script(connection: Redis):
    return connection.register_script(_ENQUEUE)


@dataclass(frozen=True)
class JobOptions:
    """What create_job is given besides the call: the job's queue, timeouts and retries."""

    queue: str
    timeout: int
    result_ttl: int
    failure_ttl: int
    retry_intervals: tuple[int, ...]


@lru_cache(maxsize=64)
def _template(connection: Redis, func: str, options: JobOptions) -> tuple:
    """RQ's own hash for a job of `func`, less what varies per job, as field/value pairs."""
    job = Queue(options.queue, connection=connection).create_job(
        func,
        args=("template",),
        job_id="template",
        timeout=options.timeout,
        result_ttl=options.result_ttl,
        failure_ttl=options.failure_ttl,
        retry=Retry(max=len(options.retry_intervals), interval=list(options.retry_intervals)),
    )
    fields = {k: v for k, v in job.to_dict().items() if k not in _DYNAMIC}
    return tuple(item for pair in fields.items() for item in pair)


def enqueue(connection: Redis, jobs: list[tuple[str, str, JobOptions]]) -> None:
    """`jobs`: (function's dotted path, job id, options) each, the job's only argument
    being its id. One round trip; atomic, like RQ's MULTI/EXEC."""
    keys = [Queue.redis_queues_keys]
    args: list = []
    for func, job_id, options in jobs:
        stamp = utcformat(now())
        call = ((job_id,), {})
        fields = (
            *_template(connection, func, options),
            "created_at", stamp,
            "enqueued_at", stamp,
            "data", zlib.compress(DefaultSerializer.dumps((func, None, *call))),
            "description", get_call_string(func, *call, max_length=75),
        )  # fmt: skip
        keys += [Job.key_for(job_id), Queue.redis_queue_namespace_prefix + options.queue]
        args += [job_id, len(fields), *fields]
    _script(connection)(keys=keys, args=args, client=connection)
