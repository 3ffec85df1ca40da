"""Runs beside the worker loop, as the digest and retention timers do: every
NEWSLETTER_CHECK_SECONDS it asks pipeline/newsletter to start the sends whose time has come,
to restart any whose job was lost (a killed worker, Redis restarted empty), and to stage the
week's digest when its day and hour come. Each is claimed in the database, so however many
workers ask, each send has one batch at work and each week one digest."""

import logging

from flask import Flask
from redis import Redis

from pipeline import newsletter
from pipeline.models.db import db, utcnow
from worker.periodic import PeriodicThread

log = logging.getLogger(__name__)


def check_once(app: Flask) -> dict:
    with app.app_context():
        try:
            return newsletter.tick(utcnow())
        finally:
            db.session.remove()


class NewsletterTimer(PeriodicThread):
    def __init__(self, app: Flask, interval: float | None = None):
        seconds = interval or float(app.config.get("NEWSLETTER_CHECK_SECONDS", 30))
        super().__init__(app, seconds, "newsletter-timer")

    def tick(self, connection: Redis) -> None:
        found = check_once(self.app)
        if found["sends"] or found["digest"]:
            log.info("newsletter: staged sends %s, digest %s", found["sends"], found["digest"])
