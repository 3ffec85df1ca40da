"""/api/admin/users: admins list accounts, grant or remove roles (the only way besides
`flask users grant-role` that anyone gains access; signing up never does, and only an
account with a confirmed address can be given a role), and sign an account out
everywhere (a lost laptop, someone leaving)."""

from flask import Blueprint, jsonify, request
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, fields, validate

from pipeline import accounts
from pipeline.models.profile import ROLES
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_users", __name__, url_prefix="/api/admin/users")
guard_blueprint(bp, "users")
protect_blueprint(bp)

OWN_SESSIONS = (
    "To sign yourself out everywhere, use 'Sign out everywhere' on your Change Password page."
)
ROLE_MESSAGE = f"Choose one of: {', '.join(ROLES)}, or no role."


class RoleSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    role = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(list(ROLES), error=ROLE_MESSAGE),
        error_messages={"required": ROLE_MESSAGE},
    )


def _json(account: accounts.Account) -> dict:
    user = account.user
    return {
        "id": user.id,
        "email": user.email,
        "first_name": account.profile.first_name,
        "role": account.profile.role,
        "email_verified": user.email_verified_at is not None,
        "created_at": user.created_at.isoformat() + "Z",
    }


@bp.get("")
def list_users():
    return jsonify({"users": [_json(a) for a in accounts.list_accounts()]})


def _account(user_id: int) -> accounts.Account:
    account = accounts.load(user_id)
    if account is None:
        raise ApiError(404, "That account no longer exists.", "not_found")
    return account


@bp.put("/<int(max=2147483647):user_id>/role")
def set_role(user_id: int):
    data = load_json(RoleSchema())
    account = _account(user_id)
    if user_id == current_user.user_id:
        # An admin removing their own role could leave nobody able to grant it back.
        raise ApiError(409, "You can't change your own role. Ask another admin.", "own_role")
    try:
        updated = accounts.set_role(account, data["role"], actor_id=current_user.user_id)
    except accounts.AccountError as exc:
        raise ApiError(409, exc.message, "email_not_verified") from None
    return jsonify({"user": _json(updated)})


@bp.post("/<int(max=2147483647):user_id>/sign-out-everywhere")
def sign_out_everywhere(user_id: int):
    account = _account(user_id)
    actor = current_user.user_id
    if user_id == actor:
        # Their own sessions are on their account page, where ending this one is expected.
        raise ApiError(409, OWN_SESSIONS, "own_sessions")
    ended = accounts.end_sessions_everywhere(account.user.id)
    accounts.record_audit(
        "signed_out_everywhere", user_id=user_id, by=actor, ip=request.remote_addr, ended=ended
    )
    return jsonify({"ended": ended})
