"""The emails a booking sends (issue 34), one job per notice (booking_notices):

- to the visitor: the confirmation (counted against the per-recipient cap like every form's
  automatic email), a change, a cancellation, the reminders; each with the invitation (.ics).
  Nothing they typed is in them but their own phone number, as the number we'll call. A
  visitor whose confirmation the cap held back gets none of the later ones either.
- to the salesperson: the call with the lead's context (where they came from, the quiz plan,
  the finder's tools, what they want to talk about) and the same invitation; changes and
  cancellations too, not the reminders.

A notice's emails and its `sent_at` are committed together, so a re-run (RQ retry, a
worker restart) sends nothing twice; delivery is the mail queue's own job."""

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from pipeline import mail, queues
from pipeline.booking import event, invite, links, view
from pipeline.booking.reminders import SEND
from pipeline.booking.times import aware
from pipeline.jobs import run_submission
from pipeline.models.booking import Booking
from pipeline.models.booking_notice import WITHDRAWN, BookingNotice
from pipeline.models.contact_message import PLANS
from pipeline.models.db import db, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission
from pipeline.models.user import User
from pipeline.settings import lead_admin_url, setting

VISITOR_FIRST = "booking_visitor"  # the confirmation: capped (pipeline/mail/limits.py)
VISITOR_LATER = {"rescheduled": "booking_update", "cancelled": "booking_update"}
REMINDER = "booking_reminder"
SALES = "booking_sales"
SUBJECTS = {
    "confirmed": "Your {title} is booked: {when}",
    "rescheduled": "Your {title} has moved: {when}",
    "cancelled": "Your {title} on {when} is cancelled",
    "reminder_24h": "Reminder: your {title} is tomorrow, {when}",
    "reminder_1h": "Reminder: your {title} starts in an hour, {when}",
}
SALES_SUBJECTS = {
    "confirmed": "Call booked: {name} ({company}), {when}",
    "rescheduled": "Call moved: {name} ({company}), now {when}",
    "cancelled": "Call cancelled: {name} ({company}), {when}",
}
UK = ZoneInfo("Europe/London")


def when(start: datetime, end: datetime, zone: str) -> str:
    local, until = start.astimezone(ZoneInfo(zone)), end.astimezone(ZoneInfo(zone))
    text = f"{local:%A} {local.day} {local:%B %Y}, {local:%H:%M}–{until:%H:%M} ({zone})"
    uk = start.astimezone(UK)
    if uk.utcoffset() != local.utcoffset() or uk.date() != local.date():
        text += f"; {uk:%H:%M} UK time"
    return text


def _finder_tools(run_id: str | None) -> list[str]:
    if not run_id:
        return []
    run = db.session.scalars(db.select(FinderRun).where(FinderRun.submission_id == run_id)).first()
    names = []
    for tool in (run.recommendations or []) if run else []:
        if isinstance(tool, dict) and tool.get("name"):
            names.append(str(tool["name"]))
    return names


def _attachment(booking: Booking, manage_url: str) -> mail.Attachment:
    ics = invite.invitation(booking, event.current(), manage_url)
    return mail.Attachment("invite.ics", ics, maintype="text", subtype="calendar")


def _visitor_confirmed(submission_id: str) -> bool:
    """Whether the confirmation went (or is going) out: not held back by the cap."""
    return any(e.status != "limited" for e in mail.emails_for(submission_id, VISITOR_FIRST))


