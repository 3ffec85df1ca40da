"""The newsletter's settings an editor changes in the admin (one row, id 1): the weekly
digest of the week's new blog posts, off until turned on, and when it goes."""

from sqlalchemy import Boolean, DateTime, Integer
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class NewsletterSetting(db.Model):
    __tablename__ = "newsletter_settings"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    digest_enabled: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # 0 Monday .. 6 Sunday, and the hour (0-23), in DIGEST_TIMEZONE.
    digest_weekday: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    digest_hour: Mapped[int] = mapped_column(Integer, nullable=False, default=9)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
