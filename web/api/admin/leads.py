"""/api/admin/leads: the sales inbox (admin and sales). Every submission in one filtered,
paginated list; one lead in full with its emails and jobs; resend an email; mark a lead
handled (with a note for its history); the current filter as CSV; the tool finder's PDF
report. Stages and notes are lead_progress.py's."""

from datetime import date

from flask import Blueprint, Response, jsonify, request, stream_with_context
from flask_login import current_user
from marshmallow import EXCLUDE, Schema
from marshmallow import fields as ma_fields
from redis.exceptions import RedisError

from pipeline import leads, ops
from pipeline.models.db import utcnow
from pipeline.models.submission import STATUSES
from web.api import forms
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_leads", __name__, url_prefix="/api/admin/leads")
guard_blueprint(bp, "leads")
protect_blueprint(bp)

NOT_FOUND = "That lead no longer exists."
REASON_REQUIRED = "Say why this email must be sent past the recipient limit."
ADMINS_OVERRIDE = "Only an admin can send an email past the recipient limit."


def action_error(exc: leads.LeadActionError) -> ApiError:
    return ApiError(exc.status, exc.message, exc.code, exc.fields)


def redis_or_none():
    try:
        conn = ops.connection()
        conn.ping()
        return conn
    except RedisError:
        return None  # the detail still shows, with job states from the outbox rows


def lead_json(lead_id: str) -> dict:
    """The lead in full, as every action that changes it answers."""
    found = leads.lead_detail(lead_id, redis_or_none())
    if found is None:
        raise ApiError(404, NOT_FOUND, "not_found")
    return {"lead": found}


def _choice(name: str, choices, message: str) -> str | None:
    value = request.args.get(name, "").strip()
    if not value or value == "all":
        return None
    if value not in choices:
        raise ApiError(400, message, "validation_error", {name: [message]})
    return value


def _date(name: str) -> date | None:
    value = request.args.get(name, "").strip()
    if not value:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        message = "Enter a date as YYYY-MM-DD."
        raise ApiError(400, message, "validation_error", {name: [message]}) from None


def _owner() -> str | None:
    """ "me" (My leads), "none" (unassigned) or an account's id."""
    value = request.args.get("owner", "").strip()
    if not value or value == "all":
        return None
    if value == "me":
        return str(current_user.user_id)
    if value == "none" or (value.isdecimal() and len(value) < 10):
        return value
    message = "Choose an owner from the list."
    raise ApiError(400, message, "validation_error", {"owner": [message]})


def _score(name: str) -> int | None:
    value = request.args.get(name, "").strip()
    if not value:
        return None
    if value.isdecimal() and len(value) <= 3 and int(value) <= 100:
        return int(value)
    message = "Enter a score from 0 to 100."
    raise ApiError(400, message, "validation_error", {name: [message]})


def lead_filter() -> leads.LeadFilter:
    date_from, date_to = _date("from"), _date("to")
    if date_from and date_to and date_from > date_to:
        message = "The start date must be on or before the end date."
        raise ApiError(400, message, "validation_error", {"from": [message]})
    return leads.LeadFilter(
        kind=_choice("kind", leads.KIND_LABELS, "Choose a kind from the list."),
        status=_choice("status", STATUSES, "Choose a status from the list."),
        stage=_choice("stage", leads.STAGES, "Choose a stage from the list."),
        owner=_owner(),
        handled=_choice("handled", leads.HANDLED_CHOICES, "Choose handled or not handled."),
        date_from=date_from,
        date_to=date_to,
        q=request.args.get("q", "").strip()[:200] or None,
        spam=_choice("spam", leads.SPAM_CHOICES, "Choose how to show spam.") or "exclude",
        min_score=_score("min_score"),
        max_score=_score("max_score"),
    )


@bp.get("")
def list_leads():
    page = request.args.get("page", "1")
    # isdecimal, not isdigit: "²" is a digit that int() rejects.
    page = int(page) if page.isdecimal() and 0 < int(page) < 100_000 else 1
    return jsonify(leads.list_leads(lead_filter(), page))


@bp.get("/board")
def board():
    """The current filter as a column per stage, with counts and plan value."""
    return jsonify(leads.lead_board(lead_filter()))


@bp.get("/export.csv")
def export_csv():
    chunks = leads.export_csv(lead_filter())
    filename = f"leads-{utcnow():%Y%m%d-%H%M}.csv"
    return Response(
        stream_with_context(chunks),
        # UTF-8 with a byte-order mark (pipeline/leads/csv_export.py), said in the header too.
        content_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="{filename}"',
        },
    )


@bp.get("/<lead_id>")
def get_lead(lead_id: str):
    return jsonify(lead_json(lead_id[:36]))


class HandlingSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    handled = ma_fields.Boolean(
        required=True,
        error_messages={
            "required": "Say whether the lead is handled.",
            "invalid": "Say whether the lead is handled.",
        },  # fmt: skip
    )
    note = forms.Text(
        max_length=leads.NOTE_MAX, single_line=False, allow_none=True, load_default=None
    )


@bp.put("/<lead_id>/handling")
def set_handling(lead_id: str):
    data = load_json(HandlingSchema())
    try:
        leads.set_handled(lead_id[:36], data["handled"], data["note"], current_user.user_id)
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify(lead_json(lead_id[:36]))


class ResendSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    # Admins only: why this email must go past the recipient limit (on the audit log).
    override_reason = forms.Text(
        max_length=500, required_message=REASON_REQUIRED, required=False, load_default=None
    )


def _override_reason() -> str | None:
    if not request.get_data():
        return None  # a bare POST: a resend within the limit
    reason = load_json(ResendSchema())["override_reason"]
    if reason is not None and current_user.role != "admin":
        raise ApiError(403, ADMINS_OVERRIDE, "forbidden")
    return reason


@bp.post("/emails/<email_id>/resend")
def resend_email(email_id: str):
    reason = _override_reason()
    try:
        email = leads.resend(email_id[:36], current_user.user_id, reason, request.remote_addr)
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    return jsonify({"email": leads.email_json(email)}), 202


@bp.get("/<lead_id>/report.pdf")
def report(lead_id: str):
    """The finder PDF as emailed (stored copy), or ?fresh=1 to regenerate it from the
    stored recommendations with the finder's report code."""
    lead_id = lead_id[:36]
    fresh = request.args.get("fresh") == "1"
    pdf = leads.regenerate_report(lead_id) if fresh else leads.stored_report(lead_id)
    if pdf is None:
        message = (
            "This lead has no recommendations to build a report from."
            if fresh
            else "No report was emailed for this lead. Try regenerating it."
        )
        raise ApiError(404, message, "not_found")
    return Response(
        pdf,
        mimetype="application/pdf",
        headers={
            "Content-Disposition": f'inline; filename="ai-tool-recommendations-{lead_id[:8]}.pdf"',
        },
    )
