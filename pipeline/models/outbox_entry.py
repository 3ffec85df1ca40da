"""Transactional outbox: one row per job that must run, written in the same transaction
as the data it works on (design convention 2). The sweeper enqueues rows that were never
enqueued (Redis down at commit time) or whose job vanished from Redis."""

from sqlalchemy import DateTime, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class OutboxEntry(db.Model):
    __tablename__ = "outbox"

    job_id: Mapped[str] = mapped_column(String(36), primary_key=True)
    func: Mapped[str] = mapped_column(String(120), nullable=False)
    queue: Mapped[str] = mapped_column(String(40), nullable=False)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    enqueued_at = mapped_column(DateTime)
    done_at = mapped_column(DateTime)

    __table_args__ = (Index("ix_outbox_pending", "done_at", "created_at"),)
