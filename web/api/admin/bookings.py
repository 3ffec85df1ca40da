"""/api/admin/bookings/<id>/…: what sales do to a discovery call from the lead's page (issue
34): the times it could move to, move it, cancel it, and mark a call that has started
attended or a no-show. Area "booking": admins every call, sales the calls booked with them
(another's answers 403). The visitor and the salesperson are emailed, and their invitations
updated, as when the visitor changes the call by their link (pipeline/booking/manage.py).
Each answers with the call as the lead page shows it."""

from contextlib import contextmanager

from flask import Blueprint, jsonify
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, validate
from marshmallow import fields as ma_fields

from pipeline import booking, leads
from pipeline.models.booking import OUTCOMES
from web.api.admin.leads import action_error
from web.api.forms import load_json
from web.api.public.booking import taken_answer
from web.api.public.booking_fields import Instant
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_bookings", __name__, url_prefix="/api/admin/bookings")
guard_blueprint(bp, "booking")
protect_blueprint(bp)

OUTCOME_MESSAGE = leads.CALL_OUTCOME_MESSAGE
START_MESSAGE = "Choose one of the free times."


class MoveSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    start = Instant(
        required=True,
        error_messages={"required": START_MESSAGE},
        metadata={"description": "One of GET …/times' instants (UTC)."},
    )


class OutcomeSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    outcome = ma_fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(OUTCOMES, error=OUTCOME_MESSAGE),
        error_messages={"required": OUTCOME_MESSAGE, "invalid": OUTCOME_MESSAGE},
        metadata={"description": "attended, no_show, or null to clear it"},
    )


def _who() -> tuple[int, bool]:
    return current_user.user_id, current_user.role == "admin"


def _call_json(booking_id: str):
    found = leads.call_detail(booking_id[:36])
    if found is None:  # erased meanwhile
        raise ApiError(404, "That call no longer exists.", "not_found")
    return jsonify({"call": found})


@contextmanager
def _refusals():
    """The pipeline's refusals as the API's errors (a taken time is answered by the view)."""
    try:
        yield
    except leads.LeadActionError as exc:
        raise action_error(exc) from None
    except booking.TooSoon as exc:
        raise ApiError(400, str(exc), "too_soon") from None


@bp.get("/<booking_id>/times")
def times(booking_id: str):
    with _refusals():
        free = leads.call_times(booking_id, *_who())
    return jsonify(
        {
            "business_timezone": booking.BUSINESS_TIMEZONE,
            "slots": [{"start": booking.iso(t)} for t in free],
        }
    )


@bp.post("/<booking_id>/reschedule")
def reschedule(booking_id: str):
    data = load_json(MoveSchema())
    try:
        with _refusals():
            leads.reschedule_call(booking_id, data["start"], *_who())
    except booking.SlotTaken as exc:
        return taken_answer(exc)
    return _call_json(booking_id)


@bp.post("/<booking_id>/cancel")
def cancel(booking_id: str):
    with _refusals():
        leads.cancel_call(booking_id, *_who())
    return _call_json(booking_id)


@bp.post("/<booking_id>/outcome")
def outcome(booking_id: str):
    data = load_json(OutcomeSchema())
    with _refusals():
        leads.set_call_outcome(booking_id, data["outcome"], *_who())
    return _call_json(booking_id)
