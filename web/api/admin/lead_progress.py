"""/api/admin/leads/<id>/…: moving a lead through the sales pipeline (admin and sales):
its stage (lost with a reason), its owner (someone in sales, emailed a link) and notes
added to its history. Each answers with the lead
in full, timeline included."""

from flask import Blueprint, jsonify
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, validate
from marshmallow import fields as ma_fields

from pipeline import leads
from web.api import forms
from web.api.admin.leads import action_error, lead_json
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.roles import guard_blueprint

bp = Blueprint("admin_lead_progress", __name__, url_prefix="/api/admin/leads")
guard_blueprint(bp, "sales_pipeline")
protect_blueprint(bp)

STAGE_MESSAGE = "Choose a stage from the list."
OWNER_MESSAGE = "Choose someone from the sales team, or nobody."


class StageSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    stage = ma_fields.String(
        required=True, error_messages={"required": STAGE_MESSAGE, "invalid": STAGE_MESSAGE}
    )
    # Checked against the list by pipeline/leads/stages.py, which knows when it is needed.
    lost_reason = ma_fields.String(allow_none=True, load_default=None)
    lost_detail = forms.Text(
        max_length=leads.LOST_DETAIL_MAX, single_line=False, allow_none=True, load_default=None
    )


class OwnerSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    owner_id = ma_fields.Integer(
        required=True,
        allow_none=True,
        strict=True,
        validate=validate.Range(min=1, max=2_147_483_647, error=OWNER_MESSAGE),
        error_messages={"required": OWNER_MESSAGE, "invalid": OWNER_MESSAGE},
    )


class NoteSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    body = forms.Text(
        max_length=leads.NOTE_MAX, single_line=False, required_message="Write the note first."
    )


@bp.put("/<lead_id>/stage")
def set_stage(lead_id: str):
    data = load_json(StageSchema())
    try:
        leads.set_stage(lead_id[:36], data["stage"], current_user.user_id,
                        data["lost_reason"], data["lost_detail"])  # fmt: skip
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify(lead_json(lead_id[:36]))


@bp.get("/owners")
def owners():
    """Who a lead can be assigned to: the sales team."""
    return jsonify({"owners": leads.sales_users()})


@bp.put("/<lead_id>/owner")
def set_owner(lead_id: str):
    data = load_json(OwnerSchema())
    try:
        leads.assign(lead_id[:36], data["owner_id"], current_user.user_id)
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify(lead_json(lead_id[:36]))


@bp.post("/<lead_id>/notes")
def add_note(lead_id: str):
    data = load_json(NoteSchema())
    try:
        leads.add_note(lead_id[:36], data["body"], current_user.user_id)
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify(lead_json(lead_id[:36])), 201
