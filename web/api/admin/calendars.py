"""/api/admin/availability/<user_id>/calendar (issue 34): a salesperson's own calendar,
connected (a CalDAV account or a private ICS feed), replaced, disconnected or read again
now. Area "booking" like the rest of /admin/availability: admins everyone's, sales only
their own. The password and the feed's address go in and never come back out."""

from datetime import UTC, datetime

from flask import Blueprint, jsonify
from marshmallow import EXCLUDE, Schema, ValidationError, validate
from marshmallow import fields as ma_fields

from pipeline import calendars
from pipeline.models.db import db
from web.api import forms
from web.api.admin.availability import _person as check_person
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_calendars", __name__, url_prefix="/api/admin/availability")
guard_blueprint(bp, "booking")
protect_blueprint(bp)

NOT_CONNECTED = "No calendar is connected for this person."
KIND_MESSAGE = "Choose a CalDAV account or an ICS feed."
PASSWORD_MAX = 500


class Password(ma_fields.String):
    """An app password as pasted: outer spaces dropped, nothing else changed."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str):
            raise ValidationError("Must be text.")
        value = value.strip()
        if len(value) > PASSWORD_MAX:
            raise ValidationError(f"The password must be at most {PASSWORD_MAX} characters.")
        if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
            raise ValidationError("The password can't contain control characters.")
        return value


class CalendarSchema(Schema):
    """A calendar to connect. CalDAV: the server's (or the calendar's) address, the user
    name and an app password (left out on an edit: the saved one stays). ICS: the feed's
    private address only."""

    class Meta:
        unknown = EXCLUDE

    kind = ma_fields.String(
        required=True,
        validate=validate.OneOf(["caldav", "ics"], error=KIND_MESSAGE),
        error_messages={"required": KIND_MESSAGE, "null": KIND_MESSAGE},
    )
    url = forms.Text(max_length=calendars.URL_MAX, required_message="Enter the calendar's address.")
    username = forms.Text(max_length=200, load_default=None, allow_none=True)
    password = Password(load_default=None, allow_none=True)


def _answer(user_id: int, status: int = 200):
    panel = calendars.panel([user_id], datetime.now(UTC))[user_id]
    return jsonify(panel), status


@bp.put("/<int(max=2147483647):user_id>/calendar")
def connect(user_id: int):
    check_person(user_id)
    data = load_json(CalendarSchema())
    try:
        calendars.save(user_id, data["kind"], data["url"], data["username"], data["password"])
    except calendars.CalendarError as exc:
        db.session.rollback()
        raise ApiError(exc.status, exc.message, exc.code, exc.fields) from None
    db.session.commit()
    calendars.request_refresh(user_id)  # Redis down: the worker's timer reads it
    return _answer(user_id)


@bp.delete("/<int(max=2147483647):user_id>/calendar")
def disconnect(user_id: int):
    check_person(user_id)
    if not calendars.remove(user_id):
        raise ApiError(404, NOT_CONNECTED, "not_found")
    db.session.commit()
    return "", 204


@bp.post("/<int(max=2147483647):user_id>/calendar/refresh")
def refresh(user_id: int):
    check_person(user_id)
    if not calendars.mark_refresh(user_id):
        raise ApiError(404, NOT_CONNECTED, "not_found")
    db.session.commit()
    calendars.request_refresh(user_id)
    return _answer(user_id, 202)
