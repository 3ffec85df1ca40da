"""How long the daily totals are kept: ANALYTICS_TOTALS_MONTHS (25 by default, so a month
can always be compared with the same month a year and more before), pruned daily by the
worker (worker/analytics_timer.py). Raw events are never stored, so there is nothing else
to prune."""

import calendar
from datetime import UTC, date, datetime

from sqlalchemy import delete

from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.db import db
from pipeline.settings import setting

DEFAULT_MONTHS = 25


def months_back(day: date, months: int) -> date:
    """The same day `months` earlier (the month's last day where it has fewer days)."""
    index = day.year * 12 + (day.month - 1) - months
    year, month = divmod(index, 12)
    month += 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def oldest_kept(today: date | None = None, months: int | None = None) -> date:
    today = today or datetime.now(UTC).date()
    months = (
        months if months is not None else int(setting("ANALYTICS_TOTALS_MONTHS", DEFAULT_MONTHS))
    )
    return months_back(today, months)


def prune(today: date | None = None, months: int | None = None) -> int:
    """Deletes the totals of days before oldest_kept(); returns how many rows went."""
    cutoff = oldest_kept(today, months)
    result = db.session.execute(delete(AnalyticsTotal).where(AnalyticsTotal.day < cutoff))
    db.session.commit()
    return result.rowcount or 0
