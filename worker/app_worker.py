"""The RQ worker class: runs each job in-process (no fork), inside a fresh Flask app
context, so the database session is clean for every job and WeasyPrint stays warm."""

import logging

from flask import Flask
from rq import SimpleWorker
from rq.job import Job
from rq.queue import Queue

from pipeline import queues
from pipeline.db import db


class CurrentJobFilter(logging.Filter):
    """Stamps the running job's id on every log record (as redash does)."""

    def filter(self, record: logging.LogRecord) -> bool:
        from rq import get_current_job

        job = get_current_job()
        record.job_id = job.id if job else "-"
        return True


class AppWorker(SimpleWorker):
    app: Flask

    def perform_job(self, job: Job, queue: Queue) -> bool:
        with self.app.app_context():
            try:
                return super().perform_job(job, queue)
            finally:
                db.session.remove()


def build_worker(app: Flask, queue_names=queues.ALL_QUEUES, name: str | None = None) -> AppWorker:
    connection = queues.redis_connection(app.config["REDIS_URL"])
    worker = AppWorker(
        [queues.queue(q, connection) for q in queue_names], connection=connection, name=name
    )
    worker.app = app
    return worker
