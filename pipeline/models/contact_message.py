"""A message sent from the Contact page (spec 2.7, section 3 'Contact message')."""

from sqlalchemy import DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

ROLES = {
    "business-owner": "Business Owner",
    "ops-director": "Ops Director",
    "team-lead": "Team Lead",
    "consultant": "Consultant",
    "other": "Other",
}
# The done-for-you plans (spec 3 "Plan", section 9) a message can be about: the plan pages'
# and the quiz result's "Book a Call" links carry the key (frontend/src/content/plans.ts has
# the same keys and names; pipeline/leads/score_weights.yaml their prices and points).
PLANS = {
    "clarity": "Clarity",
    "growth": "Growth",
    "freedom": "Freedom",
}


class ContactMessage(db.Model):
    __tablename__ = "contact_messages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[str] = mapped_column(
        ForeignKey("submissions.id", ondelete="CASCADE"), nullable=False, unique=True
    )
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    role: Mapped[str] = mapped_column(String(40), nullable=False)
    message: Mapped[str] = mapped_column(Text, nullable=False)
    # The plan the visitor was asking about (a PLANS key), or None: most messages name none.
    plan: Mapped[str | None] = mapped_column(String(20))
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    @property
    def role_label(self) -> str:
        return ROLES.get(self.role, self.role)

    @property
    def plan_label(self) -> str | None:
        return PLANS.get(self.plan, self.plan) if self.plan else None
