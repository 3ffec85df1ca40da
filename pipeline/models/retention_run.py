"""One run of the retention schedule (pipeline/retention/): when it started and ended, how
it went, and how many records of each kind it deleted. Counts only, never what was deleted;
the admin's retention page shows the last runs."""

from sqlalchemy import JSON, DateTime, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

RUN_STATUSES = ("running", "succeeded", "failed")


class RetentionRun(db.Model):
    __tablename__ = "retention_runs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    started_at = mapped_column(DateTime, nullable=False, default=utcnow)
    finished_at = mapped_column(DateTime)
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="running")
    # What started it: "schedule" (the worker's daily timer) or "cli" (flask retention run).
    trigger: Mapped[str] = mapped_column(String(20), nullable=False)
    # {kind: records deleted}, filled in as each kind finishes (a failed run keeps its
    # finished kinds' counts).
    counts: Mapped[dict] = mapped_column(JSON, nullable=False, default=dict)
    # The exception's type and message when the run failed: never a record's contents.
    error: Mapped[str | None] = mapped_column(Text)

    __table_args__ = (Index("ix_retention_runs_started", "started_at"),)
