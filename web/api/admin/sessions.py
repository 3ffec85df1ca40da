"""/api/auth/sessions: the signed-in person's own sessions. They can see where they are
signed in, end any one of them, or sign out everywhere (this browser included). Any
signed-in account may use these, with or without a role."""

import re

from flask import Blueprint, current_app, jsonify, request
from flask_login import current_user

from pipeline import accounts
from pipeline.models.account_session import AccountSession
from web.auth import forget_here
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import NOT_SIGNED_IN

bp = Blueprint("admin_sessions", __name__, url_prefix="/api/auth/sessions")

SESSION_KEY = re.compile(r"[0-9a-f]{64}")
NO_SUCH_SESSION = "That session has already ended."


@bp.before_request
def _signed_in_only():
    if not current_user.is_authenticated:
        raise ApiError(401, NOT_SIGNED_IN, "unauthenticated")


protect_blueprint(bp)  # after the guard: anonymous callers get 401, not a CSRF error


def _iso(value) -> str:
    return value.isoformat() + "Z"


def _json(row: AccountSession) -> dict:
    return {
        "id": row.id,
        "current": row.id == current_user.session_key,
        "created_at": _iso(row.created_at),
        "last_seen_at": _iso(row.last_seen_at),
        "user_agent": row.user_agent,
        "ip": row.ip,
    }


@bp.get("")
def list_sessions():
    return jsonify(
        {
            "sessions": [_json(row) for row in accounts.active_sessions(current_user.user_id)],
            # So the page can say when sessions end without hard-coding the defaults.
            "idle_timeout_seconds": current_app.config["SESSION_IDLE_TIMEOUT"],
            "max_age_seconds": current_app.config["SESSION_MAX_AGE"],
        }
    )


@bp.delete("/<session_id>")
def end_session(session_id: str):
    if not SESSION_KEY.fullmatch(session_id):
        raise ApiError(404, NO_SUCH_SESSION, "not_found")
    user_id, current = current_user.user_id, session_id == current_user.session_key
    if not accounts.end_session(user_id, session_id):
        raise ApiError(404, NO_SUCH_SESSION, "not_found")
    accounts.record_audit("session_ended", user_id=user_id, ip=request.remote_addr)
    if current:
        forget_here()
    return jsonify({"ended": 1, "signed_out": current})


@bp.post("/end-all")
def sign_out_everywhere():
    user_id = current_user.user_id
    ended = accounts.end_sessions_everywhere(user_id)
    accounts.record_audit(
        "signed_out_everywhere", user_id=user_id, ip=request.remote_addr, ended=ended
    )
    forget_here()
    return jsonify({"ended": ended, "signed_out": True})
