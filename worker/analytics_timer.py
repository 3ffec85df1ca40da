"""Runs beside the worker loop, as the outbox sweeper and the digest timer do: every minute
it moves the funnel event counts from Redis into the daily totals (pipeline/analytics
flushing.py), and once a UTC day it prunes totals older than ANALYTICS_TOTALS_MONTHS and the
flush markers nothing can replay any more.

A flush is safe beside another (each Redis batch is added once, by whichever commits
first), so the lock only spares the database a second worker's wasted pass. The day's prune
is claimed with a key that names the day, so one worker prunes; a failed prune gives the
claim back and is tried again a minute later."""

import logging

from flask import Flask
from redis import Redis

from pipeline import analytics
from pipeline.models.db import db
from worker.daily_claim import once_today
from worker.periodic import PeriodicThread

log = logging.getLogger(__name__)
FLUSH_SECONDS = 60
FLUSH_LOCK = "analytics:flush:lock"
PRUNED_PREFIX = "analytics:pruned:"


def flush_once(app: Flask, connection: Redis) -> analytics.FlushReport | None:
    """One flush, unless another worker holds the lock; its report, or None."""
    if not connection.set(FLUSH_LOCK, "1", nx=True, px=FLUSH_SECONDS * 1000):
        return None
    try:
        with app.app_context():
            try:
                return analytics.flush(connection)
            finally:
                db.session.remove()
    finally:
        connection.delete(FLUSH_LOCK)


def prune_once(app: Flask, connection: Redis, today: str | None = None) -> tuple[int, int] | None:
    """Today's prune, unless a worker already did it: (totals deleted, markers deleted)."""
    return once_today(
        app,
        connection,
        PRUNED_PREFIX,
        lambda: (analytics.prune(), analytics.forget_flushed_keys(connection)),
        today,
    )


class AnalyticsTimer(PeriodicThread):
    def __init__(self, app: Flask, interval: float = FLUSH_SECONDS):
        super().__init__(app, interval, "analytics-timer")

    def tick(self, connection: Redis) -> None:
        report = flush_once(self.app, connection)
        if report and (report.keys or report.replayed):
            log.info("analytics: %d event(s) added to the totals", report.counts)
        pruned = prune_once(self.app, connection)
        if pruned:
            log.info("analytics: pruned %d old total(s), %d flush marker(s)", *pruned)
