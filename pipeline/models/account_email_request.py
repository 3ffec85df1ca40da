"""An account email asked for on the public sign-in screen (a password reset), waiting for
its job. The request only stores this row, the same for any address, and the job decides
whether there is an account to write to, so the answer's timing can't tell anyone which
addresses are registered. The job deletes the row once it has run."""

from sqlalchemy import DateTime, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class AccountEmailRequest(db.Model):
    __tablename__ = "account_email_requests"

    # Also the job id and its outbox entry's id.
    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    # email_address.canonical() form.
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
