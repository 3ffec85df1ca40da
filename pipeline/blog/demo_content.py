"""Demo blog content shipped with the product (pipeline/blog/demo_blog.yaml), loaded by
`flask content load-demo` on every `make run`. Idempotent: rows are matched by slug, and
existing rows are left as editors changed them."""

from datetime import UTC, date, datetime
from pathlib import Path

import yaml

from pipeline.blog.html import estimate_read_time, sanitize_html
from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db

DEMO_FILE = Path(__file__).with_name("demo_blog.yaml")


def _naive_utc(value) -> datetime | None:
    """YAML gives datetimes, dates or strings; the database stores naive UTC."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    elif isinstance(value, date) and not isinstance(value, datetime):
        value = datetime(value.year, value.month, value.day)
    if value.tzinfo is not None:
        value = value.astimezone(UTC).replace(tzinfo=None)
    return value


def _categories(data: dict) -> tuple[dict[str, BlogCategory], int]:
    by_slug: dict[str, BlogCategory] = {}
    created = 0
    for item in data.get("categories", []):
        category = db.session.scalar(db.select(BlogCategory).filter_by(slug=item["slug"]))
        if category is None:
            category = BlogCategory(name=item["name"], slug=item["slug"])
            db.session.add(category)
            created += 1
        by_slug[item["slug"]] = category
    db.session.flush()
    return by_slug, created


def load(path: Path = DEMO_FILE) -> int:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else {}
    categories, created = _categories(data or {})
    for item in (data or {}).get("posts", []):
        if db.session.scalar(db.select(BlogPost.id).filter_by(slug=item["slug"])):
            continue
        fields = {k: v for k, v in item.items() if k != "category"}
        fields["published_at"] = _naive_utc(fields.get("published_at"))
        fields["content"] = sanitize_html(fields.get("content"))
        fields.setdefault("read_time_minutes", estimate_read_time(fields["content"]))
        post = BlogPost(**fields, category=categories.get(item.get("category")))
        db.session.add(post)
        created += 1
    db.session.commit()
    return created
