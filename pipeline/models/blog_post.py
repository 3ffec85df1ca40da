"""Blog post (spec section 3, table blog_posts). Only status 'published' is ever public."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from pipeline.models.blog_category import BlogCategory
from pipeline.models.db import db, utcnow

POST_STATUSES = ("draft", "published")


class BlogPost(db.Model):
    __tablename__ = "blog_posts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    title: Mapped[str] = mapped_column(String(300), nullable=False)
    slug: Mapped[str] = mapped_column(String(200), nullable=False, unique=True)
    excerpt: Mapped[str | None] = mapped_column(Text)
    content: Mapped[str] = mapped_column(Text, nullable=False, default="")
    featured_image: Mapped[str | None] = mapped_column(String(1000))
    # NULL: never answered (posts from before alt text was asked for); "": decorative.
    featured_image_alt: Mapped[str | None] = mapped_column(String(500))
    author_name: Mapped[str | None] = mapped_column(String(200))
    author_bio: Mapped[str | None] = mapped_column(Text)
    author_image: Mapped[str | None] = mapped_column(String(1000))
    published_at = mapped_column(DateTime)
    read_time_minutes: Mapped[int | None] = mapped_column(Integer)
    seo_title: Mapped[str | None] = mapped_column(String(300))
    seo_description: Mapped[str | None] = mapped_column(String(500))
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="draft")
    category_id: Mapped[int | None] = mapped_column(
        ForeignKey("blog_categories.id", ondelete="SET NULL")
    )
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)

    category: Mapped[BlogCategory | None] = relationship(lazy="joined")

    __table_args__ = (
        Index("ix_blog_posts_status_published", "status", "published_at", "id"),
        Index("ix_blog_posts_category", "category_id"),
        Index("ix_blog_posts_category_published", "category_id", "status", "published_at", "id"),
        # On PostgreSQL only, migration blog0001 also adds the generated column search_text,
        # lower(title || ' ' || excerpt), with a trigram index for the blog search. It is not
        # mapped here: SQLite's copy of it would break Alembic's batch table rebuilds.
    )
