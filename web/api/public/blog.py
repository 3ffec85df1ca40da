"""Public blog API (spec 2.8, calls 4-8): read-only, published posts only.

GET /api/blog/posts?q=&category=&limit=&cursor=   one page, newest first, plus next_cursor
GET /api/blog/categories                          every category, by name
GET /api/blog/popular                             three posts for the sidebar
GET /api/blog/posts/<slug>                        one article, body sanitised again on the way out
"""

from flask import Blueprint, request
from marshmallow import EXCLUDE, Schema, ValidationError, validate
from marshmallow import fields as ma_fields

from pipeline import blog
from pipeline.blog import body_html, image_set, safe_url
from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from web.api import forms
from web.errors import ApiError

bp = Blueprint("blog", __name__, url_prefix="/api/blog")

NOT_FOUND = "The article you're looking for doesn't exist or has been removed."


class ListQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    q = forms.Text(max_length=blog.MAX_SEARCH_LENGTH, load_default="")
    category = forms.Text(max_length=140, load_default="")
    limit = ma_fields.Integer(
        load_default=blog.DEFAULT_PAGE_SIZE,
        validate=validate.Range(1, blog.MAX_PAGE_SIZE),
        error_messages={"invalid": "Must be a whole number."},
    )
    cursor = forms.Text(max_length=200, load_default="")


def iso(value) -> str | None:
    # Stored as naive UTC; the Z tells the browser so.
    return value.isoformat(timespec="seconds") + "Z" if value else None


def category_json(category: BlogCategory | None) -> dict | None:
    if category is None:
        return None
    return {"id": category.id, "name": category.name, "slug": category.slug}


def featured_image_set(post: BlogPost) -> dict | None:
    """The responsive copies of an uploaded featured image (src, width, height, srcset,
    webp_srcset), or None for an image elsewhere or none."""
    images = image_set(post.featured_image)
    return images.as_json() if images else None


def post_summary(post: BlogPost) -> dict:
    return {
        "id": post.id,
        "title": post.title,
        "slug": post.slug,
        "excerpt": post.excerpt,
        "featured_image": safe_url(post.featured_image),
        # "" for a decorative image and for posts saved before alt text was asked for.
        "featured_image_alt": post.featured_image_alt or "",
        "featured_image_set": featured_image_set(post),
        "author_name": post.author_name,
        "published_at": iso(post.published_at),
        "read_time_minutes": post.read_time_minutes,
        "category": category_json(post.category),
    }


def post_detail(post: BlogPost) -> dict:
    return {
        **post_summary(post),
        "content": body_html(post.content),
        "author_bio": post.author_bio,
        "author_image": safe_url(post.author_image),
        "seo_title": post.seo_title,
        "seo_description": post.seo_description,
        "status": post.status,
        "category_id": post.category_id,
    }


def _list_query() -> dict:
    try:
        return ListQuery().load(request.args.to_dict())
    except ValidationError as exc:
        fields_ = {k: [str(m) for m in v] for k, v in exc.messages.items()}
        raise ApiError(
            400, "Please check the search options.", "validation_error", fields_
        ) from None


@bp.get("/posts")
def list_posts():
    args = _list_query()
    try:
        page = blog.list_published(
            args["q"], args["category"], args["limit"], args["cursor"] or None
        )
    except blog.InvalidCursor:
        raise ApiError(
            400, "That page link is no longer valid. Reload the blog.", "invalid_cursor"
        ) from None
    return {"posts": [post_summary(p) for p in page.posts], "next_cursor": page.next_cursor}


@bp.get("/categories")
def list_categories():
    return {"categories": [category_json(c) for c in blog.published_categories()]}


def popular_json(post: BlogPost) -> dict:
    return {
        "id": post.id,
        "title": post.title,
        "slug": post.slug,
        "published_at": iso(post.published_at),
    }


@bp.get("/popular")
def popular_posts():
    return {"posts": [popular_json(p) for p in blog.popular_posts()]}


@bp.get("/posts/<slug>")
def get_post(slug: str):
    post = blog.get_post(slug)
    if post is None:
        raise ApiError(404, NOT_FOUND, "not_found")
    return {"post": post_detail(post)}
