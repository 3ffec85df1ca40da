"""One event for one endpoint: the exact JSON body that is signed and sent (so every retry
and a redelivery send the same bytes under the same webhook-id), with an honest status:
queued → sending → succeeded, or retrying/failed with a reason; cancelled when there is
nothing left to send (endpoint deleted or disabled, payload erased).

The id doubles as the RQ job id and outbox key. submission_id and person_id (a keyed hash,
never the address) let an erasure find the payloads that hold a person's data."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, new_id, utcnow

DELIVERY_STATUSES = ("queued", "sending", "retrying", "succeeded", "failed", "cancelled")


class WebhookDelivery(db.Model):
    __tablename__ = "webhook_deliveries"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    endpoint_id: Mapped[int] = mapped_column(
        ForeignKey("webhook_endpoints.id", ondelete="CASCADE"), nullable=False
    )
    # The webhook-id header: one per event, the same on every attempt and redelivery.
    message_id: Mapped[str] = mapped_column(String(40), nullable=False)
    event_type: Mapped[str] = mapped_column(String(60), nullable=False)
    # None once erased: the event's type and attempts stay, its data doesn't.
    body: Mapped[str | None] = mapped_column(Text)
    submission_id: Mapped[str | None] = mapped_column(String(36))
    person_id: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="queued")
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    last_status_code: Mapped[int | None] = mapped_column(Integer)
    last_error: Mapped[str | None] = mapped_column(Text)
    next_retry_at = mapped_column(DateTime)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
    delivered_at = mapped_column(DateTime)
    erased_at = mapped_column(DateTime)

    __table_args__ = (
        Index("ix_webhook_deliveries_endpoint_created", "endpoint_id", "created_at"),
        Index("ix_webhook_deliveries_submission", "submission_id"),
        Index("ix_webhook_deliveries_person", "person_id"),
    )
