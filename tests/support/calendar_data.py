"""iCalendar texts for the calendar tests (issue 34), written by hand so the data a test
puts on the server doesn't come from the code it checks."""

from datetime import UTC, date, datetime, time, timedelta

STAMP = "20260101T000000Z"


def utc(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def event(uid: str, start: datetime, end: datetime, *lines: str) -> str:
    return wrap(
        "BEGIN:VEVENT",
        f"UID:{uid}",
        f"DTSTAMP:{STAMP}",
        f"DTSTART:{utc(start)}",
        f"DTEND:{utc(end)}",
        "SUMMARY:Dentist (private)",
        *lines,
        "END:VEVENT",
    )


def all_day(uid: str, day: date) -> str:
    return wrap(
        "BEGIN:VEVENT",
        f"UID:{uid}",
        f"DTSTAMP:{STAMP}",
        f"DTSTART;VALUE=DATE:{day:%Y%m%d}",
        f"DTEND;VALUE=DATE:{day + timedelta(days=1):%Y%m%d}",
        "SUMMARY:Conference",
        "END:VEVENT",
    )


def wrap(*lines: str) -> str:
    body = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//tests//calendars//EN", *lines]
    return "\r\n".join([*body, "END:VCALENDAR", ""])


def joined(*calendars: str) -> str:
    """Several one-event calendars as one feed."""
    inner = [c.split("PRODID:-//tests//calendars//EN\r\n", 1)[1].rsplit("END:VCALENDAR", 1)[0]
             for c in calendars]  # fmt: skip
    return wrap(*[part.rstrip("\r\n") for part in inner])


def days_ahead(days: int, hour: int, minute: int = 0) -> datetime:
    """A UTC instant `days` from today at hh:mm (UTC)."""
    day = datetime.now(UTC).date() + timedelta(days=days)
    return datetime.combine(day, time(hour, minute), tzinfo=UTC)


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")
