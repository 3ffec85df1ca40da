"""Booking a call without JavaScript (issue 34): /book's <noscript> links here. The free
times are plain links (/book/times?start=<instant>), the chosen one opens a plain form that
POSTs back here, answered with the confirmation or, when the time was taken meanwhile, the
nearest free times. The same API rules and functions as the app's page (web/api/public/
booking.py, pipeline.booking): schema and name rules, form token (issued into the form,
so the time trap works without a script), honeypot, per-IP limit, and a suspect booking
answered like a real one. Rendered in the site's frame like the blog's pages."""

from datetime import UTC, datetime, tzinfo
from functools import lru_cache
from urllib.parse import urlencode
from zoneinfo import ZoneInfo, available_timezones

from flask import Blueprint, request
from marshmallow import ValidationError

from pipeline import booking
from pipeline.mail import render
from pipeline.models.contact_message import PLANS
from web import form_tokens
from web.api.forms import HONEYPOT_FIELD, spam_reason, submission_source
from web.api.public.booking import BOOKING_SCHEMA
from web.api.public.booking_fields import BAD_PHONE, instant
from web.api.public.contact import FINDER_RUN
from web.pages.frontend import render_page
from web.submission_limit import submission_limit

bp = Blueprint("booking_pages", __name__)

PATH = "/book/times"
# The name the app's route gives this HTML (frontend/src/app/routes.tsx).
PART = "booking-times"
TITLE = "Book a Call"
UK = "Europe/London"
FIELDS = ("name", "email", "company", "phone", "message")
PAGE_FIELDS = ("finder_run", "plan")


@lru_cache(maxsize=1)
def _zones() -> frozenset[str]:
    """The zones this machine knows (the file system's or tzdata's): read once."""
    return frozenset(available_timezones() | {UK})


def _zone_name() -> str:
    """The zone asked for, when it is one we know (a name, never a path to try), else the UK's."""
    name = request.values.get("tz", "")
    return name if name in _zones() else UK


def _day_label(local: datetime) -> str:
    return f"{local:%A} {local.day} {local:%B}"


def described(start: datetime, zone: tzinfo) -> dict:
    """A time as the page shows it: the visitor's clock, and the UK's beside it when they
    differ (the same wording as the app's, frontend/src/lib/slot-days.ts)."""
    local, uk = start.astimezone(zone), start.astimezone(ZoneInfo(UK))
    differs = (local.date(), local.strftime("%H:%M")) != (uk.date(), uk.strftime("%H:%M"))
    return {
        "start": booking.iso(start),
        "time": f"{local:%H:%M}",
        "uk_time": f"{uk:%H:%M}" if differs else None,
        "day": _day_label(local),
        "long_day": f"{_day_label(local)} {local.year}",
    }


def grouped(times: list[datetime], zone: tzinfo) -> list[dict]:
    days: dict = {}
    for start in sorted(times):
        shown = described(start, zone)
        days.setdefault(shown["day"], []).append(shown)
    return [{"label": label, "times": items} for label, items in days.items()]


def _free(now: datetime, run: str | None) -> dict[datetime, list[int]]:
    span = booking.window(now, None, None)
    return booking.offered(booking.team_times(now, span), booking.owner_of(None, run))


def _page(mode: str, status: int = 200, **context):
    zone_name = _zone_name()
    values = context.get("values") or _page_values(request.values)
    context["days"] = _links(context.get("days", []), zone_name, values)
    body = render(
        "pages/booking_times.html",
        mode=mode,
        path=PATH,
        zone_name=zone_name,
        zones=sorted(_zones()),
        event=booking.current_event().as_json(),
        **{"days": [], "chosen": None, "values": {}, "errors": {}, "message": None, **context},
    )
    head = '<meta name="robots" content="noindex">'
    return render_page(f"{TITLE} | {booking.current_event().title}", head, body, status, part=PART)


def _page_values(source) -> dict:
    """Where the visitor came from (/book's ?from=<run> or ?plan=<key>&from=quiz, as the app
    reads them): kept only when it is a finder run's id or a plan we offer."""
    run = str(source.get("finder_run") or source.get("from") or "")
    plan = str(source.get("plan") or "")
    return {
        "finder_run": run if FINDER_RUN.fullmatch(run) else "",
        "plan": plan if plan in PLANS else "",
    }


