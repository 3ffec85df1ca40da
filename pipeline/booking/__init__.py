"""Discovery calls booked on the site (issue 34): availability rules per salesperson, the
free-time engine, assignment (the lead's owner first, else round robin), booking,
rescheduling and cancelling, invitations (.ics), emails and reminders, signed manage links.
What other layers may call."""

from pipeline.booking.availability import Window, nearest, offered, team_times, window
from pipeline.booking.demo import anyone_set, demo_hours, load_demo_salesperson
from pipeline.booking.engine import Booked, Busy, free_starts, free_times
from pipeline.booking.event import BUSINESS_TIMEZONE, PHONE, VIDEO
from pipeline.booking.event import current as current_event
from pipeline.booking.holiday_days import REGIONS, bank_holidays
from pipeline.booking.invite import decoy_invitation, invitation
from pipeline.booking.manage import STARTED, TOO_SOON, TooSoon, cancel, find, reschedule, times_for
from pipeline.booking.notices import process
from pipeline.booking.owner import owner_of
from pipeline.booking.reminders import stage_due as stage_due_reminders
from pipeline.booking.reserve import SLOT_TAKEN, Request, SlotTaken, book
from pipeline.booking.rules import Rules, RulesError
from pipeline.booking.staff import (
    delete_override,
    is_sales,
    people,
    preview,
    set_override,
    update,
)
from pipeline.booking.times import iso
from pipeline.booking.view import Shown, booking_json, manage_url_of, shown

__all__ = [
    "BUSINESS_TIMEZONE",
    "PHONE",
    "REGIONS",
    "SLOT_TAKEN",
    "STARTED",
    "TOO_SOON",
    "VIDEO",
    "Booked",
    "Busy",
    "Request",
    "Rules",
    "RulesError",
    "Shown",
    "SlotTaken",
    "TooSoon",
    "Window",
    "anyone_set",
    "bank_holidays",
    "book",
    "booking_json",
    "cancel",
    "current_event",
    "decoy_invitation",
    "delete_override",
    "demo_hours",
    "find",
    "free_starts",
    "free_times",
    "invitation",
    "load_demo_salesperson",
    "is_sales",
    "iso",
    "manage_url_of",
    "nearest",
    "offered",
    "owner_of",
    "people",
    "preview",
    "process",
    "reschedule",
    "set_override",
    "shown",
    "stage_due_reminders",
    "team_times",
    "times_for",
    "update",
    "window",
]
