"""Blog category (spec section 3, table blog_categories)."""

from sqlalchemy import DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class BlogCategory(db.Model):
    __tablename__ = "blog_categories"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120), nullable=False)
    slug: Mapped[str] = mapped_column(String(140), nullable=False, unique=True)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
