"""Pipeline code reads configuration through here, so it needs an app context but never a
request (design convention 4)."""

from typing import Any
from urllib.parse import quote

from flask import current_app, has_app_context


def setting(name: str, default: Any = None) -> Any:
    return current_app.config.get(name, default)


DEFAULT_COMPANY_NAME = "AI Consultancy"


def company_name() -> str:
    """COMPANY_NAME as configured, read when used: a rename needs no rebuild (issue 15)."""
    return (setting("COMPANY_NAME") if has_app_context() else None) or DEFAULT_COMPANY_NAME


LEAD_ADMIN_PATH = "/admin/leads/{id}"


def lead_admin_url(submission_id: str) -> str:
    """Where a lead lives in the admin, for the links that sales notices, digests and webhook
    payloads carry. Built here, at the bottom of the layers, because the features that capture
    a lead, the webhooks they stage and the sales inbox all link to it and none of them may
    ask another (ARCHITECTURE.md, Layers)."""
    return setting("SITE_URL") + LEAD_ADMIN_PATH.format(id=submission_id)


BOOK_PATH = "/book"


def book_url(finder_run: str | None = None) -> str:
    """Where an invitation to book a discovery call points (issue 34): the external scheduler
    BOOKING_URL names when it is set, else our own /book, carrying the finder run the visitor
    came from (`?from=<run id>`: the form is pre-filled and sales see what was recommended).
    Here for the same reason as lead_admin_url: the finder's email and report link to a page
    the booking feature serves, and neither feature may ask the other."""
    external = setting("BOOKING_URL")
    if external:
        return external
    query = f"?from={quote(finder_run, safe='')}" if finder_run else ""
    return setting("SITE_URL") + BOOK_PATH + query
