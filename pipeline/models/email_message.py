"""One outgoing email, stored fully rendered so a retry or a 'Resend' sends the same bytes,
with an honest delivery status: queued → sending → sent, or retrying/failed with a reason."""

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, Integer, LargeBinary, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, new_id, utcnow

# suppressed: a marketing email never sent because its address unsubscribed.
# limited: stored but never sent, the address had its share of automatic emails
# (pipeline/mail/limits.py).
EMAIL_STATUSES = ("queued", "sending", "retrying", "sent", "failed", "suppressed", "limited")


class EmailMessage(db.Model):
    __tablename__ = "emails"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    submission_id: Mapped[str | None] = mapped_column(
        ForeignKey("submissions.id", ondelete="CASCADE")
    )
    purpose: Mapped[str] = mapped_column(String(40), nullable=False)
    to_addr: Mapped[str] = mapped_column(String(254), nullable=False)
    # The address's mailbox key (pipeline/mail/addresses.py) the per-recipient limit counts
    # by; to_addr is the address as typed.
    to_key: Mapped[str | None] = mapped_column(String(254))
    # address_key(to_addr): the exact address, for finding a person's emails.
    email_key: Mapped[str | None] = email_key_column("to_addr", index=True)
    subject: Mapped[str] = mapped_column(String(500), nullable=False)
    marketing: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    message_bytes: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="queued")
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
    sent_at = mapped_column(DateTime)
    # When the retention schedule dropped the stored copy (message_bytes emptied, its .eml
    # file deleted) after RETENTION_EMAIL_COPY_MONTHS: the row still says it was sent, when
    # and to whom, but it can't be resent or its PDF downloaded.
    copy_dropped_at = mapped_column(DateTime)

    __table_args__ = (
        Index("ix_emails_submission", "submission_id"),
        Index("ix_emails_status", "status"),
        Index("ix_emails_to_key_created", "to_key", "created_at"),
    )
