"""The booking settings (issue 34, docs/booking.md), from the environment with embedded
defaults, checked at start so a typo fails loudly rather than on a visitor's request."""

import re
from collections.abc import Mapping

from pipeline.booking import REGIONS

DEFAULT_TITLE = "Free discovery call"
URL = re.compile(r"https?://[^\s<>\"'{}|\\^`]+\Z")


class BookingConfigError(RuntimeError):
    pass


def _whole(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    value = env.get(name, str(default)).strip()
    if not (value.isdecimal() and low <= int(value) <= high):
        raise BookingConfigError(
            f"{name} must be a whole number from {low} to {high}, not {value!r}"
        )
    return int(value)


def _url(env: Mapping[str, str], name: str, template: bool = False) -> str:
    value = env.get(name, "").strip()
    if not value:
        return ""
    probe = value.replace("{booking}", "x") if template else value
    if not URL.match(probe):
        extra = " (it may contain {booking})" if template else ""
        raise BookingConfigError(f"{name} must be an http(s) address{extra}, not {value!r}")
    return value


def booking_settings(env: Mapping[str, str]) -> dict:
    region = env.get("BOOKING_HOLIDAYS_REGION", "england-and-wales").strip().lower()
    if region not in REGIONS:
        raise BookingConfigError(
            f"BOOKING_HOLIDAYS_REGION must be one of {', '.join(REGIONS)}, not {region!r}"
        )
    title = " ".join(env.get("BOOKING_TITLE", "").split()) or DEFAULT_TITLE
    if len(title) > 100:
        raise BookingConfigError("BOOKING_TITLE must be at most 100 characters")
    description = " ".join(env.get("BOOKING_DESCRIPTION", "").split())
    if len(description) > 1000:
        raise BookingConfigError("BOOKING_DESCRIPTION must be at most 1000 characters")
    return {
        "BOOKING_URL": _url(env, "BOOKING_URL"),
        "BOOKING_TITLE": title,
        "BOOKING_DESCRIPTION": description,
        "BOOKING_DURATION_MINUTES": _whole(env, "BOOKING_DURATION_MINUTES", 30, 10, 240),
        "BOOKING_WINDOW_DAYS": _whole(env, "BOOKING_WINDOW_DAYS", 21, 1, 90),
        "BOOKING_HOLIDAYS_REGION": region,
        "BOOKING_MEETING_URL": _url(env, "BOOKING_MEETING_URL", template=True),
    }
