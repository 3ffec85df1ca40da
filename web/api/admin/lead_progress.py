"""/api/admin/leads/<id>/…: moving a lead through the sales pipeline (admin and sales):
its stage (lost with a reason) and notes added to its history. Each answers with the lead
in full, timeline included."""

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

bp = Blueprint("admin_lead_progress", __name__, url_prefix="/api/admin/leads")
guard_blueprint(bp, "sales_pipeline")
protect_blueprint(bp)

STAGE_MESSAGE = "Choose a stage from the list."


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


@bp.post("/<lead_id>/notes")
def add_note(lead_id: str):
    data = load_json(NoteSchema())
    try:
        leads.add_note(lead_id[:36], data["body"], current_user.user_id)
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify(lead_json(lead_id[:36])), 201
