"""The site's public details (CONTACT_EMAIL, COMPANY_NAME, SITE_URL, where "Book a Call"
goes (BOOKING_URL), and the retention schedule's periods the privacy policy states) in the
pages we serve.

They are configuration, read when a page is served, so changing one needs no frontend
rebuild. The prerender writes placeholders (%CONTACT_EMAIL%...) that are filled in here, and
every page also carries the values as JSON for the app (frontend/src/content/
public-details.ts), so what React renders when it hydrates matches the HTML it takes over.

Only build outputs go through `fill`: a page rendered from stored data (a blog post) could
contain the placeholder text itself, which must stay as written."""

import json
import re
from collections.abc import Mapping

from markupsafe import escape

from pipeline import booking, retention

PLACEHOLDERS = {
    "%SITE_URL%": "SITE_URL",
    "%CONTACT_EMAIL%": "CONTACT_EMAIL",
    "%COMPANY_NAME%": "COMPANY_NAME",
}
# The privacy policy's periods, read from the same settings the retention run applies
# (pipeline/retention/schedule.py), as "24 months": {kind: (token, setting)}.
RETENTION = {
    kind.key: (f"%RETENTION_{kind.key.upper()}%", kind)
    for kind in retention.SCHEDULE
    if kind.setting is not None
}
PLACEHOLDERS.update({token: kind.setting for token, kind in RETENTION.values()})
# Every booking call to action (frontend/src/components/ui/BookingLink.tsx) as the prerender
# wrote it: our own /book in this tab, or BOOKING_URL's external scheduler in a new one.
BOOKING_PATH = "/book"
NEW_TAB_NOTE = " (opens in a new tab)"
BOOKING_LINK = ("%BOOKING_HREF%", "%BOOKING_TARGET%", "%BOOKING_NEW_TAB%")
PLACEHOLDERS.update({token: "BOOKING_URL" for token in BOOKING_LINK})
# The call /book offers (its settings, as pipeline.booking reads them), in /book's prerendered
# HTML so the page's largest text is there at first paint rather than after the API answers
# (frontend/src/features/booking/components/EventSummary.tsx).
BOOKING_EVENT = {
    "%BOOKING_TITLE%": "title",
    "%BOOKING_DESCRIPTION%": "description",
    "%BOOKING_DURATION%": "duration_minutes",
    "%BOOKING_MEETING%": "meeting",
}
MEETING_TEXT = {"phone": "by phone", "video": "video call"}
PLACEHOLDERS.update(
    {token: "BOOKING_TITLE" for token in (*BOOKING_EVENT, "%BOOKING_MEETING_TEXT%")}
)
_TOKEN = re.compile("|".join(re.escape(token) for token in PLACEHOLDERS))
# A script element's text is not HTML (JSON-LD, say): a value there is escaped as JSON.
_SCRIPT = re.compile(r"(<script\b[^>]*>)(.*?)(</script\s*>)", re.S | re.I)
ELEMENT_ID = "public-details"


def script_safe_json(value: object) -> str:
    """JSON that can sit inside a <script> element: no `<`, `>` or `&` to end it early."""
    text = json.dumps(value, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _in_html(value: str) -> str:
    return str(escape(value))


def _in_json_string(value: str) -> str:
    return script_safe_json(value)[1:-1]  # the placeholder sits inside a JSON string already


def values_from(config: Mapping) -> dict[str, str]:
    values = {token: str(config[name]) for token, name in PLACEHOLDERS.items()}
    for token, kind in RETENTION.values():
        values[token] = retention.period_text(int(config[kind.setting]), kind.unit)
    values.update(booking_link(str(config.get("BOOKING_URL", ""))))
    values.update(booking_event())
    return values


def booking_event() -> dict[str, str]:
    call = booking.current_event().as_json()
    values = {token: str(call[key]) for token, key in BOOKING_EVENT.items()}
    return values | {"%BOOKING_MEETING_TEXT%": MEETING_TEXT[call["meeting"]]}


def booking_link(url: str) -> dict[str, str]:
    """The booking links' href, target and screen-reader note for BOOKING_URL `url`, with the
    configured value itself (the app reads it to render the same links as it hydrates)."""
    href, target, note = (url, "_blank", NEW_TAB_NOTE) if url else (BOOKING_PATH, "_self", "")
    return dict(zip(BOOKING_LINK, (href, target, note), strict=True)) | {"%BOOKING_URL%": url}


def fill(html: str, values: Mapping[str, str]) -> str:
    """`html` with each placeholder replaced by its value, escaped for where it stands."""

    def replace(segment: str, encode) -> str:
        return _TOKEN.sub(lambda match: encode(values[match.group()]), segment)

    parts, position = [], 0
    for script in _SCRIPT.finditer(html):
        parts.append(replace(html[position : script.start()], _in_html))
        parts.append(script.group(1) + replace(script.group(2), _in_json_string) + script.group(3))
        position = script.end()
    parts.append(replace(html[position:], _in_html))
    return "".join(parts)


def _camel(key: str) -> str:
    first, *rest = key.split("_")
    return first + "".join(word.title() for word in rest)


def details_element(values: Mapping[str, str]) -> str:
    """The values as a JSON data block: not a script the browser runs, so the CSP (no inline
    scripts) does not apply to it."""
    data = {
        "contactEmail": values["%CONTACT_EMAIL%"],
        "companyName": values["%COMPANY_NAME%"],
        "bookingUrl": values["%BOOKING_URL%"],
        "retention": {_camel(key): values[token] for key, (token, _) in RETENTION.items()},
    }
    return f'<script type="application/json" id="{ELEMENT_ID}">{script_safe_json(data)}</script>'


def with_public_details(html: str, values: Mapping[str, str]) -> str:
    """A built page as served: placeholders filled, and the JSON the app reads in its head."""
    return fill(html, values).replace("</head>", f"{details_element(values)}\n</head>", 1)
