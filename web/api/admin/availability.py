"""/api/admin/availability (issue 34): each sales account's discovery-call hours, overrides
and a preview of their free times as visitors see them. Area "booking": admins see and
change everyone's, sales only their own (another's answers 403; an unknown id 404)."""

from flask import Blueprint, jsonify, request
from flask_login import current_user

from pipeline import booking
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_availability", __name__, url_prefix="/api/admin/availability")
guard_blueprint(bp, "booking")
protect_blueprint(bp)

NOT_SALES = "No sales account has that id."
NOT_YOURS = "You can change only your own availability."
NO_OVERRIDE = "That date change does not exist."


def _own_only() -> bool:
    return current_user.role != "admin"


# Ids are 32-bit: a larger one (which Flask's int converter takes) is no row of ours.
LARGEST_ID = 2**31 - 1


def _person(user_id: int) -> None:
    """404 for an id that is no sales account, 403 for a salesperson's colleague."""
    if user_id > LARGEST_ID or not booking.is_sales(user_id):
        raise ApiError(404, NOT_SALES, "not_found")
    if _own_only() and user_id != current_user.user_id:
        raise ApiError(403, NOT_YOURS, "forbidden")


def _body() -> dict:
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise ApiError(400, "Request body must be a JSON object.", "bad_request")
    return data


def _invalid(exc: booking.RulesError) -> ApiError:
    return ApiError(400, str(exc), "validation_error")


@bp.get("")
def people():
    user_id = current_user.user_id if _own_only() else None
    return jsonify({"people": booking.people(user_id)})


@bp.put("/<int:user_id>")
def update(user_id: int):
    _person(user_id)
    try:
        saved = booking.update(user_id, _body())
    except booking.RulesError as exc:
        raise _invalid(exc) from None
    return jsonify({"availability": saved})


@bp.post("/<int:user_id>/overrides")
def add_override(user_id: int):
    _person(user_id)
    try:
        saved = booking.set_override(user_id, _body())
    except booking.RulesError as exc:
        raise _invalid(exc) from None
    return jsonify({"override": saved}), 201


@bp.delete("/<int:user_id>/overrides/<int:override_id>")
def delete_override(user_id: int, override_id: int):
    _person(user_id)
    if override_id > LARGEST_ID or not booking.delete_override(user_id, override_id):
        raise ApiError(404, NO_OVERRIDE, "not_found")
    return "", 204


@bp.get("/<int:user_id>/preview")
def preview(user_id: int):
    _person(user_id)
    call = booking.current_event()
    slots = booking.preview(user_id)
    return jsonify(
        {
            "event": call.as_json(),
            "business_timezone": booking.BUSINESS_TIMEZONE,
            "slots": [{"start": start} for start in slots],
        }
    )
