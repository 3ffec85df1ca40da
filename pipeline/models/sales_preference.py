"""A sales user's own settings for the pipeline: whether they get the daily digest, and the
day it was last sent to them (set with the email's insert, so a re-run job never sends a
second one that day). No row means the defaults: digest on, never sent."""

from sqlalchemy import Boolean, Date, DateTime, ForeignKey, Integer, true
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class SalesPreference(db.Model):
    __tablename__ = "sales_preferences"

    user_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    daily_digest: Mapped[bool] = mapped_column(
        Boolean, nullable=False, default=True, server_default=true()
    )
    digest_sent_on = mapped_column(Date)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