def compose(notice: BookingNotice) -> None:
    """Store the notice's emails with their delivery jobs; the caller commits."""
    booking = db.session.get(Booking, notice.booking_id)
    submission = db.session.get(Submission, booking.submission_id)
    call = event.current()
    item = view.shown(booking)
    manage = links.manage_url(view.token_of(item))
    start, end = aware(booking.starts_at), aware(booking.ends_at)
    visitor_when = when(start, end, booking.visitor_timezone)
    context = {
        "kind": notice.kind,
        "title": call.title,
        "when": visitor_when,
        "where": invite.where(booking, call),
        "meeting_url": call.meeting_link(booking.id),
        "phone": booking.phone if not call.meeting_url else None,
        "manage_url": manage,
        "can_change": item.can_change(datetime.now(UTC)),
        "contact_email": setting("CONTACT_EMAIL"),
    }
    subject = SUBJECTS[notice.kind].format(title=call.title.lower(), when=visitor_when)
    draft = mail.Draft(
        purpose=VISITOR_FIRST, template="booking_visitor", to_addr=booking.email,
        subject=subject, context=context, attachments=[_attachment(booking, manage)],
    )  # fmt: skip
    if notice.kind == "confirmed":
        mail.queue_capped(draft, submission.id)
    elif _visitor_confirmed(submission.id):
        draft.purpose = VISITOR_LATER.get(notice.kind, REMINDER)
        mail.queue_email(draft, submission.id)
    if notice.kind in SALES_SUBJECTS:
        _to_sales(notice, booking, submission, manage)


def _to_sales(notice: BookingNotice, booking: Booking, submission: Submission, manage: str):
    salesperson = db.session.get(User, booking.salesperson_id)
    if salesperson is None:
        return
    start, end = aware(booking.starts_at), aware(booking.ends_at)
    sales_when = when(start, end, "Europe/London")
    context = {
        "kind": notice.kind,
        "booking": booking,
        "when": sales_when,
        "visitor_when": when(start, end, booking.visitor_timezone),
        "where": invite.where(booking, event.current()),
        "plan_label": PLANS.get(booking.plan) if booking.plan else None,
        "finder_tools": _finder_tools(booking.finder_run_id),
        "source_page": submission.source_page,
        "referrer": submission.referrer,
        "utm": submission.utm or {},
        "lead_url": lead_admin_url(submission.id),
    }
    subject = SALES_SUBJECTS[notice.kind].format(
        name=booking.name, company=booking.company, when=sales_when
    )
    mail.queue_email(
        mail.Draft(
            purpose=SALES, template="booking_sales", to_addr=salesperson.email,
            subject=subject, reply_to=booking.email, context=context,
            attachments=[_attachment(booking, manage)],
        ),
        submission.id,
    )  # fmt: skip


def _stale(notice: BookingNotice, booking: Booking) -> bool:
    """A reminder that no longer fits: the call changed since it was staged (the new one
    will go), or it has begun (the job ran late: a worker killed mid-send and brought back
    after the call's time must not remind anyone of a call already under way)."""
    return notice.kind.startswith("reminder") and (
        booking.status != "confirmed"
        or booking.sequence != notice.sequence
        or aware(booking.starts_at) <= datetime.now(UTC)
    )


def _deliver(notice: BookingNotice) -> bool:
    """Compose the notice once; False when it is sent already or withdrawn."""
    if notice.sent_at is not None or notice.state == WITHDRAWN:
        return False
    booking = db.session.get(Booking, notice.booking_id)
    if _stale(notice, booking):
        notice.state = WITHDRAWN
        return False
    compose(notice)
    notice.sent_at = utcnow()
    return True


def send(notice_id: str) -> str:
    """The job (queues.JOBS) of a change, a cancellation or a reminder."""
    notice = db.session.get(BookingNotice, notice_id)
    if notice is None:
        queues.mark_done(notice_id)  # erased with its booking
        return "missing"
    result = "sent" if _deliver(notice) else "nothing-to-send"
    db.session.commit()
    booking = db.session.get(Booking, notice.booking_id)
    mail.hand_off(booking.submission_id)
    queues.mark_done(notice_id)
    return result


def _notify(submission: Submission) -> None:
    booking = db.session.scalars(
        db.select(Booking).where(Booking.submission_id == submission.id)
    ).one()
    notice = db.session.scalars(
        db.select(BookingNotice).where(
            BookingNotice.booking_id == booking.id, BookingNotice.kind == "confirmed"
        )
    ).first()
    if notice is not None:
        _deliver(notice)


def _hand_off(submission: Submission) -> None:
    mail.hand_off(submission.id)


def process(submission_id: str) -> str:
    """The booking's submission job: its confirmation to the visitor and the salesperson."""
    return run_submission(submission_id, [("notify", _notify), ("hand-off", _hand_off)])


__all__ = ["SEND", "process", "send"]
