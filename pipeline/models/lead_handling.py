"""Sales' follow-up state for one submission: handled or not, a note, and who set it
when. Its own table, so the submission row stays the pipeline's record and erasing a
submission takes its notes with it (ON DELETE CASCADE, and pipeline/leads/data_requests.py)."""

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class LeadHandling(db.Model):
    __tablename__ = "lead_handling"

    submission_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("submissions.id", ondelete="CASCADE"), primary_key=True
    )
    handled: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    note: Mapped[str | None] = mapped_column(Text)
    updated_by_user_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="SET NULL")
    )
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
