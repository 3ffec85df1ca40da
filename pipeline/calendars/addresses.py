"""Where a calendar may be fetched from (SSRF): the webhooks' rules (pipeline/webhooks/
targets.py), checked here when a calendar is saved, and again on every connection the reads
and writes make (fetching.py). Light on purpose: the web process imports it."""

from __future__ import annotations

from pipeline import webhooks
from pipeline.settings import setting

WORDING = webhooks.TargetWording(
    https_only="Calendars are only read over https: use an https:// address.",
    refused=(
        "Calendars can't be read from {where}: that is a {kind} address. Use the public "
        "https address your calendar service gives."
    ),
)


def private_allowed() -> bool:
    return bool(setting("CALENDAR_ALLOW_PRIVATE_TARGETS", False))


def normalised(url: str) -> str:
    """webcal:// (what calendar apps hand out for feeds) is https:// to everyone else."""
    if url[:9].lower() == "webcal://":
        return "https://" + url[9:]
    return url


def check_on_save(url: str) -> webhooks.TargetRefused | None:
    """The refusal for an address being saved (parsed, and in production resolved and
    checked), or None when it may be used."""
    try:
        webhooks.check_target(url, private_allowed(), WORDING)
    except webhooks.TargetRefused as refusal:
        return refusal
    return None


def host_of(url: str) -> str:
    return webhooks.check_target(url, True, WORDING).host
