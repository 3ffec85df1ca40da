"""A worker SIGKILLed while rendering a finder PDF: the job is abandoned in RQ's started
registry; RQ's registry maintenance re-queues it (it still has retries), a new worker
finishes it, and the visitor gets one email."""

import signal
import time

from rq import Queue
from rq.registry import StartedJobRegistry

from pipeline import queues
from tests.support.fault_stack import payload


def _wait_for_stage(stack, submission_id: str, stage: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        row = stack.submissions([submission_id]).get(submission_id)
        if row is not None and row.stage == stage:
            return
        time.sleep(0.01)
    raise AssertionError(f"{submission_id} never reached stage {stage!r}")


def test_a_finder_job_killed_mid_render_completes_on_a_new_worker_with_one_email(stack):
    stack.processes.start_web()
    stack.processes.start_worker()
    status, body = stack.post(*payload("finder", "killed-worker@example.com"))
    assert status == 202
    job_id = body["id"]

    _wait_for_stage(stack, job_id, "render")  # inside WeasyPrint
    stack.processes.signal_worker(0, signal.SIGKILL, wait=10)
    row = stack.submissions([job_id])[job_id]
    assert (row.status, row.stage) == ("running", "render")  # honest: it was interrupted
    assert stack.emails([job_id]) == []

    connection = queues.redis_connection(stack.redis.url)
    registry = StartedJobRegistry(queues.SUBMISSIONS, connection=connection)
    assert job_id in [j.split(":")[0] for j in registry.get_job_ids(cleanup=False)]

    stack.processes.restart_worker(0)
    # RQ treats a started job as abandoned once the worker's heartbeat TTL has passed (for
    # a SimpleWorker: the job's timeout + 60 s), and its registry maintenance then runs this
    # very cleanup. The test runs that pass as it would run then, instead of sleeping 3 min.
    heartbeat_ttl = queues.JOBS["pipeline.finder.job.process"].timeout + 60
    registry.cleanup(timestamp=time.time() + heartbeat_ttl + 1)
    queue = Queue(queues.SUBMISSIONS, connection=connection)
    assert queue.failed_job_registry.get_job_ids() == []  # re-queued with a retry, not failed

    stack.wait_processed([job_id], timeout=90)
    row = stack.submissions([job_id])[job_id]
    assert row.attempts == 2
    assert stack.assert_mailed_exactly_once([job_id]) == len(stack.emails([job_id]))
    assert len(stack.smtp.to("killed-worker@example.com")) == 1
