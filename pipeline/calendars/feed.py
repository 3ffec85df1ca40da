"""A private ICS feed (Google's "secret address in iCal format", Outlook's published
calendar, iCloud's public link, Fastmail's or Nextcloud's export address): fetched whole,
read only, its events expanded for the window (expansion.py). The address is the feed's
password, so it never appears in a message or a log (failures.py, fetching.quiet)."""

from __future__ import annotations

from datetime import datetime, tzinfo

from icalendar import Calendar

from pipeline.calendars import fetching
from pipeline.calendars.addresses import normalised
from pipeline.calendars.expansion import Interval, busy_from_events
from pipeline.calendars.failures import CalendarFailed, explain

FEED = "feed"
MAX_BYTES = 10 * 1024 * 1024  # a year of a busy person's calendar is well under 1 MB
STATUS_MESSAGES = {
    401: "The feed's server refused the address (it may have been reset): paste the new one.",
    403: "The feed's server refused the address (it may have been reset): paste the new one.",
    404: "There is no feed at that address any more (it may have been reset): paste the new one.",
    410: "There is no feed at that address any more (it may have been reset): paste the new one.",
}


def _download(url: str, host: str) -> bytes:
    http, resolver = fetching.session()
    try:
        with fetching.quiet(), http:
            answer = http.get(
                url,
                timeout=(fetching.CONNECT_SECONDS, fetching.READ_SECONDS),
                stream=True,
                headers={"Accept": "text/calendar, */*;q=0.5"},
            )
            if answer.status_code != 200:
                default = f"The feed's server answered {answer.status_code}."
                raise CalendarFailed(STATUS_MESSAGES.get(answer.status_code, default))
            data = b""
            for chunk in answer.iter_content(64 * 1024):
                data += chunk
                if len(data) > MAX_BYTES:
                    raise CalendarFailed("The feed is larger than 10 MB: it was not read.")
            return data
    except CalendarFailed:
        raise
    except Exception as exc:
        raise CalendarFailed(explain(exc, resolver, host)) from None


def read(url: str, host: str, start: datetime, end: datetime, zone: tzinfo) -> list[Interval]:
    data = _download(normalised(url), host)
    try:
        calendars = Calendar.from_ical(data, multiple=True)
    except ValueError:
        raise CalendarFailed("The address doesn't give an iCalendar (.ics) feed.") from None
    if not calendars:
        raise CalendarFailed("The address doesn't give an iCalendar (.ics) feed.")
    return busy_from_events(calendars, start, end, zone)
