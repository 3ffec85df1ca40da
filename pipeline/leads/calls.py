"""A discovery call in the sales pipeline (issue 34).

- What a new booking does to the person's leads: the job the booking stages with the call
  (`booked`; the booking feature stands below leads and never calls it). The call's own lead
  goes to the salesperson taking it when it has no owner yet, and every `new` lead of the
  person (the same address, people.py: a booking joins the person's existing leads) moves
  to `contacted`, each on its timeline with its lead.stage_changed event.
- What sales do from the lead's page: move a call, cancel it (through the booking feature's
  own reschedule and cancel, so the visitor and the salesperson get the same emails and
  invitations, and receivers the same webhooks, as when the visitor changes it), and mark
  a call that has started attended or a no-show. Admins act on every call, sales on the
  calls booked with them. Each is on the lead's timeline, committed with the change."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from sqlalchemy import func

from pipeline import booking as calls
from pipeline import queues, webhooks
from pipeline.leads import events
from pipeline.leads.person_keys import PERSON_KEY
from pipeline.leads.sales_state import LeadActionError, handling_row, invalid
from pipeline.leads.stages import record_progress
from pipeline.models.booking import CONFIRMED, OUTCOMES, Booking
from pipeline.models.db import db, utcnow
from pipeline.models.lead_event import CALL, LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission
from pipeline.models.user import User

GONE = "That call no longer exists."
NOT_YOURS = "You can change only the calls booked with you."
OUTCOME_MESSAGE = "Choose attended or no-show (or none)."
NOT_STARTED = "That call hasn't started yet: mark how it went once it has."
CANCELLED = "That call was cancelled, so it has no outcome."
BOOKED_REASON = "Discovery call booked"
UK = ZoneInfo("Europe/London")


def when_text(starts_at: datetime, ends_at: datetime) -> str:
    """A call's time as sales read it on the timeline: UK time (stored times are naive UTC)."""
    start = starts_at.replace(tzinfo=UTC).astimezone(UK)
    end = ends_at.replace(tzinfo=UTC).astimezone(UK)
    return f"{start:%a} {start.day} {start:%b %Y}, {start:%H:%M}–{end:%H:%M} UK time"


def _person_email(user_id: int | None) -> str | None:
    user = db.session.get(User, user_id) if user_id is not None else None
    return user.email if user else None


# --- a new booking ----------------------------------------------------------------------


def _recorded(booking_id: str) -> bool:
    return (
        db.session.scalar(
            db.select(LeadEvent.id).where(
                LeadEvent.kind == CALL,
                LeadEvent.from_value == booking_id,
                LeadEvent.to_value == "booked",
            )
        )
        is not None
    )


def _new_leads_of(lead_id: str) -> list[str]:
    """The person's real leads still at `new`, the call's own among them."""
    key = db.session.scalar(db.select(PERSON_KEY).where(Submission.id == lead_id))
    return list(
        db.session.scalars(
            db.select(Submission.id)
            .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
            .where(
                PERSON_KEY.in_([key]),
                Submission.is_spam.is_(False),
                func.coalesce(LeadHandling.stage, "new") == "new",
            )
            .order_by(Submission.created_at, Submission.id)
        )
    )


def booked(booking_id: str) -> str:
    """The job (queues.JOBS). Done once: a re-run finds the call on the timeline."""
    row = db.session.get(Booking, booking_id)
    if row is None or _recorded(booking_id):
        queues.mark_done(booking_id)  # erased since, or already done
        return "nothing-to-do"
    with_whom = _person_email(row.salesperson_id) or "a removed account"
    detail = f"{when_text(row.starts_at, row.ends_at)} with {with_whom}"
    events.call_changed(row.submission_id, row.id, "booked", None, detail)
    jobs: list[queues.JobRef] = []
    lead = handling_row(row.submission_id)
    if lead.owner_user_id is None:
        lead.owner_user_id = row.salesperson_id
        jobs += events.assigned(row.submission_id, None, row.salesperson_id, None)
    now = utcnow()
    moved = _new_leads_of(row.submission_id)
    for lead_id in moved:
        handling = handling_row(lead_id)
        handling.stage = "contacted"
        record_progress(handling, "contacted", now)
        jobs += events.stage_changed(lead_id, "new", "contacted", None, BOOKED_REASON)
    db.session.commit()
    webhooks.hand_off(jobs)
    queues.mark_done(booking_id)
    return f"moved {len(moved)}"


# --- sales' actions ----------------------------------------------------------------------


def _call(booking_id: str, actor_id: int, admin: bool) -> Booking:
    row = db.session.get(Booking, booking_id[:36])
    if row is None:
        raise LeadActionError(404, GONE, "not_found")
    if not admin and row.salesperson_id != actor_id:
        raise LeadActionError(403, NOT_YOURS, "forbidden")
    return row


def times_for(booking_id: str, actor_id: int, admin: bool) -> list[datetime]:
    """Where sales may move the call: its salesperson's free times."""
    return calls.times_for(_call(booking_id, actor_id, admin))


def reschedule(booking_id: str, start: datetime, actor_id: int, admin: bool) -> None:
    """Move the call to `start` (aware), keeping its salesperson; raises the booking
    feature's TooSoon (started already) and SlotTaken (with the nearest free times)."""
    row = _call(booking_id, actor_id, admin)
    detail = f"{when_text(row.starts_at, row.ends_at)} → " + when_text(
        start.astimezone(UTC).replace(tzinfo=None),
        (start + (row.ends_at - row.starts_at)).astimezone(UTC).replace(tzinfo=None),
    )
    # Committed by the booking's own transaction (or dropped with it when refused).
    events.call_changed(row.submission_id, row.id, "rescheduled", actor_id, detail)
    try:
        calls.reschedule(row, calls.shown(row), start, row.visitor_timezone,
                         by=_person_email(actor_id))  # fmt: skip
    except (calls.TooSoon, calls.SlotTaken):
        db.session.rollback()
        raise


def cancel(booking_id: str, actor_id: int, admin: bool) -> None:
    row = _call(booking_id, actor_id, admin)
    if row.status != CONFIRMED:
        return
    detail = when_text(row.starts_at, row.ends_at)
    events.call_changed(row.submission_id, row.id, "cancelled", actor_id, detail)
    try:
        calls.cancel(row, calls.shown(row), by=_person_email(actor_id))
    except calls.TooSoon:
        db.session.rollback()
        raise


def set_outcome(booking_id: str, outcome: str | None, actor_id: int, admin: bool) -> None:
    """Attended, no-show, or none (a mistake undone), for a call that has started."""
    row = _call(booking_id, actor_id, admin)
    if outcome is not None and outcome not in OUTCOMES:
        raise invalid("outcome", OUTCOME_MESSAGE)
    if row.status != CONFIRMED:
        raise invalid("outcome", CANCELLED)
    if datetime.now(UTC) < row.starts_at.replace(tzinfo=UTC):
        raise invalid("outcome", NOT_STARTED)
    if row.outcome == outcome:
        return
    detail = when_text(row.starts_at, row.ends_at)
    events.call_changed(row.submission_id, row.id, outcome or "no_outcome", actor_id, detail)
    row.outcome = outcome
    db.session.commit()
