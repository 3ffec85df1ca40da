"""An address that asked us to stop: every later marketing email to it is skipped at
delivery (pipeline/mail/delivery.py). Kept per address, not per list, because one click
on any unsubscribe link means "stop marketing to me" (UK PECR)."""

from sqlalchemy import DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, utcnow


class MailSuppression(db.Model):
    __tablename__ = "mail_suppressions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    email: Mapped[str] = mapped_column(String(254), nullable=False, unique=True)
    # address_key(email) (pipeline/mail/addresses.py): what every look-up of a person compares.
    email_key: Mapped[str | None] = email_key_column(index=True)
    reason: Mapped[str] = mapped_column(String(40), nullable=False, default="unsubscribed")
    # Which list's link was used: useful when someone asks "why did you stop?".
    list_name: Mapped[str | None] = mapped_column(String(40))
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
