"""Follow-ups (admin and sales): a lead's next action with its due date, and each user's
own setting for the daily digest of new leads and overdue follow-ups."""

from flask import Blueprint, jsonify
from flask_login import current_user
from marshmallow import EXCLUDE, Schema
from marshmallow import fields as ma_fields

from pipeline import leads
from web.api import forms
from web.api.admin.leads import action_error, lead_json
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.roles import guard_blueprint

bp = Blueprint("admin_follow_ups", __name__)
guard_blueprint(bp, "sales_pipeline")
protect_blueprint(bp)

DUE_MESSAGE = "Enter the due date as YYYY-MM-DD."
DIGEST_MESSAGE = "Say whether you want the daily digest."


class FollowUpSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    next_action = forms.Text(max_length=200, allow_none=True, load_default=None)
    due = ma_fields.Date(
        allow_none=True, load_default=None, error_messages={"invalid": DUE_MESSAGE}
    )


class DigestSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    # true or false only: not "yes", "1" or "on".
    daily_digest = ma_fields.Boolean(
        required=True,
        truthy={True},
        falsy={False},
        error_messages={"required": DIGEST_MESSAGE, "invalid": DIGEST_MESSAGE},
    )


@bp.put("/api/admin/leads/<lead_id>/follow-up")
def set_follow_up(lead_id: str):
    """Both fields set it; both null (or empty) clear it."""
    data = load_json(FollowUpSchema())
    try:
        leads.set_follow_up(lead_id[:36], data["next_action"], data["due"], current_user.user_id)
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify(lead_json(lead_id[:36]))


@bp.get("/api/admin/follow-ups/digest")
def get_digest():
    return jsonify({"daily_digest": leads.wants_digest(current_user.user_id)})


@bp.put("/api/admin/follow-ups/digest")
def set_digest():
    data = load_json(DigestSchema())
    on = leads.set_wants_digest(current_user.user_id, data["daily_digest"])
    return jsonify({"daily_digest": on})
