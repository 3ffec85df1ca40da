"""The event a booked call becomes in the salesperson's own calendar: the booking's UID
(stable across reschedules) and SEQUENCE, its times in UTC, who booked it and how to meet,
and the link to the lead. What the visitor wrote about the call is left out: it is on the
lead page, and a personal calendar is often shared further than the sales inbox.

No ORGANIZER or ATTENDEE: a CalDAV server that sees attendees sends invitations of its own
(iTIP), and the visitor gets theirs from us, once."""

from __future__ import annotations

from datetime import UTC, datetime

from icalendar import Calendar, Event

from pipeline.models.booking import Booking
from pipeline.settings import company_name, lead_admin_url, setting

PRODID = "-//{company}//Discovery calls//EN"
DEFAULT_TITLE = "Free discovery call"


def meeting_url(booking: Booking) -> str | None:
    """BOOKING_MEETING_URL: empty for a phone call, else a fixed link or a template with
    {booking} (a room per call)."""
    template = (setting("BOOKING_MEETING_URL", "") or "").strip()
    return template.replace("{booking}", booking.id) if template else None


def _utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def body(booking: Booking, now: datetime) -> str:
    title = setting("BOOKING_TITLE", DEFAULT_TITLE) or DEFAULT_TITLE
    url = meeting_url(booking)
    lines = [f"Booked on the site by {booking.name} <{booking.email}>, {booking.company}."]
    if url:
        lines.append(f"Join: {url}")
    elif booking.phone:
        lines.append(f"Call them on {booking.phone}.")
    lines.append(f"Lead: {lead_admin_url(booking.submission_id)}")

    event = Event()
    event.add("uid", booking.ical_uid)
    event.add("sequence", booking.sequence)
    event.add("dtstamp", _utc(now))
    event.add("dtstart", _utc(booking.starts_at))
    event.add("dtend", _utc(booking.ends_at))
    event.add("summary", f"{title}: {booking.name} ({booking.company})")
    event.add("description", "\n".join(lines))
    event.add("location", url or (f"Phone: {booking.phone}" if booking.phone else "Phone"))
    event.add("status", "CONFIRMED")
    event.add("transp", "OPAQUE")
    if url:
        event.add("url", url)

    calendar = Calendar()
    calendar.add("prodid", PRODID.format(company=company_name()))
    calendar.add("version", "2.0")
    calendar.add_component(event)
    return calendar.to_ical().decode("utf-8")
