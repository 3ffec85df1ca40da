"""/api/admin/categories: create, rename, change slug and delete blog categories. Deleting
one that still has posts answers 409 unless `move_posts_to` names another category."""

from flask import Blueprint, jsonify, request
from marshmallow import EXCLUDE, Schema

from pipeline import blog
from pipeline.models.blog_category import BlogCategory
from pipeline.models.db import db
from web.api import forms
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_categories", __name__, url_prefix="/api/admin/categories")
guard_blueprint(bp, "blog")
protect_blueprint(bp)


class CategorySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    name = forms.Text(max_length=120, required_message="Name is required")
    slug = forms.Text(max_length=140, allow_none=True, load_default=None)


def _json(category: BlogCategory, post_count: int) -> dict:
    return {
        "id": category.id,
        "name": category.name,
        "slug": category.slug,
        "post_count": post_count,
    }


def _get(category_id: int) -> BlogCategory:
    category = db.session.get(BlogCategory, category_id)
    if category is None:
        raise ApiError(404, "That category no longer exists.", "not_found")
    return category


def _failed(exc: blog.CategoryError) -> ApiError:
    fields_ = {name: [message] for name, message in exc.fields.items()} or None
    code = "conflict" if exc.status == 409 else "validation_error"
    return ApiError(exc.status, exc.message, code, fields_)


def _save(category: BlogCategory | None):
    data = load_json(CategorySchema())
    try:
        saved = blog.save_category(category, data["name"], data["slug"])
    except blog.CategoryError as exc:
        raise _failed(exc) from None
    return _json(saved, blog.post_count(saved))


@bp.get("")
def list_categories():
    rows = blog.with_post_counts()
    return jsonify({"categories": [_json(category, n) for category, n in rows]})


@bp.post("")
def create_category():
    return jsonify({"category": _save(None)}), 201


@bp.put("/<int(max=2147483647):category_id>")
def update_category(category_id: int):
    return jsonify({"category": _save(_get(category_id))})


@bp.delete("/<int(max=2147483647):category_id>")
def delete_category(category_id: int):
    category = _get(category_id)
    target = request.args.get("move_posts_to", "")
    # isdecimal, not isdigit: "²" is a digit int() rejects; < 10 digits fits an INTEGER.
    if target and not (target.isdecimal() and len(target) < 10):
        raise ApiError(400, "Choose a category to move the posts to.", "validation_error")
    try:
        moved = blog.delete_category(category, int(target) if target else None)
    except blog.CategoryError as exc:
        raise _failed(exc) from None
    return jsonify({"moved_posts": moved})
