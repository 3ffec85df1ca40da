"""A booking's invitation (.ics, RFC 5545 through `icalendar`): METHOD:REQUEST while the
call stands, METHOD:CANCEL once cancelled; the UID never changes and SEQUENCE is the
booking's, raised on each reschedule and on the cancel, so a calendar replaces the event it
has. The same invitation goes to the visitor and to the salesperson: it carries nothing the
visitor wrote (their free text goes only to sales, in the sales email's body)."""

from email.utils import parseaddr

from icalendar import Calendar, Event, vCalAddress, vText

from pipeline.booking.event import Event as CallEvent
from pipeline.booking.event import current
from pipeline.booking.times import aware, naive
from pipeline.models.booking import CANCELLED, Booking
from pipeline.models.db import db, utcnow
from pipeline.models.submission import Submission
from pipeline.settings import company_name, setting

PRODID = "-//AI Consultancy//Discovery calls//EN"


def where(booking: Booking, call: CallEvent) -> str:
    link = call.meeting_link(booking.id)
    if link:
        return link
    return f"We'll call you on {booking.phone}" if booking.phone else "Phone call"


def invitation(booking: Booking, call: CallEvent, manage_url: str) -> bytes:
    cancelled = booking.status == CANCELLED
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "CANCEL" if cancelled else "REQUEST")
    item = Event()
    item.add("uid", booking.ical_uid)
    item.add("sequence", booking.sequence)
    item.add("dtstamp", aware(utcnow()))
    item.add("dtstart", aware(booking.starts_at))
    item.add("dtend", aware(booking.ends_at))
    item.add("summary", f"{call.title} with {company_name()}")
    item.add("location", where(booking, call))
    item.add(
        "description",
        f"{call.title} with {company_name()}.\n{where(booking, call)}\n\n"
        f"Reschedule or cancel: {manage_url}",
    )
    item.add("status", "CANCELLED" if cancelled else "CONFIRMED")
    _, organizer_address = parseaddr(setting("MAIL_FROM") or "")
    organizer = vCalAddress(f"mailto:{organizer_address or setting('CONTACT_EMAIL')}")
    organizer.params["cn"] = vText(company_name())
    item.add("organizer", organizer)
    attendee = vCalAddress(f"mailto:{booking.email}")
    attendee.params["role"] = vText("REQ-PARTICIPANT")
    attendee.params["partstat"] = vText("ACCEPTED")
    item.add("attendee", attendee, encode=0)
    calendar.add_component(item)
    return calendar.to_ical()


def decoy_invitation(item, manage_url: str) -> bytes:
    """The invitation a suspect booking (reserve.py) would have had: nothing is stored but its
    spam lead, whose address it names."""
    lead = db.session.get(Submission, item.id)
    stand_in = Booking(
        id=item.id, starts_at=naive(item.start), ends_at=naive(item.end), status=item.status,
        email=lead.email if lead else "", phone=item.phone,
        ical_uid=f"{item.id}@{setting('MAIL_DOMAIN') or 'localhost'}", sequence=0,
    )  # fmt: skip
    return invitation(stand_in, current(), manage_url)
