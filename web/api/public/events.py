"""POST /api/events: the public pages' cookieless funnel events (issue 27, docs/analytics.md).

The page sends each step once (navigator.sendBeacon, or fetch with keepalive) as JSON, with
Content-Type application/json or text/plain (what sendBeacon gives a string body). Answers:
- 204, no body, when the event is counted or deliberately dropped: the browser asks not to
  be tracked (Sec-GPC: 1 or DNT: 1), the user agent is a bot's, the page's flow already sent
  this step, or Redis is down (analytics are best-effort). Never which: a bot learns nothing.
- 403 for a request not sent by one of the site's own pages (web/same_origin.py: Origin /
  Sec-Fetch-Site), before anything is read.
- 400 with the fields' messages for anything else, a path that is not one of the site's pages
  (web/site_paths.py) or that carries an address, phone number or id among them; nothing of
  it is stored.
- 429 over EVENTS_RATE_LIMIT, counted per client as the forms are (web/submission_limit.py:
  the same fixed window and keys), under a keyed hash of the client's address
  (web/client_key.hashed_client_key). Every request spends the allowance, whatever its
  answer; an event to count spends it in the same Redis script that counts it.

Nothing here stores or logs the address, the user agent or the flow id: pipeline/analytics
gets the cleaned dimensions, and the flow id only to be hashed into a de-duplication mark."""

import logging
import time

from flask import Blueprint, Response, current_app, request
from marshmallow import RAISE, Schema, ValidationError, validate, validates_schema
from redis.exceptions import RedisError

from pipeline import analytics
from web.api import forms
from web.api.forms import load_json
from web.client_key import hashed_client_key
from web.errors import ApiError
from web.same_origin import from_own_pages
from web.site_paths import is_site_page
from web.submission_limit import (
    SubmissionLimitExceeded,
    allowances,
    check,
    spends_own_allowance,
)

bp = Blueprint("events", __name__, url_prefix="/api")
log = logging.getLogger(__name__)

BODY_TYPES = ("application/json", "text/plain")
NOT_JSON = "Send the event as a JSON object (Content-Type application/json or text/plain)."
INVALID = "This event is not valid: see the fields' messages. It was not counted."
NOT_OURS = "Events are accepted from this site's own pages only."
NOT_A_PAGE = "Must be the path of one of this site's pages."
FLOW_ID_TEXT = (
    "The page's random id, kept in its memory only: each step of one flow is counted once. "
    "Never stored: only a hash of it, with the step, for two hours."
)
# Raw lengths before cleaning: a path may arrive with a long query string, which is cut off.
RAW_MAX = 2000


def _one_of(choices: tuple[str, ...]) -> validate.OneOf:
    return validate.OneOf(choices, error=f"Must be one of: {', '.join(choices)}.")


class Cleaned(forms.Text):
    """Text turned into what is counted by one of pipeline/analytics' cleaners."""

    def __init__(self, clean, **kwargs):
        self.clean = clean
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            return self.clean(text)
        except analytics.InvalidEvent as exc:
            raise ValidationError(str(exc)) from None


def _site_page(path: str) -> None:
    if not is_site_page(path):
        raise ValidationError(NOT_A_PAGE)


def _required(name: str) -> str:
    return f"{name} is required."


