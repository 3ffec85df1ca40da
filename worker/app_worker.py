"""The RQ worker class: runs each job in-process (no fork), inside a fresh Flask app
context, so the database session is clean for every job and WeasyPrint stays warm."""

import logging

from flask import Flask
from redis.exceptions import RedisError
from rq.exceptions import StopRequested
from rq.job import Job
from rq.queue import Queue
from rq.worker import WorkerStatus

from pipeline import ops, queues
from pipeline.models.db import db
from worker.redis_outage import OutlastsRedis


class CurrentJobFilter(logging.Filter):
    """Stamps the running job's id on every log record (as redash does)."""

    def filter(self, record: logging.LogRecord) -> bool:
        from rq import get_current_job

        job = get_current_job()
        record.job_id = job.id if job else "-"
        return True


class AppWorker(OutlastsRedis):
    """A SimpleWorker that outlasts Redis outages (worker/redis_outage.py)."""

    app: Flask

    # RQ leaves an idle worker's loop by raising StopRequested from its SIGTERM handler. If
    # the signal lands while a log line is being written, logging swallows the exception
    # ("--- Logging error ---") and the worker would wait for jobs until killed. So a stop
    # is also kept as a flag, which the loop checks after each job, and raised again after
    # the maintenance that logs (tests/worker/test_stop_signal.py).
    def _shutdown(self) -> None:
        self._stop_requested = True
        super()._shutdown()

    def run_maintenance_tasks(self) -> None:
        super().run_maintenance_tasks()
        if self._stop_requested and self.get_state() != WorkerStatus.BUSY:
            raise StopRequested()

    def perform_job(self, job: Job, queue: Queue) -> bool:
        with self.app.app_context():
            try:
                ok = super().perform_job(job, queue)
            finally:
                db.session.remove()
        _count_outcome(self.connection, ok)
        return ok


def _count_outcome(connection, ok: bool) -> None:
    # The job dashboard's throughput chart; losing one count beats failing the job.
    try:
        ops.record_job_stats(connection, "finished" if ok else "failed")
    except RedisError:
        logging.getLogger(__name__).warning("could not count a job outcome", exc_info=True)


def build_worker(app: Flask, queue_names=queues.ALL_QUEUES, name: str | None = None) -> AppWorker:
    connection = queues.redis_connection(app.config["REDIS_URL"])
    worker = AppWorker(
        [queues.queue(q, connection) for q in queue_names],
        connection=connection,
        name=name,
        # RQ re-queues jobs abandoned by a dead worker during maintenance; every minute
        # (WORKER_MAINTENANCE_SECONDS) rather than every 10 keeps a crashed finder job's
        # wait short.
        maintenance_interval=app.config["WORKER_MAINTENANCE_SECONDS"],
    )
    worker.app = app
    return worker
