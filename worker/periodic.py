"""A worker's side thread that does one pass every `interval` seconds until stopped (the
analytics and retention timers): a pass that meets Redis or the database down is logged
and tried again at the next, as is any other failure, so the thread never dies of one."""

import logging
import threading

from flask import Flask
from redis import Redis
from redis.exceptions import RedisError
from sqlalchemy.exc import SQLAlchemyError

from pipeline import queues

log = logging.getLogger(__name__)


class PeriodicThread(threading.Thread):
    def __init__(self, app: Flask, interval: float, name: str):
        super().__init__(name=name, daemon=True)
        self.app = app
        self.interval = interval
        self.stopping = threading.Event()

    def tick(self, connection: Redis) -> None:
        raise NotImplementedError

    def run(self) -> None:
        connection = queues.redis_connection(self.app.config["REDIS_URL"])
        while not self.stopping.wait(self.interval):
            try:
                self.tick(connection)
            except (RedisError, SQLAlchemyError) as exc:
                log.warning("%s: %s; will retry", self.name, exc)
            except Exception:
                log.exception("%s pass failed; will retry", self.name)

    def stop(self) -> None:
        self.stopping.set()
