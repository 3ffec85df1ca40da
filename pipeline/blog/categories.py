"""Blog categories for editors: create, rename, change slug, delete. A category that still
has posts is only deleted when its posts are moved to another category first, so no post
silently loses its category."""

from pipeline.blog.posts import slug_problem, slugify
from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db

NAME_TAKEN = "A category with this name already exists."
SLUG_TAKEN = "Another category already uses this slug. Choose a different one."
HAS_POSTS = (
    "This category still has {n} post(s). Choose a category to move them to before deleting it."
)
SAME_TARGET = "Choose a different category to move the posts to."
TARGET_MISSING = "The category to move the posts to no longer exists."


class CategoryError(ValueError):
    def __init__(self, status: int, message: str, fields: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.message, self.fields = status, message, fields or {}


def with_post_counts() -> list[tuple[BlogCategory, int]]:
    counts = (
        db.select(BlogPost.category_id, db.func.count(BlogPost.id).label("n"))
        .group_by(BlogPost.category_id)
        .subquery()
    )
    rows = db.session.execute(
        db.select(BlogCategory, db.func.coalesce(counts.c.n, 0))
        .outerjoin(counts, counts.c.category_id == BlogCategory.id)
        .order_by(BlogCategory.name)
    ).all()
    return [(category, int(n)) for category, n in rows]


def post_count(category: BlogCategory) -> int:
    query = db.select(db.func.count(BlogPost.id)).where(BlogPost.category_id == category.id)
    return db.session.scalar(query) or 0


def save(category: BlogCategory | None, name: str, slug: str | None) -> BlogCategory:
    category = category or BlogCategory()
    slug = (slug or "").strip() or slugify(name)
    problems: dict[str, str] = {}
    problem = slug_problem(slug)
    if problem:
        problems["slug"] = problem
    elif _taken(BlogCategory.slug, slug, category.id):
        problems["slug"] = SLUG_TAKEN
    if _taken(db.func.lower(BlogCategory.name), name.lower(), category.id):
        problems["name"] = NAME_TAKEN
    if problems:
        conflict = set(problems.values()) & {SLUG_TAKEN, NAME_TAKEN}
        first = next(iter(problems.values()))
        raise CategoryError(409 if conflict else 400, first, problems)
    category.name, category.slug = name, slug
    db.session.add(category)
    db.session.commit()
    return category


def _taken(column, value: str, exclude_id: int | None) -> bool:
    query = db.select(BlogCategory.id).where(column == value)
    if exclude_id is not None:
        query = query.where(BlogCategory.id != exclude_id)
    return db.session.scalar(query.limit(1)) is not None


def delete(category: BlogCategory, move_posts_to: int | None = None) -> int:
    """Delete the category; returns how many posts were moved. Refuses (409) while it has
    posts and no other category is named to take them."""
    n = post_count(category)
    if n and move_posts_to is None:
        raise CategoryError(409, HAS_POSTS.format(n=n))
    if n:
        if move_posts_to == category.id:
            raise CategoryError(400, SAME_TARGET)
        if db.session.get(BlogCategory, move_posts_to) is None:
            raise CategoryError(400, TARGET_MISSING)
        db.session.execute(
            db.update(BlogPost)
            .where(BlogPost.category_id == category.id)
            .values(category_id=move_posts_to)
        )
    db.session.delete(category)
    db.session.commit()
    return n
