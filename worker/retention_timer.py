"""Runs beside the worker loop, as the analytics and digest timers do: once a UTC day one
worker applies the retention schedule (pipeline/retention/). The day is claimed with a
Redis key that names it, so one worker runs it; a run that fails gives the claim back and
is tried again the next check (RETENTION_CHECK_SECONDS later)."""

import logging

from flask import Flask
from redis import Redis

from pipeline import retention
from worker.daily_claim import once_today
from worker.periodic import PeriodicThread

log = logging.getLogger(__name__)
CHECK_SECONDS = 300
RAN_PREFIX = "retention:ran:"


def run_once(app: Flask, connection: Redis, today: str | None = None) -> dict | None:
    """Today's run, unless a worker already did it: its counts per kind."""

    def apply() -> dict:
        return dict(retention.apply_schedule("schedule").counts)

    return once_today(app, connection, RAN_PREFIX, apply, today)


class RetentionTimer(PeriodicThread):
    def __init__(self, app: Flask, interval: float = CHECK_SECONDS):
        super().__init__(app, interval, "retention-timer")

    def tick(self, connection: Redis) -> None:
        counts = run_once(self.app, connection)
        if counts is not None:
            log.info("retention: deleted %s", counts)
