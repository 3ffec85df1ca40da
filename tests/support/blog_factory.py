"""Blog rows for tests: published, draft and scheduled posts with sensible defaults."""

from datetime import timedelta
from itertools import count

from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db, utcnow

_serial = count(1)


def category(name: str, slug: str | None = None) -> BlogCategory:
    row = BlogCategory(name=name, slug=slug or name.lower().replace(" ", "-"))
    db.session.add(row)
    db.session.flush()
    return row


def post(title: str | None = None, *, days_ago: float | None = None, **fields) -> BlogPost:
    """A published post `days_ago` days old (default: a unique age so order is known)."""
    n = next(_serial)
    title = title or f"Post {n}"
    fields.setdefault("slug", f"post-{n}")
    fields.setdefault("status", "published")
    fields.setdefault("excerpt", f"Excerpt for {title}")
    fields.setdefault("content", f"<p>Body of {title}</p>")
    if "published_at" not in fields:
        fields["published_at"] = utcnow() - timedelta(days=n if days_ago is None else days_ago)
    row = BlogPost(title=title, **fields)
    db.session.add(row)
    db.session.flush()
    return row


def draft(title: str = "Secret draft", **fields) -> BlogPost:
    fields.setdefault("slug", "secret-draft")
    return post(title, status="draft", published_at=None, **fields)


def scheduled(title: str = "Future post", **fields) -> BlogPost:
    fields.setdefault("slug", "future-post")
    return post(title, published_at=utcnow() + timedelta(days=3), **fields)
