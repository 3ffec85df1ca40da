"""Who may use which admin area: the ONE place roles are checked.

Every /api/admin/* blueprint calls `guard_blueprint(bp, area)`, so a route added to it later
is protected without anyone remembering a decorator; `requires(area)` narrows a single view
further. Anonymous visitors get 401, signed-in users without a fitting role 403."""

from collections.abc import Callable
from functools import wraps

from flask import Blueprint
from flask_login import current_user

from web.errors import ApiError

# area -> roles allowed in it. admin may do everything; editor runs the blog; sales read
# leads and people ("leads") and move them through the pipeline: stages, owners, notes,
# follow-ups and their digest ("sales_pipeline"); admins and sales see the owner's overview
# (issue 27: where leads come from and what they turn into); no role (a fresh sign-up) may
# do nothing.
AREAS: dict[str, frozenset[str]] = {
    "blog": frozenset({"admin", "editor"}),
    # Writing and sending the newsletter (issue 36): whoever writes the blog.
    "newsletter": frozenset({"admin", "editor"}),
    "users": frozenset({"admin"}),
    "leads": frozenset({"admin", "sales"}),
    "sales_pipeline": frozenset({"admin", "sales"}),
    "overview": frozenset({"admin", "sales"}),
    "jobs": frozenset({"admin"}),
    # Where leads leave the site, signed with secrets: admins only.
    "webhooks": frozenset({"admin"}),
    # Discovery-call availability (issue 34): admins everyone's, sales their own (the views
    # narrow it, web/api/admin/availability.py).
    "booking": frozenset({"admin", "sales"}),
}

NOT_SIGNED_IN = "Please sign in to continue."
FORBIDDEN = "Your account does not have access to this area."


def allowed(role: str | None, area: str) -> bool:
    return role is not None and role in AREAS[area]


def areas_for(role: str | None) -> list[str]:
    return sorted(area for area in AREAS if allowed(role, area))


def check(area: str) -> None:
    if area not in AREAS:
        raise KeyError(f"unknown admin area {area!r}")
    if not current_user.is_authenticated:
        raise ApiError(401, NOT_SIGNED_IN, "unauthenticated")
    if not allowed(current_user.role, area):
        raise ApiError(403, FORBIDDEN, "forbidden")


def guard_blueprint(bp: Blueprint, area: str) -> None:
    if area not in AREAS:
        raise KeyError(f"unknown admin area {area!r}")
    bp.before_request(lambda: check(area))


def requires(area: str) -> Callable:
    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def wrapper(*args, **kwargs):
            check(area)
            return view(*args, **kwargs)

        return wrapper

    return decorate
