"""The public booking API (issue 34, docs/booking.md): free times, booking a call, and what
a booking's signed link may do (see it, reschedule, cancel, download its invitation). The
same consent and anti-abuse rules as every form (web/api/forms.py): form token, honeypot,
the per-IP limit, name rules; a suspect booking is answered as a real one, booking nothing."""

from datetime import UTC, datetime

from flask import Blueprint, Response, jsonify, request
from marshmallow import EXCLUDE, Schema, validate

from pipeline import booking
from pipeline.models.contact_message import PLANS
from web.api import forms
from web.api.forms import FormTiming, load_json, spam_reason, submission_source
from web.api.public.booking_fields import BAD_PHONE, Instant, Phone, Zone, instant
from web.api.public.contact import BAD_FINDER_RUN, FINDER_RUN, UNKNOWN_PLAN
from web.api.visitor_text import CompanyName, PersonName
from web.errors import ApiError
from web.submission_limit import submission_limit

bp = Blueprint("booking", __name__, url_prefix="/api/booking")

NOT_FOUND = "This booking link is not valid, or the call is long past."


class BookingSchema(FormTiming):
    class Meta:
        unknown = EXCLUDE

    name = PersonName(required_message="Name is required")
    email = forms.Email()
    company = CompanyName(max_length=100, required_message="Company is required")
    message = forms.Text(
        max_length=2000,
        single_line=False,
        load_default=None,
        allow_none=True,
        metadata={"description": "What they would like to talk about: sent to sales only."},
    )
    phone = Phone(
        metadata={"description": "Required when the call is a phone call (event.meeting)."}
    )
    start = Instant(required=True, metadata={"description": "One of the free instants."})
    timezone = Zone(required=True, metadata={"description": "The visitor's IANA zone."})
    finder_run = forms.Text(
        max_length=36,
        load_default=None,
        allow_none=True,
        validate=validate.Regexp(FINDER_RUN, error=BAD_FINDER_RUN),
    )
    plan = forms.Text(
        max_length=20,
        load_default=None,
        allow_none=True,
        validate=validate.OneOf(list(PLANS), error=UNKNOWN_PLAN),
    )


class MoveSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    start = Instant(required=True)
    timezone = Zone(required=True)


BOOKING_SCHEMA = BookingSchema()
MOVE_SCHEMA = MoveSchema()


def taken_answer(exc: booking.SlotTaken):
    """409 with the nearest free times (sales' reschedule answers the same)."""
    body = {
        "error": {"code": "slot_taken", "message": booking.SLOT_TAKEN},
        "alternatives": [{"start": booking.iso(t)} for t in exc.alternatives],
    }
    return jsonify(body), 409


def _query_instant(name: str) -> datetime | None:
    value = request.args.get(name)
    if value is None or value == "":
        return None
    try:
        return instant(value)
    except Exception as exc:
        message = str(getattr(exc, "messages", [exc])[0])
        raise ApiError(400, message, "validation_error", {name: [message]}) from None


@bp.get("/slots")
def slots():
    now = datetime.now(UTC)
    span = booking.window(now, _query_instant("from"), _query_instant("to"))
    run = request.args.get("run") or None
    if run is not None and not FINDER_RUN.match(run):
        raise ApiError(400, BAD_FINDER_RUN, "validation_error", {"run": [BAD_FINDER_RUN]})
    times = booking.offered(booking.team_times(now, span), booking.owner_of(None, run))
    return jsonify(
        {
            "event": booking.current_event().as_json(),
            "business_timezone": booking.BUSINESS_TIMEZONE,
            "window": {"from": booking.iso(span.start), "to": booking.iso(span.end)},
            "slots": [{"start": booking.iso(t)} for t in times],
        }
    )


@bp.post("")
@submission_limit
def book():
    data = load_json(BOOKING_SCHEMA)
    if booking.current_event().meeting == booking.PHONE and not data.get("phone"):
        raise ApiError(400, forms.INVALID_FIELDS, "validation_error", {"phone": [BAD_PHONE]})
    payload = request.get_json(silent=True)
    wanted = booking.Request(
        name=data["name"], email=data["email"], company=data["company"], start=data["start"],
        zone=data["timezone"], message=data.get("message") or None, phone=data.get("phone"),
        finder_run=data.get("finder_run"), plan=data.get("plan"),
    )  # fmt: skip
    try:
        shown = booking.book(wanted, submission_source(payload), spam_reason(payload, "booking"))
    except booking.SlotTaken as exc:
        return taken_answer(exc)
    return jsonify({"booking": booking.booking_json(shown, datetime.now(UTC))}), 201


def _found(token: str):
    found = booking.find(token)
    if found is None:
        raise ApiError(404, NOT_FOUND, "not_found")
    return found


@bp.get("/manage/<token>")
def manage(token: str):
    _, shown = _found(token)
    return jsonify(booking.booking_json(shown, datetime.now(UTC)))


@bp.post("/manage/<token>/reschedule")
@submission_limit
def reschedule(token: str):
    row, shown = _found(token)
    data = load_json(MOVE_SCHEMA)
    try:
        moved = booking.reschedule(row, shown, data["start"], data["timezone"])
    except booking.TooSoon:
        raise ApiError(400, booking.TOO_SOON, "too_soon") from None
    except booking.SlotTaken as exc:
        return taken_answer(exc)
    return jsonify(booking.booking_json(moved, datetime.now(UTC)))


@bp.post("/manage/<token>/cancel")
@submission_limit
def cancel(token: str):
    row, shown = _found(token)
    try:
        cancelled = booking.cancel(row, shown)
    except booking.TooSoon:
        raise ApiError(400, booking.TOO_SOON, "too_soon") from None
    return jsonify(booking.booking_json(cancelled, datetime.now(UTC)))


@bp.get("/manage/<token>/invite.ics")
def invite(token: str):
    row, shown = _found(token)
    if row is None:  # a decoy's: the invitation it would have had
        body = booking.decoy_invitation(shown, booking.manage_url_of(shown))
    else:
        body = booking.invitation(row, booking.current_event(), booking.manage_url_of(shown))
    response = Response(body, mimetype="text/calendar")
    response.headers["Content-Disposition"] = 'attachment; filename="invite.ics"'
    return response
