"""Sales' state for one submission: its stage in the sales pipeline (with why it was lost),
its owner, its follow-up, whether it is handled, and who changed it last. Its own table, so the
submission row stays the pipeline's record and erasing a submission takes the sales state
with it (ON DELETE CASCADE, and pipeline/leads/data_requests.py). A lead without a row is
at stage "new".

Notes are a history of their own (lead_note.py) and every change is on the lead's
timeline (lead_event.py)."""

from sqlalchemy import Boolean, Date, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class LeadHandling(db.Model):
    __tablename__ = "lead_handling"

    submission_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("submissions.id", ondelete="CASCADE"), primary_key=True
    )
    handled: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # pipeline/leads/stages.py: new, contacted, qualified, won, lost.
    stage: Mapped[str] = mapped_column(
        String(20), nullable=False, default="new", server_default="new"
    )
    # Set only while the stage is "lost": a key of stages.LOST_REASONS and sales' own words.
    lost_reason: Mapped[str | None] = mapped_column(String(40))
    lost_detail: Mapped[str | None] = mapped_column(Text)
    stage_changed_at = mapped_column(DateTime)
    # How far the lead has got, kept with every stage change (stages.set_stage) so the
    # owner's overview reads it without replaying the timeline: the furthest of
    # new/contacted/qualified/won it ever reached (won straight from new counts as having
    # been contacted and qualified), its first stage change ("first contact"), and when it
    # first became won and first became lost.
    furthest_stage: Mapped[str] = mapped_column(
        String(20), nullable=False, default="new", server_default="new"
    )
    first_stage_change_at = mapped_column(DateTime)
    won_at = mapped_column(DateTime)
    lost_at = mapped_column(DateTime)
    # The sales-role account the lead is assigned to (pipeline/leads/owners.py).
    owner_user_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="SET NULL")
    )
    # The follow-up (pipeline/leads/follow_ups.py): what to do next and by when.
    next_action: Mapped[str | None] = mapped_column(String(200))
    next_action_due = mapped_column(Date)
    updated_by_user_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="SET NULL")
    )
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)

    __table_args__ = (
        Index("ix_lead_handling_owner", "owner_user_id"),
        Index("ix_lead_handling_due", "next_action_due"),
    )
