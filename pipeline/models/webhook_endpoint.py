"""A URL that receives signed webhook events (pipeline/webhooks/): which events it wants,
its signing secret, and whether it is still enabled. An endpoint that keeps failing is
disabled by the delivery job (failing_since marks when the current run of failures began)."""

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class WebhookEndpoint(db.Model):
    __tablename__ = "webhook_endpoints"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    url: Mapped[str] = mapped_column(String(2000), nullable=False)
    description: Mapped[str] = mapped_column(String(500), nullable=False, default="")
    events: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    # Standard Webhooks secret ("whsec_" + base64). Kept readable because every delivery
    # is signed with it; the API shows it once, when it is created or rotated.
    secret: Mapped[str] = mapped_column(String(100), nullable=False)
    # After a rotation the old secret signs too (a second signature) until this time, so a
    # receiver can switch secrets without dropping events.
    previous_secret: Mapped[str | None] = mapped_column(String(100))
    previous_secret_expires_at = mapped_column(DateTime)
    enabled: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    disabled_at = mapped_column(DateTime)
    disabled_reason: Mapped[str | None] = mapped_column(String(500))
    failing_since = mapped_column(DateTime)
    created_by_user_id: Mapped[int | None] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="SET NULL")
    )
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
