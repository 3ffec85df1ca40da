"""Work that one worker of many does once a UTC day (the analytics prune, the retention
run): the day is claimed with a Redis key that names it, the work runs in the app's
context, and work that fails gives the claim back so the next check tries again."""

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TypeVar

from flask import Flask
from redis import Redis

from pipeline.models.db import db

T = TypeVar("T")
CLAIM_SECONDS = 2 * 24 * 3600  # past the day's end, however late in it the claim was made


def once_today(
    app: Flask, connection: Redis, prefix: str, work: Callable[[], T], today: str | None = None
) -> T | None:
    """`work()`'s result, or None when a worker already claimed `today` (default: UTC)."""
    claim = prefix + (today or datetime.now(UTC).date().isoformat())
    if not connection.set(claim, "1", nx=True, ex=CLAIM_SECONDS):
        return None
    try:
        with app.app_context():
            try:
                return work()
            finally:
                db.session.remove()
    except BaseException:
        connection.delete(claim)
        raise
