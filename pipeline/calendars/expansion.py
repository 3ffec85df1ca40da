"""Busy intervals out of iCalendar data, whichever way it came: a CalDAV free-busy answer
(VFREEBUSY), or events (a CalDAV search, an ICS feed) with their recurrences expanded by
`recurring-ical-events` (RRULE, RDATE, EXDATE, moved and cancelled instances, Google's
X-WR-TIMEZONE). What blocks a time and what doesn't:

- transparent events ("show as free") and cancelled ones don't block;
- all-day events do, for the whole day in the salesperson's time zone;
- floating times (no zone) are the salesperson's wall clock;
- tentative events and FBTYPE=BUSY-TENTATIVE / BUSY-UNAVAILABLE block (safer to skip a
  time than to double-book it); FBTYPE=FREE doesn't."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, date, datetime, time, timedelta, tzinfo

import recurring_ical_events
from icalendar import Calendar, Component

from pipeline.calendars.cache import Interval

NOT_BLOCKING_STATUSES = {"CANCELLED"}


def instant(value: date | datetime, zone: tzinfo) -> datetime:
    """A DTSTART/DTEND value as an aware UTC instant (a date: its midnight in `zone`)."""
    if not isinstance(value, datetime):
        return datetime.combine(value, time(0), tzinfo=zone).astimezone(UTC)
    if value.tzinfo is None:
        return value.replace(tzinfo=zone).astimezone(UTC)
    return value.astimezone(UTC)


def merged(intervals: Iterable[Interval]) -> list[Interval]:
    out: list[list[datetime]] = []
    for start, end in sorted(i for i in intervals if i[1] > i[0]):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return [(start, end) for start, end in out]


def clipped(intervals: Iterable[Interval], start: datetime, end: datetime) -> list[Interval]:
    return merged((max(s, start), min(e, end)) for s, e in intervals if s < end and e > start)


def _blocks(event: Component) -> bool:
    if str(event.get("TRANSP", "OPAQUE")).strip().upper() == "TRANSPARENT":
        return False
    return str(event.get("STATUS", "")).strip().upper() not in NOT_BLOCKING_STATUSES


def _event_interval(event: Component, zone: tzinfo) -> Interval | None:
    if "DTSTART" not in event:
        return None
    begins = event.decoded("DTSTART")
    if "DTEND" in event:
        ends = event.decoded("DTEND")
    elif "DURATION" in event:
        ends = begins + event.decoded("DURATION")
    else:  # RFC 5545: a date lasts the day; a date-time has no length
        ends = begins + timedelta(days=1) if not isinstance(begins, datetime) else begins
    return instant(begins, zone), instant(ends, zone)


def busy_from_events(
    calendars: Iterable[Calendar], start: datetime, end: datetime, zone: tzinfo
) -> list[Interval]:
    """The blocking events' intervals inside [start, end), recurrences expanded."""
    found: list[Interval] = []
    # A day either side: an all-day event or floating time is matched in `zone`, which the
    # library (working in the data's own zones) can't know.
    margin = timedelta(days=1)
    for calendar in calendars:
        query = recurring_ical_events.of(calendar, skip_bad_series=True)
        for event in query.between(start - margin, end + margin):
            if not _blocks(event):
                continue
            interval = _event_interval(event, zone)
            if interval is not None:
                found.append(interval)
    return clipped(found, start, end)


def _periods(value) -> list:
    return value if isinstance(value, list) else [value]


def busy_from_freebusy(calendar: Calendar, start: datetime, end: datetime) -> list[Interval]:
    """The busy periods of a free-busy answer (every FBTYPE but FREE), inside [start, end)."""
    found: list[Interval] = []
    for component in calendar.walk("VFREEBUSY"):
        for period in _periods(component.get("FREEBUSY", [])):
            fbtype = str(period.params.get("FBTYPE", "BUSY")).upper()
            if fbtype == "FREE":
                continue
            begins, finish = period.dt
            if isinstance(finish, timedelta):
                finish = begins + finish
            found.append((instant(begins, UTC), instant(finish, UTC)))
    return clipped(found, start, end)
