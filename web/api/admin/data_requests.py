"""/api/admin/data-requests: a person's UK GDPR requests, handled by an admin: export
everything held about an email address as JSON, or erase it. Admin only (the 'users'
area: like accounts, this is administering people's data, not reading leads)."""

from flask import Blueprint, jsonify
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, ValidationError, validates_schema
from redis.exceptions import RedisError

from pipeline import leads
from pipeline.models.db import utcnow
from web.api import forms
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_data_requests", __name__, url_prefix="/api/admin/data-requests")
guard_blueprint(bp, "users")
protect_blueprint(bp)

CONFIRM_MESSAGE = "Type the email address again to confirm the erasure."


class ExportSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    email = forms.Email()


class EraseSchema(ExportSchema):
    confirm = forms.Text(max_length=254, required_message=CONFIRM_MESSAGE)

    @validates_schema
    def _confirmed(self, data, **kwargs):
        email, confirm = data.get("email"), data.get("confirm")
        if email and leads.normalise(confirm or "") != leads.normalise(email):
            raise ValidationError(CONFIRM_MESSAGE, "confirm")


@bp.post("/export")
def export():
    data = load_json(ExportSchema())
    found = leads.export(data["email"], current_user.user_id)
    response = jsonify({"exported_at": utcnow().isoformat(timespec="seconds") + "Z", **found})
    response.headers["Content-Disposition"] = 'attachment; filename="data-export.json"'
    return response


@bp.post("/erase")
def erase():
    data = load_json(EraseSchema())
    try:
        counts = leads.erase(data["email"], current_user.user_id)
    except RedisError:
        raise ApiError(
            503,
            "Redis is not reachable, so job data can't be erased yet. Nothing was erased; "
            "try again when Redis is back.",
            "redis_unavailable",
        ) from None
    return jsonify({"erased": counts})
