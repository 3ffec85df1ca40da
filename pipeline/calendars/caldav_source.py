"""A CalDAV account (Fastmail, iCloud, Nextcloud, Radicale, ...) through the `caldav`
library: its busy times, and the booked calls put into and taken out of it.

Busy times come from a free-busy REPORT (RFC 4791 7.10) on each of the account's event
calendars, which the server answers with times only; a server without one answers an
error, and then its events in the window are fetched and expanded here (expansion.py).
The address given may be one calendar (only it is read and written) or the account or
server (all its event calendars are read; calls go to the first).

Every request goes through fetching.session(): the public-address check on each
connection, no proxy from the environment, and quiet logs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, tzinfo
from urllib.parse import quote

import caldav
from caldav.lib import error as dav_error
from caldav.lib.url import URL
from icalendar import Calendar

from pipeline.calendars import fetching
from pipeline.calendars.expansion import Interval, busy_from_events, busy_from_freebusy, merged
from pipeline.calendars.failures import CalendarFailed, explain

FREE_BUSY = "free-busy"
EVENTS = "events"
WRITTEN = (200, 201, 204)
GONE = (200, 204, 404, 410)


@dataclass(frozen=True)
class Account:
    server_url: str
    username: str
    password: str
    host: str


@dataclass(frozen=True)
class Reading:
    intervals: list[Interval]
    method: str
    calendar_url: str | None  # where booked calls go


@contextmanager
def _client(account: Account) -> Iterator[caldav.DAVClient]:
    dav = caldav.DAVClient(
        url=account.server_url,
        username=account.username,
        password=account.password,
        enable_rfc6764=False,  # no DNS discovery: the address given is the address used
        timeout=fetching.READ_SECONDS,
    )
    dav.session.close()
    dav.session, resolver = fetching.session()
    try:
        with fetching.quiet():
            yield dav
    except CalendarFailed:
        raise
    except Exception as exc:
        # `from None`: the library's message and traceback may carry addresses.
        raise CalendarFailed(explain(exc, resolver, account.host)) from None
    finally:
        dav.close()


def _same(a, b) -> bool:
    def norm(url) -> str:
        return str(URL.objectify(str(url)).canonical().strip_trailing_slash())

    return norm(a) == norm(b)


def _event_calendars(dav: caldav.DAVClient, account: Account) -> tuple[list, object]:
    """The calendars to read, and the one calls are written to."""
    calendars = [
        calendar
        for calendar in dav.principal().calendars()
        if "VEVENT" in (calendar.get_supported_components() or ["VEVENT"])
    ]
    chosen = [c for c in calendars if _same(c.url, account.server_url)]
    if chosen:
        return chosen, chosen[0]
    if not calendars:
        raise CalendarFailed(f"The account on {account.host} has no calendar for events.")
    return calendars, calendars[0]


def _busy(calendar, start: datetime, end: datetime, zone: tzinfo, free_busy: bool):
    if free_busy:
        try:
            answer = Calendar.from_ical(calendar.freebusy_request(start, end).data)
            return busy_from_freebusy(answer, start, end), FREE_BUSY
        except dav_error.AuthorizationError:
            raise
        except (dav_error.DAVError, ValueError, TypeError):
            pass  # no free-busy report here: read the events instead
    events = calendar.search(start=start, end=end, event=True, expand=False)
    return busy_from_events([e.icalendar_instance for e in events], start, end, zone), EVENTS


def read(
    account: Account, start: datetime, end: datetime, zone: tzinfo, free_busy: bool = True
) -> Reading:
    with _client(account) as dav:
        calendars, home = _event_calendars(dav, account)
        intervals: list[Interval] = []
        methods = set()
        for calendar in calendars:
            found, method = _busy(calendar, start, end, zone, free_busy)
            intervals += found
            methods.add(method)
        method = FREE_BUSY if methods == {FREE_BUSY} else EVENTS
        return Reading(merged(intervals), method, str(home.url))


def event_href(calendar_url: str, uid: str) -> str:
    return str(URL.objectify(calendar_url).join(quote(uid, safe="") + ".ics"))


def put(account: Account, calendar_url: str | None, uid: str, body: str) -> str:
    """Create or replace the event `uid`; its address."""
    with _client(account) as dav:
        if not calendar_url:
            calendar_url = str(_event_calendars(dav, account)[1].url)
        href = event_href(calendar_url, uid)
        answer = dav.put(href, body, {"Content-Type": "text/calendar; charset=utf-8"})
        if answer.status not in WRITTEN:
            raise CalendarFailed(f"{account.host} refused the call's event ({answer.status}).")
        return href


def delete(account: Account, href: str) -> None:
    """Take the event at `href` out (already gone is fine)."""
    with _client(account) as dav:
        answer = dav.delete(href)
        if answer.status not in GONE:
            raise CalendarFailed(f"{account.host} refused to remove the call ({answer.status}).")
