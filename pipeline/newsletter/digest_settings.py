"""The weekly digest's settings (one row, made on first save): off until an editor turns it
on, with the day and hour it goes out in DIGEST_TIMEZONE."""

from __future__ import annotations

from pipeline.models.db import db
from pipeline.models.newsletter_setting import NewsletterSetting

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
ROW_ID = 1


def current() -> NewsletterSetting:
    """The saved settings, or the defaults (off, Monday at 9) when none were saved."""
    row = db.session.get(NewsletterSetting, ROW_ID)
    return row or NewsletterSetting(id=ROW_ID, digest_enabled=False, digest_weekday=0,
                                    digest_hour=9)  # fmt: skip


def as_json(row: NewsletterSetting) -> dict:
    return {
        "enabled": bool(row.digest_enabled),
        "weekday": row.digest_weekday,
        "weekday_name": WEEKDAYS[row.digest_weekday],
        "hour": row.digest_hour,
    }


def save(enabled: bool, weekday: int, hour: int) -> NewsletterSetting:
    row = db.session.get(NewsletterSetting, ROW_ID)
    if row is None:
        row = NewsletterSetting(id=ROW_ID)
        db.session.add(row)
    row.digest_enabled, row.digest_weekday, row.digest_hour = enabled, weekday, hour
    db.session.commit()
    return row
