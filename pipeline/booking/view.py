"""A booking as the API shows it to whoever holds its link (the contract's Booking): times,
the meeting, links to manage it and add it to a calendar. No salesperson, no free text."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from pipeline.booking import event, links
from pipeline.booking.times import aware, iso
from pipeline.models.availability import DEFAULT_NOTICE_MINUTES, SalesAvailability
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.db import db


@dataclass(frozen=True)
class Shown:
    id: str
    start: datetime  # aware UTC
    end: datetime
    zone: str  # the visitor's
    status: str
    phone: str | None
    notice: timedelta  # changes online end this long before the start

    def can_change(self, now: datetime) -> bool:
        return self.status == CONFIRMED and now < self.start - self.notice


def notice_of(salesperson_id: int) -> timedelta:
    row = db.session.get(SalesAvailability, salesperson_id)
    minutes = row.min_notice_minutes if row is not None else DEFAULT_NOTICE_MINUTES
    return timedelta(minutes=minutes)


def shown(booking: Booking) -> Shown:
    return Shown(
        id=booking.id,
        start=aware(booking.starts_at),
        end=aware(booking.ends_at),
        zone=booking.visitor_timezone,
        status=booking.status,
        phone=booking.phone,
        notice=notice_of(booking.salesperson_id),
    )


def token_of(item: Shown) -> str:
    return links.token_for(item.id, item.start, item.zone)


def manage_url_of(item: Shown) -> str:
    return links.manage_url(token_of(item))


def booking_json(item: Shown, now: datetime) -> dict:
    call = event.current()
    token = token_of(item)
    manage = links.manage_url(token)
    link = call.meeting_link(item.id)
    meeting = call.meeting_of(item.id)
    if not link and item.phone:
        meeting["phone"] = item.phone
    where = link or (f"We'll call you on {item.phone}" if item.phone else "Phone call")
    details = f"{call.title}. {where}. Reschedule or cancel: {manage}"
    return {
        "id": item.id,
        "start": iso(item.start),
        "end": iso(item.end),
        "timezone": item.zone,
        "title": call.title,
        "duration_minutes": int((item.end - item.start).total_seconds() // 60),
        "status": item.status,
        "meeting": meeting,
        "manage_url": manage,
        "ics_url": links.ics_url(token),
        "google_url": links.google_url(call.title, item.start, item.end, details, where),
        "outlook_url": links.outlook_url(call.title, item.start, item.end, details, where),
        "can_change": item.can_change(now),
    }
