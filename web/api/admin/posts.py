"""/api/admin/posts: the editor's blog posts (list with status filter and search, create,
edit, delete, slug suggestions, signed preview links). The body arrives as HTML from the
editor and is stored only after nh3 sanitising (pipeline.blog.posts.save)."""

from datetime import UTC

from flask import Blueprint, current_app, jsonify, request
from marshmallow import EXCLUDE, Schema, ValidationError, validate, validates
from marshmallow import fields as ma_fields

from pipeline import blog
from pipeline.blog import safe_url
from pipeline.models.blog_post import POST_STATUSES, BlogPost
from pipeline.models.db import db
from web.api import forms
from web.api.forms import load_json
from web.api.public.blog import category_json, iso
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_posts", __name__, url_prefix="/api/admin/posts")


@bp.before_request
def _allow_long_bodies():
    # The site-wide 64 KB cap suits forms; an article with markup can be far longer.
    request.max_content_length = current_app.config["ADMIN_MAX_CONTENT_LENGTH"]


guard_blueprint(bp, "blog")
protect_blueprint(bp)

IMAGE_URL_MESSAGE = "Use an uploaded image or an address starting with https://"
LIST_FILTERS = ("all", "draft", "published", "scheduled")
PER_PAGE = 20


def _optional_text(max_length: int, single_line: bool = True) -> forms.Text:
    return forms.Text(
        max_length=max_length, single_line=single_line, allow_none=True, load_default=None
    )


class PostSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    title = forms.Text(max_length=300, required_message="Title is required")
    slug = _optional_text(blog.SLUG_MAX + 50)
    excerpt = _optional_text(1000, single_line=False)
    content = _optional_text(1_000_000, single_line=False)
    featured_image = _optional_text(1000)
    featured_image_alt = _optional_text(500)
    author_name = _optional_text(200)
    author_bio = _optional_text(2000, single_line=False)
    author_image = _optional_text(1000)
    seo_title = _optional_text(300)
    seo_description = _optional_text(500, single_line=False)
    category_id = ma_fields.Integer(
        allow_none=True, load_default=None, error_messages={"invalid": "Choose a category."}
    )
    status = ma_fields.String(
        load_default="draft",
        validate=validate.OneOf(POST_STATUSES, error="Status must be draft or published."),
    )
    published_at = ma_fields.DateTime(
        allow_none=True,
        load_default=None,
        error_messages={"invalid": "Enter a valid publish date and time."},
    )

    @validates("featured_image", "author_image")
    def _image_url(self, value, data_key: str, **kwargs):
        if value and safe_url(value) is None:
            raise ValidationError(IMAGE_URL_MESSAGE)


def _to_naive_utc(value):
    if value is None or value.tzinfo is None:
        return value  # naive input is taken as UTC, like everything we store
    return value.astimezone(UTC).replace(tzinfo=None)


def post_summary(post: BlogPost) -> dict:
    return {
        "id": post.id,
        "title": post.title,
        "slug": post.slug,
        "status": post.status,
        "display_status": blog.display_status(post),
        "published_at": iso(post.published_at),
        "updated_at": iso(post.updated_at),
        "category": category_json(post.category),
        "author_name": post.author_name,
    }


def post_detail(post: BlogPost) -> dict:
    return {
        **post_summary(post),
        "excerpt": post.excerpt,
        "content": post.content,
        "featured_image": post.featured_image,
        "featured_image_alt": post.featured_image_alt,
        "author_bio": post.author_bio,
        "author_image": post.author_image,
        "seo_title": post.seo_title,
        "seo_description": post.seo_description,
        "read_time_minutes": post.read_time_minutes,
        "category_id": post.category_id,
        "created_at": iso(post.created_at),
    }


def _get(post_id: int) -> BlogPost:
    post = db.session.get(BlogPost, post_id)
    if post is None:
        raise ApiError(404, "That post no longer exists.", "not_found")
    return post


def _save(post: BlogPost | None) -> BlogPost:
    data = load_json(PostSchema())
    data["published_at"] = _to_naive_utc(data["published_at"])
    try:
        return blog.save_post(post, data)
    except blog.PostError as exc:
        fields_ = {name: [message] for name, message in exc.fields.items()}
        status = 409 if exc.fields.get("slug") == blog.SLUG_TAKEN else 400
        raise ApiError(status, str(exc), "validation_error", fields_) from None


@bp.get("")
def list_posts():
    status = request.args.get("status", "all")
    if status not in LIST_FILTERS:
        raise ApiError(400, f"Status filter must be one of: {', '.join(LIST_FILTERS)}.")
    search = request.args.get("q", "").strip()[:200]
    page = request.args.get("page", "1")
    # isdecimal, not isdigit ("²" is a digit int() rejects); bounded so OFFSET fits.
    page = int(page) if page.isdecimal() and 0 < int(page) < 100_000 else 1
    posts, total = blog.list_posts(
        None if status == "all" else status, search or None, page, PER_PAGE
    )
    return jsonify(
        {
            "posts": [post_summary(p) for p in posts],
            "total": total,
            "page": page,
            "per_page": PER_PAGE,
        }
    )


@bp.post("")
def create_post():
    return jsonify({"post": post_detail(_save(None))}), 201


@bp.get("/slug")
def suggest_slug():
    """A free slug for a title (the editor fills the slug field from it)."""
    title = request.args.get("title", "")[:300]
    exclude = request.args.get("exclude_id", "")
    exclude_id = int(exclude) if exclude.isdecimal() and len(exclude) < 10 else None
    slug = request.args.get("slug", "").strip()
    if slug:
        problem = blog.slug_problem(slug)
        if problem is None and blog.slug_taken(slug, exclude_id):
            problem = blog.SLUG_TAKEN
        return jsonify({"slug": slug, "problem": problem})
    return jsonify({"slug": blog.suggest_slug(title, exclude_id), "problem": None})


@bp.get("/<int(max=2147483647):post_id>")
def get_post(post_id: int):
    return jsonify({"post": post_detail(_get(post_id))})


@bp.put("/<int(max=2147483647):post_id>")
def update_post(post_id: int):
    return jsonify({"post": post_detail(_save(_get(post_id)))})


@bp.delete("/<int(max=2147483647):post_id>")
def delete_post(post_id: int):
    blog.delete_post(_get(post_id))
    return "", 204


@bp.post("/<int(max=2147483647):post_id>/preview-link")
def preview_link(post_id: int):
    post = _get(post_id)
    token = blog.preview_token(post)
    max_age = current_app.config["PREVIEW_LINK_MAX_AGE"]
    return jsonify(
        {
            "url": f"/blog/preview/{token}",
            "expires_in_seconds": max_age,
        }
    )
