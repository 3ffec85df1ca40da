"""SIGTERM to gunicorn and the worker during a burst: requests in flight finish (202 or a
refused connection, never a 202 that was not stored), the worker finishes its current job
and exits cleanly, and a fresh worker processes every accepted submission exactly once."""

import signal
import threading
from concurrent.futures import ThreadPoolExecutor

from tests.support.fault_stack import mixed


def test_sigterm_during_a_burst_loses_no_accepted_submission(stack):
    web = stack.processes.start_web()
    worker = stack.processes.start_worker()
    answered = threading.Semaphore(0)

    def send(submission):
        try:
            result = stack.post(*submission[2], timeout=30)
        except OSError as exc:  # refused once gunicorn stopped listening: never accepted
            result = (None, {"error": str(exc)})
        answered.release()
        return result

    with ThreadPoolExecutor(max_workers=6) as pool:
        futures = [pool.submit(send, s) for s in mixed(60, "sigterm")]
        for _ in range(20):
            answered.acquire()
        web.send_signal(signal.SIGTERM)  # mid-burst: about 40 requests still to come
        stack.processes.signal_worker(0, signal.SIGTERM)
        answers = [f.result() for f in futures]

    assert web.wait(timeout=40) == 0
    assert worker.wait(timeout=60) == 0  # warm shut-down: the job in hand was finished
    statuses = [status for status, _ in answers]
    assert set(statuses) <= {202, None}, statuses
    ids = [body["id"] for status, body in answers if status == 202]
    assert len(ids) >= 20
    rows = stack.submissions(ids)
    assert len(rows) == len(ids)  # every 202 was stored before it was sent
    assert not [r for r in rows.values() if r.status == "running"]  # none cut off mid-job

    stack.processes.restart_worker(0)
    stack.wait_processed(ids, timeout=120)
    assert all(r.attempts == 1 for r in stack.submissions(ids).values())
    stack.assert_mailed_exactly_once(ids)
