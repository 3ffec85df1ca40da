"""The AI Tool Finder's API (spec 2.9, 5): POST /api/finder queues a run and answers 202;
GET /api/finder/<token> is its status and, once the check passed, its results. The token is
the submission's unguessable id, so holding it is what grants access to the results.

POST /api/finder/sector-reading is the finder's reading of a visitor's sector from the company
name and current tools typed so far (issue 26): the form pre-selects it in "What kind of
business are you?". The page keeps no copy of the rules: this is the job's own function.
A POST, so the company name never lands in a query string (and so in access logs); nothing
is stored, and the answer is never cached.

GET ?wait=<status>:<stage> (what the browser shows, see finder.progress_key) waits up to
WAIT_SECONDS for the run to move past it, so the browser hears of the results the moment
they are in without polling fast (issue 20). Each wait holds one of the process's threads,
so at most FINDER_STATUS_WAITS wait at once; any other request answers at once, and the
browser asks again a little later, as it polls without waiting."""

import threading

from flask import Blueprint, current_app, jsonify, request, url_for
from marshmallow import EXCLUDE, Schema, ValidationError, validate
from marshmallow import fields as ma_fields

from pipeline import finder
from pipeline.finder import (
    BUSINESS_GOAL_IDS,
    COMPANY_SIZE_IDS,
    MAIN_CHALLENGE_IDS,
    SECTOR_IDS,
    SECTOR_SELECT_LABELS,
)
from web.api import forms
from web.api.forms import FormTiming, accepted, load_json, spam_reason, submission_source
from web.api.visitor_text import CompanyName, PersonName
from web.errors import ApiError
from web.submission_limit import limited_by, submission_limit

bp = Blueprint("finder", __name__, url_prefix="/api/finder")

COMPANY_SIZE_MESSAGE = "Please select your company size"
GOAL_MESSAGE = "Please select at least one business goal"
CHALLENGE_MESSAGE = "Please select at least one main challenge"
SECTOR_MESSAGE = "Please choose one of the kinds of business shown, or leave it empty."
SECTOR_RULE = (
    'The visitor\'s answer to "What kind of business are you?" (optional): one of the '
    "sector ids, 'general' meaning \"Something else\". It is used instead of the sector the "
    "finder would read from companyName and currentTools; leave it out to have it read."
)
COMPANY_NAME_MAX = 200
CURRENT_TOOLS_MAX = 1000
WAIT_SECONDS = 5.0
WAIT_PARAM_MAX = 40
WAITS = "finder_status_waits"


@bp.record_once
def _count_waits(state) -> None:
    # Per app (and so per web process): how many status requests may be waiting at once.
    state.app.extensions[WAITS] = threading.BoundedSemaphore(
        state.app.config["FINDER_STATUS_WAITS"]
    )


class OptionList(ma_fields.Field):
    """A non-empty list of known option ids, de-duplicated in the order given."""

    def __init__(self, *, ids: tuple[str, ...], message: str, **kwargs):
        self.ids = ids
        self.message = message
        kwargs.setdefault("required", True)
        kwargs.setdefault("error_messages", {"required": message, "null": message})
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, list) or not value:
            raise ValidationError(self.message)
        if len(value) > len(self.ids) * 2 or not all(isinstance(v, str) for v in value):
            raise ValidationError(self.message)
        unknown = [v for v in value if v not in self.ids]
        if unknown:
            raise ValidationError("Please choose from the options shown.")
        return list(dict.fromkeys(value))


class FinderSchema(FormTiming):
    class Meta:
        unknown = EXCLUDE

    firstName = PersonName(required_message="First name is required")  # noqa: N815
    email = forms.Email()
    companyName = CompanyName(  # noqa: N815
        max_length=COMPANY_NAME_MAX, required_message="Company name is required"
    )
    companySize = forms.Text(  # noqa: N815
        max_length=20,
        required_message=COMPANY_SIZE_MESSAGE,
        validate=validate.OneOf(COMPANY_SIZE_IDS, error=COMPANY_SIZE_MESSAGE),
    )
    businessGoal = OptionList(ids=BUSINESS_GOAL_IDS, message=GOAL_MESSAGE)  # noqa: N815
    mainChallenge = OptionList(ids=MAIN_CHALLENGE_IDS, message=CHALLENGE_MESSAGE)  # noqa: N815
    currentTools = forms.Text(  # noqa: N815
        max_length=CURRENT_TOOLS_MAX, single_line=False, required=False, allow_none=True
    )
    sector = forms.Choice(
        ids=SECTOR_IDS, message=SECTOR_MESSAGE, metadata={"description": SECTOR_RULE}
    )


class SectorReadingSchema(Schema):
    """What the reading reads: the two finder answers it uses, as far as they are typed. The
    limits are the submission's; the name rules are not, as nothing here is kept or mailed."""

    class Meta:
        unknown = EXCLUDE

    companyName = forms.Text(max_length=COMPANY_NAME_MAX, allow_none=True, load_default=None)  # noqa: N815
    currentTools = forms.Text(  # noqa: N815
        max_length=CURRENT_TOOLS_MAX, single_line=False, allow_none=True, load_default=None
    )


@bp.post("")
@submission_limit
def submit():
    data = load_json(FinderSchema())
    payload = request.get_json(silent=True)
    receipt = finder.receive(data, submission_source(payload), spam_reason(payload, "finder"))
    return accepted(receipt, url_for("finder.status", token=receipt.id))


@bp.post("/sector-reading")
@limited_by("FINDER_READING_RATE_LIMIT")
def sector_reading():
    data = load_json(SectorReadingSchema())
    sector = finder.infer_sector(data["companyName"] or "", data["currentTools"])
    response = jsonify({"sector": sector, "label": SECTOR_SELECT_LABELS[sector]})
    # A reading of what one visitor typed: no shared cache or browser keeps it.
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/<token>")
def status(token: str):
    shown = request.args.get("wait", "")[:WAIT_PARAM_MAX]
    waits = current_app.extensions[WAITS]
    if shown and waits.acquire(blocking=False):
        try:
            answer = finder.status_after(token[:36], shown, WAIT_SECONDS)
        finally:
            waits.release()
    else:
        answer = finder.run_status(token[:36])
    if answer is None:
        raise ApiError(404, "No results for that link.", "not_found")
    response = jsonify(answer)
    # Personal results: never kept by shared caches or the browser's back/forward cache.
    response.headers["Cache-Control"] = "no-store"
    return response
