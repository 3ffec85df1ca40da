"""Runs the outbox sweep on a timer beside the worker loop, so rows left unqueued while
Redis was down, or whose job Redis lost, get processed."""

import logging
import threading

from flask import Flask
from redis.exceptions import RedisError

from pipeline import queues

log = logging.getLogger(__name__)
LOCK_KEY = "sweeper:lock"


def sweep_once(app: Flask) -> int:
    with app.app_context():
        connection = queues.redis_connection(app.config["REDIS_URL"])
        interval = app.config["SWEEP_INTERVAL_SECONDS"]
        # One sweeper at a time across worker processes; the lock expires by itself.
        if not connection.set(LOCK_KEY, "1", nx=True, px=max(int(interval * 1000), 1000)):
            return 0
        try:
            return queues.sweep()
        finally:
            from pipeline.models.db import db

            db.session.remove()


class Sweeper(threading.Thread):
    def __init__(self, app: Flask):
        super().__init__(name="outbox-sweeper", daemon=True)
        self.app = app
        self.stopping = threading.Event()

    def run(self) -> None:
        interval = self.app.config["SWEEP_INTERVAL_SECONDS"]
        while not self.stopping.wait(interval):
            try:
                count = sweep_once(self.app)
                if count:
                    log.info("sweeper enqueued %d pending job(s)", count)
            except RedisError as exc:
                log.warning("sweeper: Redis unavailable (%s); will retry", exc)
            except Exception:
                log.exception("sweeper pass failed; will retry")

    def stop(self) -> None:
        self.stopping.set()