class EventSchema(Schema):
    """One funnel step. Every field is a string; a field not listed here is refused."""

    class Meta:
        unknown = RAISE

    flow = forms.Text(
        max_length=20, required_message=_required("flow"), validate=_one_of(analytics.FLOWS)
    )
    step = forms.Text(
        max_length=20, required_message=_required("step"), validate=_one_of(analytics.STEPS)
    )
    question = forms.Text(
        max_length=2,
        load_default="",
        validate=validate.OneOf(("", *analytics.QUESTIONS), error="Must be 1 to 5."),
        metadata={"description": "The quiz question answered, 1-5: only with step 'answer'."},
    )
    path = Cleaned(
        analytics.clean_path,
        max_length=RAW_MAX,
        required_message=_required("path"),
        validate=_site_page,
        metadata={
            "description": "The path of one of the site's pages (a blog post's while it is "
            "published); a query string or fragment is dropped. Never an address, phone "
            "number or id."
        },
    )
    referrer = Cleaned(
        analytics.referrer_host,
        max_length=RAW_MAX,
        load_default="",
        metadata={"description": "The referring site's host name, or empty for none."},
    )
    utm_source = Cleaned(analytics.utm_value, max_length=100, data_key="utmSource", load_default="")
    utm_medium = Cleaned(analytics.utm_value, max_length=100, data_key="utmMedium", load_default="")
    utm_campaign = Cleaned(
        analytics.utm_value, max_length=100, data_key="utmCampaign", load_default=""
    )
    device = forms.Text(
        max_length=10, required_message=_required("device"), validate=_one_of(analytics.DEVICES)
    )
    flow_id = forms.Text(
        max_length=32,
        data_key="flowId",
        required_message=_required("flowId"),
        validate=validate.Regexp(
            analytics.FLOW_ID, error="Must be 16 to 32 letters, digits, '-' or '_'."
        ),
        metadata={"description": FLOW_ID_TEXT},
    )

    @validates_schema
    def _question_fits_step(self, data, **kwargs):
        try:
            analytics.check_question(data["flow"], data["step"], data["question"])
        except analytics.InvalidEvent as exc:
            raise ValidationError(str(exc), "question") from None

    @validates_schema
    def _step_fits_flow(self, data, **kwargs):
        try:
            analytics.check_step(data["flow"], data["step"])
        except analytics.InvalidEvent as exc:
            raise ValidationError(str(exc), "step") from None


SCHEMA = EventSchema()


def _declined() -> bool:
    """The browser asks not to be tracked: Global Privacy Control, or Do Not Track."""
    headers = request.headers
    return headers.get("Sec-GPC", "").strip() == "1" or headers.get("DNT", "").strip() == "1"


LIMIT = "EVENTS_RATE_LIMIT"
_redis_warned_at = 0.0


def _count(data: dict) -> None:
    global _redis_warned_at
    # A page's own site is no referrer; the pages send "", this catches one that doesn't.
    own_site = data["referrer"] == analytics.referrer_host(request.host)
    event = analytics.Event(
        data["flow"],
        data["step"],
        data["question"],
        data["path"],
        "" if own_site else data["referrer"],
        data["utm_source"],
        data["utm_medium"],
        data["utm_campaign"],
        data["device"],
    )
    spend = allowances(LIMIT, hashed_client_key)
    if spend is None:  # a limiter this script can't spend from: the usual check first
        check(LIMIT, hashed_client_key)
        spend = []
    try:
        analytics.count(event, data["flow_id"], spend)
    except analytics.OverAllowance as over:
        raise SubmissionLimitExceeded(over.retry_after) from None
    except RedisError as exc:
        # Best-effort: the event is lost, the visitor's page is not told (and, as with the
        # forms' limit, Redis down lets the request through). One line a minute per
        # process, not one per event.
        if time.monotonic() - _redis_warned_at > 60:
            _redis_warned_at = time.monotonic()
            log.warning("funnel events not counted: Redis unavailable (%s)", exc)


def _no_content() -> Response:
    return Response(status=204)


@bp.post("/events")
@spends_own_allowance
def receive():
    if not from_own_pages(request.headers, current_app.config["SITE_URL"]):
        check(LIMIT, hashed_client_key)
        raise ApiError(403, NOT_OURS, "forbidden")
    if _declined():
        check(LIMIT, hashed_client_key)
        return _no_content()  # not read, let alone counted
    try:
        if request.mimetype not in BODY_TYPES:
            raise ApiError(400, NOT_JSON, "bad_request")
        data = load_json(SCHEMA, any_type=True, invalid=INVALID)
    except ApiError:
        check(LIMIT, hashed_client_key)  # over the limit, a bad event is a 429 too
        raise
    if analytics.is_bot(request.headers.get("User-Agent")):
        check(LIMIT, hashed_client_key)
    else:
        _count(data)
    return _no_content()
