"""An account that can sign in to /admin. Whether it may do anything there is decided by
its Profile's role, never by signing up (spec 6)."""

from sqlalchemy import DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class User(db.Model):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    email: Mapped[str] = mapped_column(String(254), nullable=False, unique=True)
    password_hash: Mapped[str] = mapped_column(String(300), nullable=False)
    email_verified_at = mapped_column(DateTime)
    # Bumped on password change/reset, so reset links issued before it stop working (the
    # sessions themselves end in account_sessions).
    session_version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
