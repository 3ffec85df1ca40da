"""Runs beside the worker loop and, every minute, queues a read of each salesperson's
calendar that is due one (pipeline/calendars/schedule.py: every
BOOKING_CALENDAR_REFRESH_MINUTES, and at once after an admin's "Refresh now" that Redis
missed), and stages what no change staged (calendars.catch_up: an erased booking's event
still in a calendar, calls booked before their salesperson connected one), and drops busy
times over a day old.

One worker at a time: the pass is claimed with a Redis key, and each person's read with one
more while it waits in the queue, so however many workers run, a calendar is read once per
interval."""

import logging
from datetime import UTC, datetime

from flask import Flask
from redis import Redis

from pipeline import calendars
from pipeline.models.db import db
from worker.periodic import PeriodicThread

log = logging.getLogger(__name__)
CHECK_SECONDS = 60
PASS_LOCK = "calendars:pass:lock"


def pass_once(app: Flask, connection: Redis, now: datetime | None = None) -> list[int] | None:
    """One pass, unless another worker holds the lock: who was queued a read, or None."""
    if not connection.set(PASS_LOCK, "1", nx=True, px=CHECK_SECONDS * 1000):
        return None
    try:
        with app.app_context():
            try:
                now = now or datetime.now(UTC)
                queued = calendars.stage_due_reads(connection, now)
                calendars.catch_up(now)
                calendars.prune_busy_times(now)
                return queued
            finally:
                db.session.remove()
    finally:
        connection.delete(PASS_LOCK)


class CalendarTimer(PeriodicThread):
    def __init__(self, app: Flask, interval: float = CHECK_SECONDS):
        super().__init__(app, interval, "calendar-timer")

    def tick(self, connection: Redis) -> None:
        queued = pass_once(self.app, connection)
        if queued:
            log.info("calendars: read queued for %d salespeople", len(queued))
