"""Proof of consent (UK PECR/GDPR): the exact wording shown, its version, when and where.
One record per sign-up action, so a re-subscription carries its own proof."""

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from pipeline.models.db import db, utcnow


class ConsentRecord(db.Model):
    __tablename__ = "consent_records"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    signup_id: Mapped[int] = mapped_column(
        ForeignKey("signups.id", ondelete="CASCADE"), nullable=False
    )
    wording: Mapped[str] = mapped_column(Text, nullable=False)
    version: Mapped[str] = mapped_column(String(40), nullable=False)
    page: Mapped[str | None] = mapped_column(String(500))
    referrer: Mapped[str | None] = mapped_column(String(1000))
    utm: Mapped[dict | None] = mapped_column(JSON)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    # Lets a new sign-up and its consent be written in one flush: the ORM inserts the
    # signup first and fills signup_id.
    signup = relationship("Signup")
