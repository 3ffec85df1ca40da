"""One address on one of our lists (guide, early access, newsletter). Lists and tags are
data, not code paths: the same model serves every sign-up form."""

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, utcnow

SIGNUP_STATUSES = ("pending", "subscribed", "unsubscribed")


class Signup(db.Model):
    __tablename__ = "signups"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[str | None] = mapped_column(
        ForeignKey("submissions.id", ondelete="SET NULL")
    )
    list_name: Mapped[str] = mapped_column(String(40), nullable=False)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    # address_key(email) (pipeline/mail/addresses.py): what every look-up of a person compares.
    email_key: Mapped[str | None] = email_key_column(index=True)
    first_name: Mapped[str | None] = mapped_column(String(100))
    tags: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="pending")
    confirmed_at = mapped_column(DateTime)
    unsubscribed_at = mapped_column(DateTime)
    # Set in the same transaction as the sales notification, so sales hear of an address
    # joining a list once, however often it signs up (pipeline/signups/subscribe.py).
    sales_notified_at = mapped_column(DateTime)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    __table_args__ = (UniqueConstraint("list_name", "email", name="uq_signups_list_email"),)
