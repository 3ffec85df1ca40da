"""Discovery calls booked on the site (issue 34): availability rules per salesperson, the
free-time engine, assignment (the lead's owner first, else round robin), booking,
rescheduling and cancelling, invitations (.ics), emails and reminders, signed manage links.
What other layers may call."""

from pipeline.booking.bank_holidays import REGIONS, bank_holidays
from pipeline.booking.engine import Booked, Busy, free_starts, free_times
from pipeline.booking.rules import Rules, RulesError

__all__ = [
    "REGIONS",
    "Booked",
    "Busy",
    "Rules",
    "RulesError",
    "bank_holidays",
    "free_starts",
    "free_times",
]
