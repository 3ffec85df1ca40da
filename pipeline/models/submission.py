"""Every visitor submission, whatever its kind, with its pipeline state.

The row is the record of truth (design convention 1): Redis jobs expire, rows don't.
Kind-specific fields live in their own tables that point back here.
"""

from sqlalchemy import JSON, Boolean, DateTime, Index, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, new_id, utcnow

KINDS = ("contact", "guide", "early_access", "newsletter", "finder", "booking")
STATUSES = ("queued", "running", "succeeded", "failed")


class Submission(db.Model):
    __tablename__ = "submissions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="queued")
    stage: Mapped[str | None] = mapped_column(String(40))
    error: Mapped[str | None] = mapped_column(Text)
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    # address_key(email) (pipeline/mail/addresses.py): what every look-up of a person compares.
    email_key: Mapped[str | None] = email_key_column(index=True)
    name: Mapped[str | None] = mapped_column(String(200))
    is_spam: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # Why it was kept out of the pipeline (web/api/spam.py): honeypot, too-fast, no-timing.
    spam_reason: Mapped[str | None] = mapped_column(String(20))
    # A sign-up for a list the address had already joined: sales heard of it the first time.
    is_repeat: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    source_page: Mapped[str | None] = mapped_column(String(500))
    referrer: Mapped[str | None] = mapped_column(String(1000))
    utm: Mapped[dict | None] = mapped_column(JSON)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
    started_at = mapped_column(DateTime)
    finished_at = mapped_column(DateTime)

    __table_args__ = (
        Index("ix_submissions_kind_created", "kind", "created_at"),
        Index("ix_submissions_email", "email"),
        # Real leads by arrival, with their form: the owner's overview counts them per day
        # and joins them to their sales state by range (migration overview0001_rollups; the
        # overview bench: a year's leads per day by form 34 -> 9 ms). Partial, since spam is
        # never counted there; the WHERE is written as the queries write it, so they match.
        Index(
            "ix_submissions_real_created",
            "created_at",
            postgresql_include=["kind"],
            postgresql_where=text("is_spam IS false"),
            sqlite_where=text("is_spam IS 0"),
        ),
    )

    def to_status(self) -> dict:
        return {
            "id": self.id,
            "kind": self.kind,
            "status": self.status,
            "stage": self.stage,
            "error": self.error,
        }
