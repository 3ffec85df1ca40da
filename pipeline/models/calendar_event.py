"""A booked call as written into a salesperson's CalDAV calendar (pipeline/calendars/
writing.py): where it was put and for which times, so a reschedule replaces it, a cancel or
an erasure removes it, and the busy times read back don't count the call against its own
reschedule.

`booking_id` is no foreign key: when a booking is erased this row outlives it until the
event has been taken out of the calendar. `job_id` is the latest sync job staged for the
booking; an older job that finds its id gone leaves the work to the newer one."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class CalendarEvent(db.Model):
    __tablename__ = "calendar_events"

    booking_id: Mapped[str] = mapped_column(String(36), primary_key=True)
    job_id: Mapped[str | None] = mapped_column(String(36))
    # Set once written: whose calendar, the event's address and its times (UTC).
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    href: Mapped[str | None] = mapped_column(String(2000))
    starts_at = mapped_column(DateTime)
    ends_at = mapped_column(DateTime)
    sequence: Mapped[int | None] = mapped_column(Integer)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)

    __table_args__ = (
        Index("ix_calendar_events_job_id", "job_id"),
        Index("ix_calendar_events_user_id", "user_id"),
    )
