"""Who did what to personal data, and when (UK GDPR accountability). An entry never holds
the personal data itself: the address is kept only as a salted hash, so a later question
"did you erase x@y?" can be answered without keeping x@y."""

from sqlalchemy import JSON, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

# retention_erase: a person (or some of their leads) erased by the retention schedule;
# retention_run: one run's counts per kind, with no subject (subject_hash "").
AUDIT_ACTIONS = ("data_export", "data_erase", "retention_erase", "retention_run")


class AuditEntry(db.Model):
    __tablename__ = "audit_entries"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    action: Mapped[str] = mapped_column(String(40), nullable=False)
    # Kept when the account is removed later: the entry must outlive its author's login.
    actor_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    subject_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    # Counts only (rows, files, jobs): never values.
    counts: Mapped[dict] = mapped_column(JSON, nullable=False, default=dict)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    __table_args__ = (Index("ix_audit_entries_subject", "subject_hash"),)
