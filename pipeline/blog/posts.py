"""Editor-side blog post logic: slugs, saving (sanitised body, read time, scheduling),
listing for the admin, dashboard counts and signed preview links.

Scheduling needs no job: a post saved as 'published' with a future published_at simply
isn't matched by the public queries (status = 'published' AND published_at <= now) until
its time comes."""

import re
import unicodedata
from datetime import datetime

from itsdangerous import BadSignature, URLSafeTimedSerializer

from pipeline.blog.html import estimate_read_time, sanitize_html
from pipeline.blog.images import ALT_MISSING, images_without_alt
from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import POST_STATUSES, BlogPost
from pipeline.models.db import db, utcnow
from pipeline.settings import setting

SLUG_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SLUG_MAX = 200
SLUG_REQUIRED = "Slug is required."
SLUG_INVALID = (
    "Use only lowercase letters a-z, digits 0-9 and single hyphens between them "
    "(for example: my-first-post)."
)
SLUG_TOO_LONG = f"Slug must be at most {SLUG_MAX} characters."
SLUG_TAKEN = "Another post already uses this slug. Choose a different one."
CATEGORY_MISSING = "That category no longer exists. Choose another."
FEATURED_ALT_MISSING = (
    "Describe the featured image for people who can't see it, or tick Decorative."
)
PREVIEW_SALT = "blog-post-preview"


class PostError(ValueError):
    """Field-level problems the editor can fix: {field: message}."""

    def __init__(self, fields: dict[str, str]):
        super().__init__("; ".join(fields.values()))
        self.fields = fields


