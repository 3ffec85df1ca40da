"""What a funnel event is (issue 27): its fixed vocabulary, how each visitor-sent value is
cleaned before it may become part of a count, and the Redis hash field that names the count.

The web layer reads the JSON body (web/api/public/events.py); the rules live here so the
counting, the flush and the Overview read one vocabulary. Nothing here identifies a visitor:
an event is a flow, a step, the page, where the visit came from (host only) and a device
class. The page's flow id is used for de-duplication only and never leaves counting.py."""

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from pipeline.analytics.personal_paths import carries_personal_data

FLOWS = ("contact", "guide", "early-access", "newsletter", "quiz", "finder", "booking")
STEPS = ("view", "start", "answer", "submit", "result", "cta", "booking_confirmed")
QUESTIONS = ("1", "2", "3", "4", "5")
DEVICES = ("mobile", "desktop")
# Only the quiz has questions: `answer` with a question number, nothing else with one.
ANSWER = "answer"
QUESTION_FLOWS = ("quiz",)
# A discovery call booked (issue 34): sent by /book once the booking is confirmed, under
# the booking's own flow and, when the visitor came from a quiz or finder result, under
# that flow too (the step after its "Book a Free Discovery Call" click).
BOOKED = "booking_confirmed"
BOOKED_FLOWS = ("quiz", "finder", "booking")

PATH_MAX = 200
UTM_MAX = 100
HOST_MAX = 253
# A page path as a browser's location.pathname spells it: RFC 3986 path characters (others
# arrive percent-encoded). "|" is not one, so it can separate a count's dimensions.
PATH_CHARACTERS = re.compile(r"/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*")
FLOW_ID = re.compile(r"[A-Za-z0-9_-]{16,32}")
# A DNS host name: dot-separated labels of letters, digits and inner hyphens, the last one
# not all digits (so an IPv4 literal is not a host name here).
HOST_NAME = re.compile(
    r"(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*"
    r"(?!\d+$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
)
UTM_STRIPPED = re.compile(r"[^a-z0-9._-]")
SEPARATOR = "|"


PERSONAL_IN_PATH = (
    "Must not carry an email address, phone number or id: only the site's own page paths "
    "are counted."
)


class InvalidEvent(ValueError):
    """A value no event may carry; the message says which rule it breaks."""


def clean_path(value: str) -> str:
    """The page path without its query string or fragment (they may carry an email address
    or a token); raises InvalidEvent for anything that is not a path, and for a path that
    carries an address, a phone number or an id in any spelling (personal_paths.py)."""
    path = value.split("?", 1)[0].split("#", 1)[0]
    if carries_personal_data(path):
        raise InvalidEvent(PERSONAL_IN_PATH)
    if not path.startswith("/"):
        raise InvalidEvent("Must be the page's path, starting with /.")
    if len(path) > PATH_MAX:
        raise InvalidEvent(f"Must be at most {PATH_MAX} characters.")
    if not PATH_CHARACTERS.fullmatch(path):
        raise InvalidEvent("Must be a URL path (percent-encode other characters).")
    return path


def referrer_host(value: str) -> str:
    """The referring site's host name, lower-cased, or "" for none, our own site, or anything
    that is not a host name (a full URL is reduced to its host, never kept whole)."""
    text = value.strip().lower()
    if "/" in text:
        try:
            text = urlsplit(text if "//" in text else f"//{text}").hostname or ""
        except ValueError:  # an unbalanced "[" in what was meant as an IPv6 host
            return ""
    text = text.split(":", 1)[0].rstrip(".")  # a port or a trailing root dot
    return text if len(text) <= HOST_MAX and HOST_NAME.fullmatch(text) else ""


def utm_value(value: str) -> str:
    """A UTM parameter as counted: lower-cased, only [a-z0-9._-] kept."""
    if len(value) > UTM_MAX:
        raise InvalidEvent(f"Must be at most {UTM_MAX} characters.")
    return UTM_STRIPPED.sub("", value.lower())


def shortened_utm(value: str) -> str:
    """A UTM tag as the pages send it: cleaned like utm_value, then cut to UTM_MAX rather
    than refused (a lead's form keeps the landing address's tags as typed)."""
    return UTM_STRIPPED.sub("", value.lower())[:UTM_MAX]


def check_question(flow: str, step: str, question: str) -> None:
    if step == ANSWER and flow not in QUESTION_FLOWS:
        raise InvalidEvent("Only the quiz has answers.")
    if step == ANSWER and question not in QUESTIONS:
        raise InvalidEvent("An answer needs the question's number, 1 to 5.")
    if step != ANSWER and question:
        raise InvalidEvent("Only sent with step 'answer'.")


def check_step(flow: str, step: str) -> None:
    if step == BOOKED and flow not in BOOKED_FLOWS:
        raise InvalidEvent("Only the quiz, the finder and the booking page book calls.")


@dataclass(frozen=True)
class Event:
    """One accepted event's dimensions, already cleaned: what is counted, nothing else."""

    flow: str
    step: str
    question: str
    path: str
    referrer_host: str
    utm_source: str
    utm_medium: str
    utm_campaign: str
    device: str

    def source(self) -> str:
        """Where the visit came from, as one string; "" for a direct visit."""
        parts = (self.referrer_host, self.utm_source, self.utm_medium, self.utm_campaign)
        return SEPARATOR.join(parts) if any(parts) else ""

    def field(self) -> str:
        """The Redis hash field its count is kept under, in models.analytics_total.DIMENSIONS
        order."""
        return SEPARATOR.join(
            (
                self.flow,
                self.step,
                self.question,
                self.path,
                self.referrer_host,
                self.utm_source,
                self.utm_medium,
                self.utm_campaign,
                self.device,
            )
        )


def dimensions(field: str) -> tuple[str, ...] | None:
    """A hash field back into its nine dimensions, or None for one this code never wrote."""
    parts = tuple(field.split(SEPARATOR))
    if len(parts) != 9 or parts[0] not in FLOWS or parts[1] not in STEPS:
        return None
    if parts[8] not in DEVICES:
        return None
    return parts
