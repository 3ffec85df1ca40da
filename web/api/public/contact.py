"""POST /api/contact: the Contact page's form (spec 2.7, call 3)."""

import re

from flask import Blueprint, request
from marshmallow import EXCLUDE, validate

from pipeline import contact
from pipeline.models.contact_message import PLANS, ROLES
from web.api import forms
from web.api.forms import FormTiming, accepted, load_json, spam_reason, submission_source
from web.api.visitor_text import PersonName
from web.submission_limit import submission_limit

bp = Blueprint("contact", __name__, url_prefix="/api/contact")

# A plan key only ever comes from the site's own links, so anything else is a forged or
# stale value: refused like a made-up role, with the keys that are accepted.
UNKNOWN_PLAN = f"Unknown plan: send one of {', '.join(PLANS)}, or leave it out."
# A finder run id is a submission id (pipeline.models.db.new_id: a lower-case UUID), the
# token in the finder results' address.
FINDER_RUN = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\Z")
BAD_FINDER_RUN = "Unknown finder run: send the run id from the results' link, or leave it out."


class ContactSchema(FormTiming):
    class Meta:
        unknown = EXCLUDE

    name = PersonName(required_message="Name is required")
    email = forms.Email()
    role = forms.Text(
        max_length=40,
        required_message="Please select your role",
        validate=validate.OneOf(list(ROLES), error="Please select your role"),
    )
    message = forms.Text(max_length=5000, required_message="Message is required", single_line=False)
    plan = forms.Text(
        max_length=20,
        load_default=None,
        allow_none=True,
        validate=validate.OneOf(list(PLANS), error=UNKNOWN_PLAN),
        metadata={
            "description": "The done-for-you plan the message is about, when the visitor "
            "came from a plan page or the plan quiz's result (/contact?plan=<key>). "
            "Omit it, or send null, for none."
        },
    )
    finder_run = forms.Text(
        max_length=36,
        load_default=None,
        allow_none=True,
        validate=validate.Regexp(FINDER_RUN, error=BAD_FINDER_RUN),
        metadata={
            "description": "The AI Tool Finder run whose results the visitor came from (the "
            "results' 'Book a Free Discovery Call' link, /contact?finder=<id>): its id, a "
            "lower-case UUID. Stored with the message for sales; omit it, or send null, "
            "for none."
        },
    )


# Built once: loading keeps no state on the schema, and building one costs ~30 us.
CONTACT_SCHEMA = ContactSchema()


@bp.post("")
@submission_limit
def send_message():
    data = load_json(CONTACT_SCHEMA)
    payload = request.get_json(silent=True)
    receipt = contact.receive(data, submission_source(payload), spam_reason(payload, "contact"))
    return accepted(receipt)
