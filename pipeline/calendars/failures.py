"""What went wrong with a calendar, in words for the admin page, the job dashboard and the
logs. Built from the kind of failure only: the libraries' own messages can carry the
address they were fetching, and a feed's address is its password."""

from __future__ import annotations

import niquests
from caldav.lib import error as dav_error

from pipeline.calendars.fetching import GuardedResolver
from pipeline.calendars.sealing import Unreadable

MESSAGE_MAX = 500
UNREADABLE = (
    "The saved password or feed address can't be read any more (the encryption key "
    "changed): connect the calendar again."
)


class CalendarFailed(Exception):
    """A read or write that didn't work; the message is safe to show and log."""


def explain(exc: BaseException, resolver: GuardedResolver | None = None, host: str = "") -> str:
    if isinstance(exc, CalendarFailed):
        return str(exc)[:MESSAGE_MAX]
    if resolver is not None and resolver.refusal is not None:
        return str(resolver.refusal)[:MESSAGE_MAX]
    where = host or "the calendar server"
    if isinstance(exc, Unreadable):
        return UNREADABLE
    if isinstance(exc, dav_error.AuthorizationError):
        return f"{where} refused the user name or app password."
    if isinstance(exc, dav_error.NotFoundError):
        return f"No calendar was found at that address on {where}."
    if isinstance(exc, dav_error.RateLimitError):
        return f"{where} asked us to slow down (too many requests); it will be tried again."
    if isinstance(exc, dav_error.DAVError):
        status = f" ({exc.status})" if getattr(exc, "status", None) else ""
        return f"{where} answered a calendar request with an error{status}."
    if isinstance(exc, niquests.exceptions.Timeout):
        return f"{where} took too long to answer."
    if isinstance(exc, niquests.exceptions.SSLError):
        return f"{where}'s certificate could not be verified."
    if isinstance(exc, niquests.exceptions.TooManyRedirects):
        return "The address redirects too many times: use the address the service gives."
    if isinstance(exc, niquests.exceptions.ConnectionError | OSError):
        return f"Could not connect to {where}."
    if isinstance(exc, niquests.exceptions.RequestException):
        return f"The request to {where} failed ({exc.__class__.__name__})."
    return f"Reading the calendar failed ({exc.__class__.__name__})."
