"""One HTTP attempt at a webhook delivery, as the log shows it: when, how long, the status
code and the first part of the response (or why no request was made), and when the next
retry is due."""

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class WebhookAttempt(db.Model):
    __tablename__ = "webhook_attempts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    delivery_id: Mapped[str] = mapped_column(
        ForeignKey("webhook_deliveries.id", ondelete="CASCADE"), nullable=False
    )
    number: Mapped[int] = mapped_column(Integer, nullable=False)
    started_at = mapped_column(DateTime, nullable=False, default=utcnow)
    duration_ms: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    status_code: Mapped[int | None] = mapped_column(Integer)
    # The receiver's answer may echo what we sent: erased with the delivery's body.
    response_excerpt: Mapped[str | None] = mapped_column(Text)
    error: Mapped[str | None] = mapped_column(String(500))
    succeeded: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    next_retry_at = mapped_column(DateTime)

    __table_args__ = (Index("ix_webhook_attempts_delivery", "delivery_id", "number"),)
