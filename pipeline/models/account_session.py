"""A signed-in browser, kept on the server so it can be ended: the session cookie holds a
random token and this row its SHA-256, so a copy of the database can't resume anyone's
session. Sign-out, a password change or "sign out everywhere" set revoked_at, and a
cookie replayed after that finds a revoked row and is treated as signed out."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class AccountSession(db.Model):
    __tablename__ = "account_sessions"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False
    )
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    last_seen_at = mapped_column(DateTime, nullable=False, default=utcnow)
    # Shown to the owner so they can tell their devices apart; removed with the row.
    user_agent: Mapped[str | None] = mapped_column(String(300))
    ip: Mapped[str | None] = mapped_column(String(45))
    revoked_at = mapped_column(DateTime)

    __table_args__ = (Index("ix_account_sessions_user_id", "user_id"),)
