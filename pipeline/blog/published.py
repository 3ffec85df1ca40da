"""Public blog reads (spec 2.8, calls 4-8). One rule for everything a visitor can reach -
the API, the server-rendered pages, the feed and the sitemap: a post is public when its
status is 'published' AND it has a published_at that is not in the future. A published post
with a future published_at is scheduled and stays hidden until that moment.

Lists page with a keyset cursor on (published_at, id), newest first: a page boundary is a
position in that order, not an offset, so posts published between two requests can never
push a post onto the next page twice or make one skip a page."""

import base64
import binascii
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select, and_, literal_column, or_, tuple_
from sqlalchemy.orm import load_only

from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db, utcnow

DEFAULT_PAGE_SIZE = 6
MAX_PAGE_SIZE = 50
POPULAR_LIMIT = 3
MAX_SEARCH_LENGTH = 200

# Columns a list card needs: the body can be tens of kilobytes and is never listed.
LIST_COLUMNS = (
    BlogPost.id,
    BlogPost.title,
    BlogPost.slug,
    BlogPost.excerpt,
    BlogPost.featured_image,
    BlogPost.featured_image_alt,
    BlogPost.author_name,
    BlogPost.published_at,
    BlogPost.read_time_minutes,
    BlogPost.category_id,
)


class InvalidCursor(ValueError):
    """A page cursor that we did not issue (or that was mangled on the way)."""


@dataclass(frozen=True)
class Page:
    posts: list[BlogPost]
    next_cursor: str | None


def public_filter(now: datetime | None = None):
    now = now or utcnow()
    return and_(
        BlogPost.status == "published",
        BlogPost.published_at.is_not(None),
        BlogPost.published_at <= now,
    )


def _newest_first(query: Select) -> Select:
    return query.order_by(BlogPost.published_at.desc(), BlogPost.id.desc())


def encode_cursor(post: BlogPost) -> str:
    raw = f"{post.published_at.isoformat()}|{post.id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, int]:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        stamp, _, post_id = base64.urlsafe_b64decode(padded).decode().partition("|")
        return datetime.fromisoformat(stamp), int(post_id)
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise InvalidCursor(cursor) from None


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def search_filter(text: str):
    """Case-insensitive contains on title or excerpt (call 5). PostgreSQL has the generated,
    trigram-indexed search_text = lower(title || ' ' || excerpt) (migration blog0001): one
    cheap LIKE per row. SQLite compares lower() of each column."""
    if db.session.get_bind().dialect.name == "postgresql":
        pattern = f"%{_escape_like(text.lower())}%"
        return literal_column("blog_posts.search_text").like(pattern, escape="\\")
    pattern = f"%{_escape_like(text)}%"
    return or_(
        BlogPost.title.ilike(pattern, escape="\\"),
        BlogPost.excerpt.ilike(pattern, escape="\\"),
    )


def category_by_slug(slug: str) -> BlogCategory | None:
    return db.session.scalar(db.select(BlogCategory).filter_by(slug=slug))


def list_posts(
    search: str | None = None,
    category: str | None = None,
    limit: int = DEFAULT_PAGE_SIZE,
    cursor: str | None = None,
) -> Page:
    """One page of public posts, newest first. `category` is a slug; 'all' or empty means
    every category, an unknown slug matches nothing (call 5)."""
    query = db.select(BlogPost).options(load_only(*LIST_COLUMNS)).where(public_filter())
    if search and search.strip():
        query = query.where(search_filter(search.strip()[:MAX_SEARCH_LENGTH]))
    if category and category != "all":
        found = category_by_slug(category)
        if found is None:
            return Page([], None)
        query = query.where(BlogPost.category_id == found.id)
    if cursor:
        published_at, post_id = decode_cursor(cursor)
        query = query.where(
            tuple_(BlogPost.published_at, BlogPost.id) < tuple_(published_at, post_id)
        )
    limit = max(1, min(limit, MAX_PAGE_SIZE))
    rows = list(db.session.scalars(_newest_first(query).limit(limit + 1)).unique())
    has_more = len(rows) > limit
    rows = rows[:limit]
    return Page(rows, encode_cursor(rows[-1]) if has_more else None)


def categories() -> list[BlogCategory]:
    return list(db.session.scalars(db.select(BlogCategory).order_by(BlogCategory.name)))


def popular_posts(limit: int = POPULAR_LIMIT) -> list[BlogPost]:
    """No view counts are recorded, so 'popular' is the newest (call 7)."""
    query = db.select(BlogPost).options(load_only(*LIST_COLUMNS)).where(public_filter())
    return list(db.session.scalars(_newest_first(query).limit(limit)).unique())


def get_post(slug: str) -> BlogPost | None:
    """The public post with this slug, or None for a missing, draft or scheduled one."""
    return db.session.scalar(db.select(BlogPost).where(BlogPost.slug == slug, public_filter()))


def feed_posts(limit: int = 20) -> list[BlogPost]:
    return list(
        db.session.scalars(
            _newest_first(db.select(BlogPost).where(public_filter())).limit(limit)
        ).unique()
    )


def sitemap_posts() -> list[tuple[str, datetime, datetime]]:
    """(slug, published_at, updated_at) of every public post, newest first."""
    query = db.select(BlogPost.slug, BlogPost.published_at, BlogPost.updated_at).where(
        public_filter()
    )
    return [tuple(row) for row in db.session.execute(_newest_first(query))]
