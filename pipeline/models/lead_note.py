"""One note sales wrote on a lead. Notes are never edited or overwritten: each is kept with
its author and time, newest last, so the history of a conversation survives."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class LeadNote(db.Model):
    __tablename__ = "lead_notes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("submissions.id", ondelete="CASCADE"), nullable=False
    )
    # Kept when the author's account goes: the note still says "a removed account".
    author_user_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="SET NULL")
    )
    body: Mapped[str] = mapped_column(Text, nullable=False)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    __table_args__ = (Index("ix_lead_notes_submission", "submission_id", "created_at"),)
