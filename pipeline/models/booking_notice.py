"""A message a booking owes someone (issue 34): its confirmation, a change, a cancellation,
or a reminder 24 hours or 1 hour before the call. Rows with a due time, so nothing rests on
a job waiting in Redis: a reminder is `pending` until the worker's timer claims it (one
conditional UPDATE: one worker wins) and stages its job in the same commit; a cancel or a
reschedule withdraws the pending ones. The job stores the emails and `sent_at` in one
commit, so a re-run sends nothing twice (pipeline/booking/notices.py)."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, new_id, utcnow

KINDS = ("confirmed", "rescheduled", "cancelled", "reminder_24h", "reminder_1h")
PENDING, STAGED, WITHDRAWN = "pending", "staged", "withdrawn"


class BookingNotice(db.Model):
    __tablename__ = "booking_notices"

    # Also its job's id (the outbox's key): at most one job per notice.
    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    booking_id: Mapped[str] = mapped_column(
        ForeignKey("bookings.id", ondelete="CASCADE"), nullable=False
    )
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    # The booking's sequence the notice was made for: a later change makes it stale.
    sequence: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    due_at = mapped_column(DateTime, nullable=False)
    state: Mapped[str] = mapped_column(String(20), nullable=False, default=PENDING)
    sent_at = mapped_column(DateTime)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    __table_args__ = (
        Index("ix_booking_notices_due", "state", "due_at"),
        Index("ix_booking_notices_booking", "booking_id"),
    )
