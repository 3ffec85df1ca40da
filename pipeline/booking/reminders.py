"""Reminders 24 hours and 1 hour before a call (issue 34): rows with due times
(booking_notices), made with the booking, withdrawn by a cancel or a reschedule (which makes
new ones), claimed by the worker's timer when due. A claim is one conditional UPDATE from
pending to staged committed with the send job's outbox entry, so however many workers
sweep, each reminder is staged once; a worker that dies before its commit staged nothing,
and the next sweep claims it."""

from datetime import datetime, timedelta

from pipeline import queues
from pipeline.booking.times import aware, naive
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.booking_notice import PENDING, STAGED, WITHDRAWN, BookingNotice
from pipeline.models.db import db

SEND = "pipeline.booking.notices.send"
BEFORE = (("reminder_24h", timedelta(hours=24)), ("reminder_1h", timedelta(hours=1)))
BATCH = 200


def due_for(booking: Booking, now: datetime) -> list[BookingNotice]:
    """The reminders a call at booking.starts_at still has time for."""
    start = aware(booking.starts_at)
    return [
        BookingNotice(
            booking_id=booking.id,
            kind=kind,
            sequence=booking.sequence,
            due_at=naive(start - before),
            state=PENDING,
        )
        for kind, before in BEFORE
        if start - before > now
    ]


def withdraw(booking_id: str) -> None:
    """In the caller's transaction: the booking's reminders not yet staged won't be."""
    db.session.execute(
        db.update(BookingNotice)
        .where(BookingNotice.booking_id == booking_id, BookingNotice.state == PENDING)
        .values(state=WITHDRAWN)
    )


def stage_due(now: datetime) -> int:
    """Claim every reminder due by `now` and stage its send job; how many were staged.
    One that is due only after its call began (the workers were down) is withdrawn."""
    staged: list[str] = []
    due = db.session.execute(
        db.select(BookingNotice.id, Booking.starts_at, Booking.status)
        .join(Booking, Booking.id == BookingNotice.booking_id)
        .where(BookingNotice.state == PENDING, BookingNotice.due_at <= naive(now))
        .order_by(BookingNotice.due_at)
        .limit(BATCH)
    ).all()
    for notice_id, starts_at, status in due:
        late = status != CONFIRMED or aware(starts_at) <= now
        claimed = db.session.execute(
            db.update(BookingNotice)
            .where(BookingNotice.id == notice_id, BookingNotice.state == PENDING)
            .values(state=WITHDRAWN if late else STAGED)
        ).rowcount
        if claimed and not late:
            queues.add(SEND, notice_id)
            staged.append(notice_id)
    db.session.commit()
    queues.enqueue([(SEND, notice_id) for notice_id in staged])
    return len(staged)
