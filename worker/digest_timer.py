"""Runs beside the worker loop and, once a minute, asks pipeline/leads/digest.py whether
today's sales digest is due. The run itself is an outbox job keyed by the date, so however
many workers ask, it is made once, and a worker down at the digest hour sends it when it
starts."""

import logging
import threading

from flask import Flask
from redis.exceptions import RedisError
from sqlalchemy.exc import SQLAlchemyError

from pipeline import leads
from pipeline.models.db import db, utcnow

log = logging.getLogger(__name__)
CHECK_SECONDS = 60


def check_once(app: Flask) -> str | None:
    with app.app_context():
        try:
            return leads.schedule_digest(utcnow())
        finally:
            db.session.remove()


class DigestTimer(threading.Thread):
    def __init__(self, app: Flask, interval: float = CHECK_SECONDS):
        super().__init__(name="digest-timer", daemon=True)
        self.app = app
        self.interval = interval
        self.stopping = threading.Event()

    def run(self) -> None:
        while True:
            try:
                run_id = check_once(self.app)
                if run_id:
                    log.info("sales digest %s staged", run_id)
            except (RedisError, SQLAlchemyError) as exc:
                log.warning("digest timer: %s; will retry", exc)
            except Exception:
                log.exception("digest timer pass failed; will retry")
            if self.stopping.wait(self.interval):
                return

    def stop(self) -> None:
        self.stopping.set()