def _links(days: list[dict], zone_name: str, page_values: dict) -> list[dict]:
    """Each time's address: this page with the time, the zone and where the visitor came from."""
    carried = {name: value for name, value in page_values.items() if value}
    for day in days:
        for item in day["times"]:
            query = {"start": item["start"], "tz": zone_name, **carried}
            item["href"] = f"{PATH}?{urlencode(query)}"
    return days


@bp.get(PATH)
def times():
    now = datetime.now(UTC)
    zone = ZoneInfo(_zone_name())
    page_values = _page_values(request.args)
    free = _free(now, page_values["finder_run"] or None)
    wanted = request.args.get("start")
    if wanted is None:
        return _page("times", days=grouped(list(free), zone), values=page_values)
    try:
        start = instant(wanted)
    except ValidationError:
        start = None
    if start is None or start not in free:
        alternatives = booking.nearest(free, start or now)
        return _page("times", days=grouped(alternatives, zone), message=booking.SLOT_TAKEN)
    return _form(described(start, zone), page_values)


def _form(chosen: dict, values: dict, errors: dict | None = None, status: int = 200):
    token = values.get("form_token") or form_tokens.fresh("booking")
    return _page(
        "form",
        status,
        chosen=chosen,
        values={**values, "form_token": token},
        errors=errors or {},
        needs_phone=booking.current_event().meeting == booking.PHONE,
    )


@bp.post(PATH)
@submission_limit
def book():
    now = datetime.now(UTC)
    zone_name = _zone_name()
    zone = ZoneInfo(zone_name)
    posted = {name: request.form.get(name, "") for name in (*FIELDS, *PAGE_FIELDS)}
    posted = {name: value for name, value in posted.items() if value != "" or name in FIELDS}
    payload = {
        **posted,
        "message": posted.get("message") or None,
        "phone": posted.get("phone") or None,
        "start": request.form.get("start", ""),
        "timezone": zone_name,
        "form_token": request.form.get("form_token"),
        HONEYPOT_FIELD: request.form.get(HONEYPOT_FIELD, ""),
    }
    try:
        data = BOOKING_SCHEMA.load(payload)
    except ValidationError as exc:
        messages = exc.messages if isinstance(exc.messages, dict) else {}
        if "start" in messages:  # no time, or not one: back to the list
            return _page("times", 400, days=grouped(list(_free(now, None)), zone))
        errors = {name: _first(value) for name, value in messages.items()}
        chosen = described(instant(payload["start"]), zone)
        return _form(chosen, _echo(payload), errors, 400)
    if booking.current_event().meeting == booking.PHONE and not data.get("phone"):
        chosen = described(data["start"], zone)
        return _form(chosen, _echo(payload), {"phone": BAD_PHONE}, 400)
    wanted = booking.Request(
        name=data["name"], email=data["email"], company=data["company"], start=data["start"],
        zone=zone_name, message=data.get("message") or None, phone=data.get("phone"),
        finder_run=data.get("finder_run"), plan=data.get("plan"),
    )  # fmt: skip
    source = submission_source({"page": PATH, "referrer": ""})
    try:
        shown = booking.book(wanted, source, spam_reason(payload, "booking"))
    except booking.SlotTaken as exc:
        return _page("times", 409, days=grouped(exc.alternatives, zone), message=booking.SLOT_TAKEN)
    made = booking.booking_json(shown, now)
    return _page("done", chosen=described(data["start"], zone), booking=made)


def _first(value) -> str:
    if isinstance(value, dict):
        value = [m for sub in value.values() for m in (sub if isinstance(sub, list) else [sub])]
    return str(value[0] if isinstance(value, list) and value else value)


def _echo(payload: dict) -> dict:
    """What the visitor typed, to fill the form in again (escaped by the template)."""
    keep = (*FIELDS, *PAGE_FIELDS, "form_token")
    return {name: str(payload.get(name) or "") for name in keep}
