"""POST /api/contact: the Contact page's form (spec 2.7, call 3)."""

from flask import Blueprint, current_app, request
from marshmallow import EXCLUDE, validate

from pipeline import contact
from pipeline.models.contact_message import ROLES
from web.api import fields
from web.api.accepted import accepted
from web.api.source import submission_source
from web.api.spam import FormTiming, spam_reason
from web.api.validation import load_json
from web.extensions import limiter

bp = Blueprint("contact", __name__, url_prefix="/api/contact")


class ContactSchema(FormTiming):
    class Meta:
        unknown = EXCLUDE

    name = fields.Text(max_length=200, required_message="Name is required")
    email = fields.Email()
    role = fields.Text(
        max_length=40,
        required_message="Please select your role",
        validate=validate.OneOf(list(ROLES), error="Please select your role"),
    )
    message = fields.Text(
        max_length=5000, required_message="Message is required", single_line=False
    )


@bp.post("")
@limiter.limit(lambda: current_app.config["SUBMISSION_RATE_LIMIT"])
def send_message():
    data = load_json(ContactSchema())
    payload = request.get_json(silent=True)
    receipt = contact.receive(data, submission_source(payload), spam_reason(payload))
    return accepted(receipt)