def slugify(text: str) -> str:
    """'Café AI: 5 Tips!' -> 'cafe-ai-5-tips' (accents folded, anything else a hyphen)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return slug[:SLUG_MAX].rstrip("-")


def slug_problem(slug: str) -> str | None:
    if not slug:
        return SLUG_REQUIRED
    if len(slug) > SLUG_MAX:
        return SLUG_TOO_LONG
    if not SLUG_PATTERN.match(slug):
        return SLUG_INVALID
    return None


def slug_taken(slug: str, exclude_id: int | None = None) -> bool:
    query = db.select(BlogPost.id).where(BlogPost.slug == slug)
    if exclude_id is not None:
        query = query.where(BlogPost.id != exclude_id)
    return db.session.scalar(query.limit(1)) is not None


def suggest_slug(title: str, exclude_id: int | None = None) -> str:
    """A free slug for the title: the plain slug, or with -2, -3 ... appended."""
    base = slugify(title) or "post"
    candidate, n = base, 2
    while slug_taken(candidate, exclude_id):
        suffix = f"-{n}"
        candidate = base[: SLUG_MAX - len(suffix)].rstrip("-") + suffix
        n += 1
    return candidate


def is_live(post: BlogPost, now: datetime | None = None) -> bool:
    now = now or utcnow()
    return post.status == "published" and post.published_at is not None and post.published_at <= now


def display_status(post: BlogPost) -> str:
    """'draft', 'scheduled' (published with a future date) or 'published'."""
    if post.status == "published" and not is_live(post):
        return "scheduled"
    return post.status


EDITABLE = (
    "title",
    "excerpt",
    "featured_image",
    "author_name",
    "author_bio",
    "author_image",
    "seo_title",
    "seo_description",
)


def save(post: BlogPost | None, data: dict) -> BlogPost:
    """Create (post=None) or update a post from validated editor input and commit.
    `data` holds the EDITABLE fields plus slug, content, status, published_at (naive UTC
    or None), category_id and featured_image_alt ("" for a decorative image). Raises
    PostError for problems the editor must fix."""
    post = post or BlogPost()
    problems: dict[str, str] = {}

    slug = (data.get("slug") or "").strip() or suggest_slug(data["title"], post.id)
    problem = slug_problem(slug)
    if problem is None and slug_taken(slug, post.id):
        problem = SLUG_TAKEN
    if problem:
        problems["slug"] = problem

    category_id = data.get("category_id")
    if category_id is not None and db.session.get(BlogCategory, category_id) is None:
        problems["category_id"] = CATEGORY_MISSING

    status = data.get("status") or "draft"
    if status not in POST_STATUSES:
        problems["status"] = "Status must be draft or published."
    # None is "not answered"; "" is an answer (decorative), so only None is refused.
    featured_alt = data.get("featured_image_alt") if data.get("featured_image") else None
    if data.get("featured_image") and featured_alt is None:
        problems["featured_image_alt"] = FEATURED_ALT_MISSING
    if images_without_alt(data.get("content") or ""):
        problems["content"] = ALT_MISSING
    if problems:
        raise PostError(problems)

    for name in EDITABLE:
        setattr(post, name, data.get(name) or None)
    post.featured_image_alt = featured_alt
    post.title = data["title"]
    post.slug = slug
    post.category_id = category_id
    post.content = sanitize_html(data.get("content"))
    post.read_time_minutes = estimate_read_time(post.content)
    post.status = status
    published_at = data.get("published_at")
    # Publishing without a date means "now"; a future date schedules the post.
    post.published_at = published_at or (utcnow() if status == "published" else None)
    db.session.add(post)
    db.session.commit()
    return post


def delete(post: BlogPost) -> None:
    db.session.delete(post)
    db.session.commit()


def counts() -> dict[str, int]:
    """The dashboard's four numbers (spec 2.16, call 19). Scheduled posts count as
    published: their status is published, only their date is ahead."""
    total = db.session.scalar(db.select(db.func.count(BlogPost.id))) or 0
    published = (
        db.session.scalar(
            db.select(db.func.count(BlogPost.id)).where(BlogPost.status == "published")
        )
        or 0
    )
    categories = db.session.scalar(db.select(db.func.count(BlogCategory.id))) or 0
    return {
        "total_posts": total,
        "published": published,
        "drafts": total - published,
        "categories": categories,
    }


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def list_posts(
    status: str | None = None, search: str | None = None, page: int = 1, per_page: int = 20
) -> tuple[list[BlogPost], int]:
    """Newest first. status: draft | published (live) | scheduled | None for all."""
    query = db.select(BlogPost)
    now = utcnow()
    if status == "draft":
        query = query.where(BlogPost.status == "draft")
    elif status == "published":
        query = query.where(BlogPost.status == "published", BlogPost.published_at <= now)
    elif status == "scheduled":
        query = query.where(BlogPost.status == "published", BlogPost.published_at > now)
    if search:
        pattern = _like(search.lower())
        query = query.where(
            db.or_(
                db.func.lower(BlogPost.title).like(pattern, escape="\\"),
                db.func.lower(BlogPost.slug).like(pattern, escape="\\"),
                db.func.lower(BlogPost.excerpt).like(pattern, escape="\\"),
            )
        )
    total = db.session.scalar(db.select(db.func.count()).select_from(query.subquery())) or 0
    rows = (
        db.session.scalars(
            query.order_by(BlogPost.updated_at.desc(), BlogPost.id.desc())
            .offset((page - 1) * per_page)
            .limit(per_page)
        )
        .unique()
        .all()
    )
    return list(rows), total


# --- preview links -------------------------------------------------------------------


def _preview_serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(setting("SECRET_KEY"), salt=PREVIEW_SALT)


def preview_token(post: BlogPost) -> str:
    return _preview_serializer().dumps({"pid": post.id})


def post_for_preview(token: str) -> BlogPost | None:
    """The post a signed, unexpired preview token names, whatever its status; else None."""
    try:
        data = _preview_serializer().loads(token, max_age=setting("PREVIEW_LINK_MAX_AGE"))
    except BadSignature:  # SignatureExpired is a subclass
        return None
    post_id = data.get("pid") if isinstance(data, dict) else None
    return db.session.get(BlogPost, post_id) if isinstance(post_id, int) else None
