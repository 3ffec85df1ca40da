"""One entry on a lead's timeline: who changed what, when, from what to what (a stage, the
owner, a note added, the follow-up, the handled flag). Written in the same transaction as
the change itself (pipeline/leads/events.py), so the timeline can't miss one."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

# resend: to_value is the email's id, from_value its status before, detail the reason an
# admin gave for sending past the recipient limit (pipeline/mail/limits.py counts these).
RESEND = "resend"
# call: a discovery call (issue 34) booked, moved, cancelled or its outcome marked;
# from_value is the booking's id, to_value what happened, detail its time in words.
CALL = "call"
EVENT_KINDS = ("stage", "owner", "note", "follow_up", "handled", RESEND, CALL)


class LeadEvent(db.Model):
    __tablename__ = "lead_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("submissions.id", ondelete="CASCADE"), nullable=False
    )
    actor_user_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="SET NULL")
    )
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    # Values as stored (a stage key, an owner's user id, a note's id, a due date), so the
    # timeline shows them in today's words; None for "nothing" (no owner, no follow-up).
    from_value: Mapped[str | None] = mapped_column(String(200))
    to_value: Mapped[str | None] = mapped_column(String(200))
    # Free text that belongs to the change: why a lead was lost, the follow-up's action.
    detail: Mapped[str | None] = mapped_column(Text)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    __table_args__ = (Index("ix_lead_events_submission", "submission_id", "created_at"),)
