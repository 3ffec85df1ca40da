"""/api/unsubscribe: the URL in every marketing email's List-Unsubscribe header.

RFC 8058: a POST (body "List-Unsubscribe=One-Click", sent by mailbox providers) or the
site's confirm button unsubscribes at once. A GET never does, because link scanners
prefetch URLs: it sends the browser to the site page with a confirm button instead.
Not rate-limited: one-click POSTs arrive from mailbox providers' shared IPs, and the
signed token is the only authority needed."""

from urllib.parse import urlencode

from flask import Blueprint, jsonify, redirect, request

from pipeline import signups
from web.errors import ApiError

bp = Blueprint("unsubscribe", __name__, url_prefix="/api/unsubscribe")

INVALID = (
    "This unsubscribe link is not valid. Please use the link in our most recent email, "
    "or reply to it and we'll take you off our list."
)


def _token() -> str:
    payload = request.get_json(silent=True) if request.is_json else None
    if isinstance(payload, dict) and isinstance(payload.get("token"), str):
        return payload["token"]
    return request.args.get("token", "")


@bp.get("")
def confirm_page():
    query = urlencode({"token": request.args.get("token", "")})
    return redirect(f"{signups.UNSUBSCRIBE_PAGE_PATH}?{query}", 303)


@bp.post("")
def unsubscribe_now():
    try:
        signup_id = signups.read_token("unsubscribe", _token())
    except signups.InvalidToken:
        raise ApiError(400, INVALID, "invalid_token") from None
    signups.unsubscribe_signup(signup_id)
    return jsonify({"status": "unsubscribed"})
