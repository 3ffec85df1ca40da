"""When a salesperson takes discovery calls (issue 34): their weekly hours in their own time
zone, buffers, notice and daily cap. One row per sales account that has set them; an
account without a row takes no calls. Read by pipeline/booking/ (its free-time engine)."""

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
DEFAULT_TIMEZONE = "Europe/London"
DEFAULT_NOTICE_MINUTES = 240


def no_hours() -> dict:
    return {day: [] for day in DAYS}


class SalesAvailability(db.Model):
    __tablename__ = "sales_availability"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    # Off: no new calls are offered; calls already booked stay theirs.
    takes_calls: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    timezone: Mapped[str] = mapped_column(String(64), nullable=False, default=DEFAULT_TIMEZONE)
    # {"mon": [["09:00", "17:30"]], ..., "sun": []}: wall-clock times in `timezone`.
    weekly_hours: Mapped[dict] = mapped_column(JSON, nullable=False, default=no_hours)
    buffer_before_minutes: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    buffer_after_minutes: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    min_notice_minutes: Mapped[int] = mapped_column(
        Integer, nullable=False, default=DEFAULT_NOTICE_MINUTES
    )
    # None: no cap.
    max_calls_per_day: Mapped[int | None] = mapped_column(Integer)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
