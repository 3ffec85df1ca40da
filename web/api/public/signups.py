"""The three sign-up forms (spec 2.5 early access, 2.6/2.8 newsletter, 2.13 guide, calls
1-2): POST /api/guide, /api/early-access, /api/newsletter, plus the newsletter's double
opt-in confirmation. Each validates its own fields, then hands over to the one intake
function, pipeline.signups.subscribe.receive."""

from flask import Blueprint, jsonify, request
from marshmallow import EXCLUDE, Schema, validate
from marshmallow import fields as mm

from pipeline import signups
from web.api import forms
from web.api.forms import FormTiming, accepted, load_json, spam_reason, submission_source
from web.api.visitor_text import PersonName
from web.errors import ApiError
from web.submission_limit import submission_limit

bp = Blueprint("signups", __name__, url_prefix="/api")

STALE_FORM = "This form is out of date. Please refresh the page and try again."
TAG = validate.Regexp(r"^[a-z0-9][a-z0-9-]{0,39}$", error="Tags are lower-case words and dashes.")


class ConsentSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    error_messages = {"type": STALE_FORM}

    version = forms.Text(max_length=40, required_message=STALE_FORM)
    # What the browser showed. We store our own copy of the version's text instead.
    wording = forms.Text(max_length=2000, single_line=False, load_default="")


class SignupSchema(FormTiming):
    class Meta:
        unknown = EXCLUDE

    email = forms.Email()
    tags = mm.List(
        forms.Text(max_length=40, validate=TAG),
        load_default=list,
        validate=validate.Length(max=5, error="At most 5 tags."),
    )
    consent = mm.Nested(
        ConsentSchema,
        required=True,
        error_messages={"required": STALE_FORM, "null": STALE_FORM, "type": STALE_FORM},
    )


class GuideSchema(SignupSchema):
    first_name = PersonName(required_message="Name is required")


class NewsletterSchema(SignupSchema):
    first_name = PersonName(load_default="")


SCHEMAS = {"guide": GuideSchema, "early_access": SignupSchema, "newsletter": NewsletterSchema}


def _sign_up(list_name: str):
    data = load_json(SCHEMAS[list_name]())
    payload = request.get_json(silent=True)
    try:
        receipt = signups.receive(
            list_name,
            data,
            data["consent"]["version"],
            submission_source(payload),
            spam_reason(payload, list_name.replace("_", "-")),
        )
    except signups.UnknownConsentVersion:
        raise ApiError(400, STALE_FORM, "validation_error", {"consent": [STALE_FORM]}) from None
    # New, listed and caught alike: 202 (issue 33), the owner of a listed address is mailed.
    return accepted(receipt)


@bp.post("/guide")
@submission_limit
def request_guide():
    return _sign_up("guide")


@bp.post("/early-access")
@submission_limit
def join_early_access():
    return _sign_up("early_access")


@bp.post("/newsletter")
@submission_limit
def subscribe_newsletter():
    return _sign_up("newsletter")


class TokenSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    token = forms.Text(max_length=200, required_message="The link is missing its token.")


@bp.post("/newsletter/confirm")
@submission_limit
def confirm_newsletter():
    # A POST from the confirmation page's button: link scanners that GET can't confirm.
    token = load_json(TokenSchema())["token"]
    try:
        signup = signups.confirm(signups.read_token("confirm", token))
    except signups.InvalidToken as exc:
        signup = None
        if exc.expired:
            raise ApiError(
                410,
                "This confirmation link has expired. Please sign up again to get a new one.",
                "expired",
            ) from None
    if signup is None:
        raise ApiError(
            400, "This confirmation link is not valid. Please sign up again.", "invalid_token"
        )
    return jsonify({"status": "subscribed"})
