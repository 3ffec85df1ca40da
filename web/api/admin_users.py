"""/api/admin/users: admins list accounts and grant or remove roles (the only way besides
`flask users grant-role` that anyone gains access; signing up never does)."""

from flask import Blueprint, jsonify
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, fields, validate

from pipeline import accounts
from pipeline.models.profile import ROLES
from web.api.validation import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_users", __name__, url_prefix="/api/admin/users")
guard_blueprint(bp, "users")
protect_blueprint(bp)

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


@bp.put("/<int(max=2147483647):user_id>/role")
def set_role(user_id: int):
    data = load_json(RoleSchema())
    account = accounts.load(user_id)
    if account is None:
        raise ApiError(404, "That account no longer exists.", "not_found")
    if user_id == current_user.user_id:
        # An admin removing their own role could leave nobody able to grant it back.
        raise ApiError(409, "You can't change your own role. Ask another admin.", "own_role")
    return jsonify({"user": _json(accounts.set_role(account, data["role"]))})
