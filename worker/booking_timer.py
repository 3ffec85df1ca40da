"""Runs beside the worker loop and, as often as the outbox is swept (SWEEP_INTERVAL_SECONDS,
5 s), stages the booking reminders that are due (pipeline/booking/reminders.py): each is
claimed by one conditional UPDATE committed with its job's outbox entry, so however many
workers sweep, a reminder is staged once, and one that a dead worker never committed is
claimed by the next sweep. One indexed query a pass (booking_notices by state and due time)."""

from datetime import UTC, datetime

from flask import Flask
from redis import Redis

from pipeline import booking
from pipeline.models.db import db
from worker.periodic import PeriodicThread


class BookingTimer(PeriodicThread):
    def __init__(self, app: Flask, interval: float | None = None):
        every = interval if interval is not None else app.config["SWEEP_INTERVAL_SECONDS"]
        super().__init__(app, every, "booking-timer")

    def tick(self, connection: Redis) -> None:
        with self.app.app_context():
            try:
                booking.stage_due_reminders(datetime.now(UTC))
            finally:
                db.session.remove()
