"""One issue to one subscriber: the record that makes a send exactly-once (issue 36). The
unique (issue, subscriber) pair means a subscriber can be queued once per issue; a batch
claims rows with a lease (status 'sending', `claim`, `lease_until`), and the row becomes
'sent' in the commit made just before the message's end of data goes to the SMTP server
(pipeline/newsletter/sending.py). No address is stored: the subscriber's row has it, and
`email_key` (the address normalised) is what data requests find the row by."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

# queued: waiting (or waiting to retry after a temporary failure, from next_attempt_at);
# sending: claimed by a batch; sent; failed (permanent, or temporary for over a day);
# skipped: not sent, `reason` says why (unsubscribed, suppressed, bounced, erased).
DELIVERY_STATUSES = ("queued", "sending", "sent", "failed", "skipped")


class NewsletterDelivery(db.Model):
    __tablename__ = "newsletter_deliveries"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    issue_id: Mapped[int] = mapped_column(
        ForeignKey("newsletter_issues.id", ondelete="CASCADE"), nullable=False
    )
    # NULL once the subscriber was erased (the row then holds nothing about anyone).
    signup_id: Mapped[int | None] = mapped_column(ForeignKey("signups.id", ondelete="SET NULL"))
    email_key: Mapped[str | None] = mapped_column(String(512))
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="queued")
    reason: Mapped[str | None] = mapped_column(String(300))
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    next_attempt_at = mapped_column(DateTime)
    first_failure_at = mapped_column(DateTime)
    claim: Mapped[str | None] = mapped_column(String(36))
    lease_until = mapped_column(DateTime)
    message_id: Mapped[str | None] = mapped_column(String(200))
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    sent_at = mapped_column(DateTime)

    __table_args__ = (
        UniqueConstraint("issue_id", "signup_id", name="uq_newsletter_deliveries_issue_signup"),
        Index("ix_newsletter_deliveries_work", "issue_id", "status", "next_attempt_at"),
        Index("ix_newsletter_deliveries_email_key", "email_key"),
        Index("ix_newsletter_deliveries_signup", "signup_id"),
    )
