"""POST /api/contact: the Contact page's form (spec 2.7, call 3)."""

from flask import Blueprint, current_app, request
from marshmallow import EXCLUDE, validate

from pipeline import contact
from pipeline.models.contact_message import ROLES
from web.api import forms
from web.api.forms import FormTiming, accepted, load_json, spam_reason, submission_source
from web.extensions import limiter

bp = Blueprint("contact", __name__, url_prefix="/api/contact")


class ContactSchema(FormTiming):
    class Meta:
        unknown = EXCLUDE

    name = forms.Text(max_length=200, required_message="Name is required")
    email = forms.Email()
    role = forms.Text(
        max_length=40,
        required_message="Please select your role",
        validate=validate.OneOf(list(ROLES), error="Please select your role"),
    )
    message = forms.Text(max_length=5000, required_message="Message is required", single_line=False)


@bp.post("")
@limiter.limit(lambda: current_app.config["SUBMISSION_RATE_LIMIT"])
def send_message():
    data = load_json(ContactSchema())
    payload = request.get_json(silent=True)
    receipt = contact.receive(data, submission_source(payload), spam_reason(payload))
    return accepted(receipt)
