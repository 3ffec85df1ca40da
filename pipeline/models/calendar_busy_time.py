"""The busy times last read from a salesperson's calendar (pipeline/calendars/): start and
end only, never a title, so nothing about their day is kept beyond "taken". Replaced
whole by each good read, for the booking window; past ones are pruned by the reads."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db


class CalendarBusyTime(db.Model):
    __tablename__ = "calendar_busy_times"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    starts_at = mapped_column(DateTime, nullable=False)  # UTC, naive like every table
    ends_at = mapped_column(DateTime, nullable=False)

    __table_args__ = (Index("ix_calendar_busy_times_user_starts", "user_id", "starts_at"),)
