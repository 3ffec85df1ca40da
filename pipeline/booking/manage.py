"""What a booking's link lets its holder do (issue 34): see it, move it to another free time
of the same salesperson, or cancel it, until the salesperson's minimum notice before the
call. Sales do the same from the lead's page (`by` names them), until the call starts. Each
change raises the invitation's SEQUENCE, withdraws the pending reminders (a reschedule makes
new ones) and stages a notice to the visitor and the salesperson and the change's webhook
(booking.rescheduled, booking.cancelled), in the change's own transaction."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from sqlalchemy.exc import IntegrityError

from pipeline import calendars, queues, webhooks
from pipeline.booking import availability, event, links, reminders
from pipeline.booking.reserve import SlotTaken, free_at, is_overlap, place, write_lock
from pipeline.booking.times import naive
from pipeline.booking.view import Shown, shown
from pipeline.models.availability import DEFAULT_NOTICE_MINUTES
from pipeline.models.booking import CANCELLED, CONFIRMED, Booking
from pipeline.models.booking_notice import STAGED, BookingNotice
from pipeline.models.db import db, utcnow
from pipeline.models.submission import Submission

TOO_SOON = "This call starts too soon to change online. Please email us."
STARTED = "This call has already started, so it can't be moved or cancelled."
WAS_CANCELLED = "This call was cancelled: it can't be moved. Book a new one instead."
# A link keeps showing its call this long after the call's end, then answers 404.
SHOWN_AFTER = timedelta(days=30)


class TooSoon(Exception):
    pass


def find(token: object, now: datetime | None = None) -> tuple[Booking | None, Shown] | None:
    """(the booking, as shown) for a genuine token; (None, shown) for a decoy's (reserve.py);
    None for anything else or a call long past."""
    now = now or datetime.now(UTC)
    claims = links.read(token)
    if claims is None:
        return None
    booking_id, start, zone = claims
    booking = db.session.get(Booking, booking_id)
    if booking is not None:
        item = shown(booking)
        return (booking, item) if now < item.end + SHOWN_AFTER else None
    decoy = db.session.get(Submission, booking_id)
    if decoy is None or decoy.kind != "booking" or not decoy.is_spam:
        return None
    length = event.current().length
    item = Shown(
        booking_id, start, start + length, zone, CONFIRMED, None,
        timedelta(minutes=DEFAULT_NOTICE_MINUTES),
    )  # fmt: skip
    return (None, item) if now < item.end + SHOWN_AFTER else None


def _refuse_change(item: Shown, now: datetime, by: str | None) -> None:
    """Visitors (by None) change a call until the salesperson's notice; sales until it
    starts."""
    if by is None and not item.can_change(now):
        raise TooSoon(TOO_SOON)
    if by is not None and item.status != CONFIRMED:
        raise TooSoon(WAS_CANCELLED)
    if by is not None and now >= item.start:
        raise TooSoon(STARTED)


def _recheck(booking: Booking, now: datetime, by: str | None) -> None:
    """Under the write lock, with the booking re-read: a change no longer allowed (another
    request changed the call meanwhile) rolls back."""
    try:
        _refuse_change(shown(booking), now, by)
    except TooSoon:
        db.session.rollback()
        raise


def _stage_notice(booking: Booking, kind: str) -> str:
    notice = BookingNotice(
        booking_id=booking.id, kind=kind, sequence=booking.sequence, due_at=utcnow(),
        state=STAGED,
    )  # fmt: skip
    db.session.add(notice)
    db.session.flush()
    queues.add(reminders.SEND, notice.id)
    return notice.id


def _salesperson_times(booking: Booking, now: datetime) -> dict:
    span = availability.window(now, None, None)
    times = availability.team_times(now, span, except_booking=booking.id)
    return {t: who for t, who in times.items() if booking.salesperson_id in who}


def times_for(booking: Booking, now: datetime | None = None) -> list[datetime]:
    """The times the call's salesperson could move it to (sales' reschedule: it keeps its
    salesperson), as visitors are offered them, the call's own time freed."""
    return sorted(_salesperson_times(booking, now or datetime.now(UTC)))


def reschedule(
    booking: Booking | None,
    item: Shown,
    start: datetime,
    zone: str,
    now: datetime | None = None,
    by: str | None = None,
) -> Shown:
    """`by`: the sales account's address when sales move it (None: the visitor's link)."""
    now = now or datetime.now(UTC)
    _refuse_change(item, now, by)
    if booking is None:  # a decoy: answered as a real one, nothing stored
        return replace(item, start=start, end=start + (item.end - item.start), zone=zone)
    write_lock()
    db.session.refresh(booking)
    _recheck(booking, now, by)
    if booking.salesperson_id not in free_at(now, start, except_booking=booking.id):
        db.session.rollback()
        raise SlotTaken(availability.nearest(_salesperson_times(booking, now), start))
    call = event.current()
    previous = (booking.starts_at, booking.ends_at)
    place(booking, start)
    booking.visitor_timezone = zone
    booking.sequence += 1
    reminders.withdraw(booking.id)
    db.session.add_all(reminders.due_for(booking, now))
    notice_id = _stage_notice(booking, "rescheduled")
    written = calendars.stage_write(booking.id)
    events = webhooks.booking_rescheduled(booking, call.meeting_of(booking.id), *previous, by)
    try:
        db.session.commit()
    except IntegrityError as exc:
        db.session.rollback()
        if not is_overlap(exc):
            raise
        raise SlotTaken(availability.nearest(_salesperson_times(booking, now), start)) from None
    queues.enqueue([(reminders.SEND, notice_id), *events, *([written] if written else [])])
    return shown(booking)


def cancel(
    booking: Booking | None, item: Shown, now: datetime | None = None, by: str | None = None
) -> Shown:
    """`by`: the sales account's address when sales cancel it (None: the visitor's link)."""
    now = now or datetime.now(UTC)
    if item.status == CANCELLED:
        return item
    _refuse_change(item, now, by)
    if booking is None:
        return replace(item, status=CANCELLED)
    write_lock()
    db.session.refresh(booking)
    if booking.status == CANCELLED:
        db.session.rollback()
        return shown(booking)
    _recheck(booking, now, by)
    booking.status = CANCELLED
    booking.cancelled_at = naive(now)
    booking.sequence += 1
    reminders.withdraw(booking.id)
    notice_id = _stage_notice(booking, "cancelled")
    removed = calendars.stage_remove(booking.id)
    events = webhooks.booking_cancelled(booking, event.current().meeting_of(booking.id), by)
    db.session.commit()
    queues.enqueue([(reminders.SEND, notice_id), *events, *([removed] if removed else [])])
    return shown(booking)
