"""Booking a call (issue 34): the re-check and the insert in one transaction, so two
visitors can never both have one salesperson's time.

- PostgreSQL: the exclusion constraint on bookings (migration booking0001_tables) refuses an
  overlapping confirmed call at commit, whatever the application checked; the loser's
  IntegrityError is read as "taken" and it tries the next free salesperson, or answers 409.
- SQLite: BEGIN IMMEDIATE takes the database's one write lock before the re-check, so the
  check and the insert are never interleaved with another booking's.

The booking is a lead: a Submission of kind "booking" with its bookings row, its notices
and its job in the outbox, committed together, then enqueued (pipeline/intake). The same
transaction stages what the booking causes above it (ARCHITECTURE convention 11): its
booking.created webhook, and the sales pipeline's own job (LEAD_JOB, owned by pipeline.leads:
the call's lead moves from new to contacted)."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy.exc import IntegrityError

from pipeline import calendars, intake, mail, queues, webhooks
from pipeline.booking import assignment, availability, event, reminders
from pipeline.booking.owner import owner_of
from pipeline.booking.times import naive
from pipeline.booking.view import Shown, notice_of
from pipeline.models.availability import DEFAULT_NOTICE_MINUTES, SalesAvailability
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.booking_notice import STAGED, BookingNotice
from pipeline.models.db import db, new_id
from pipeline.models.submission import Submission
from pipeline.settings import setting

PROCESS = "pipeline.booking.notices.process"
# The sales pipeline's handler of a new call (pipeline/leads/calls.py), staged by its dotted
# path like every job: booking stands below leads and never imports it.
LEAD_JOB = "pipeline.leads.calls.booked"
KIND = "booking"
SLOT_TAKEN = "Sorry, that time has just been taken. Please choose another."
EXCLUSION = "ex_bookings_no_overlap"
# Salespeople tried for one instant when others win the race for them (PostgreSQL).
ATTEMPTS = 5


@dataclass(frozen=True)
class Request:
    """What a visitor sent, validated by web/ (web/api/public/booking.py)."""

    name: str
    email: str
    company: str
    start: datetime  # aware UTC
    zone: str  # the visitor's IANA zone
    message: str | None = None
    phone: str | None = None
    finder_run: str | None = None
    plan: str | None = None


class SlotTaken(Exception):
    def __init__(self, alternatives: list[datetime]):
        super().__init__(SLOT_TAKEN)
        self.alternatives = alternatives


def write_lock() -> None:
    """SQLite: the write lock, before the re-check (pysqlite would only take it at the
    first INSERT, after the check). PostgreSQL: nothing; its constraint decides."""
    connection = db.session.connection()
    if (
        connection.dialect.name == "sqlite"
        and not connection.connection.driver_connection.in_transaction
    ):
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def is_overlap(exc: IntegrityError) -> bool:
    return EXCLUSION in str(exc.orig)


def free_at(now: datetime, start: datetime, except_booking: str | None = None) -> list[int]:
    """Who can take a call at `start`, re-read from the database now."""
    if start > now + event.current().window:
        return []
    span = availability.Window(start, start + timedelta(seconds=1))
    return availability.team_times(now, span, except_booking=except_booking).get(start, [])


def alternatives(now: datetime, wanted: datetime, owner: int | None) -> list[datetime]:
    span = availability.window(now, None, None)
    return availability.nearest(
        availability.offered(availability.team_times(now, span), owner), wanted
    )


def place(booking: Booking, start: datetime) -> None:
    """The call's times from `start` (aware): its length, and the range its salesperson's
    buffers block, the one the database refuses to let overlap (booking and reschedule)."""
    rules = db.session.get(SalesAvailability, booking.salesperson_id)
    before = timedelta(minutes=rules.buffer_before_minutes if rules else 0)
    after = timedelta(minutes=rules.buffer_after_minutes if rules else 0)
    end = start + event.current().length
    booking.starts_at, booking.ends_at = naive(start), naive(end)
    booking.blocked_from, booking.blocked_until = naive(start - before), naive(end + after)


def _shown(booking_id: str, request: Request, notice: timedelta) -> Shown:
    """The booked call as its visitor is shown it (a decoy's too: it looks the same)."""
    return Shown(
        id=booking_id,
        start=request.start,
        end=request.start + event.current().length,
        zone=request.zone,
        status=CONFIRMED,
        phone=request.phone,
        notice=notice,
    )


def _store(request: Request, source: dict, salesperson: int, now: datetime) -> Booking:
    call = event.current()
    submission = Submission(
        id=new_id(), kind=KIND, email=request.email, name=request.name, **source
    )
    booking_id = new_id()
    booking = Booking(
        id=booking_id,
        submission_id=submission.id,
        salesperson_id=salesperson,
        status=CONFIRMED,
        name=request.name,
        email=request.email,
        email_key=mail.address_key(request.email),
        company=request.company,
        message=request.message,
        phone=request.phone,
        visitor_timezone=request.zone,
        finder_run_id=request.finder_run,
        plan=request.plan,
        ical_uid=f"{booking_id}@{setting('MAIL_DOMAIN') or 'localhost'}",
        sequence=0,
    )
    place(booking, request.start)
    confirmed = BookingNotice(
        booking_id=booking_id, kind="confirmed", sequence=0, due_at=naive(now), state=STAGED
    )
    # The call into the salesperson's calendar, staged before the commit it shares.
    written = calendars.stage_write(booking_id, salesperson)
    queues.add(LEAD_JOB, booking_id)
    staged = [
        (LEAD_JOB, booking_id),
        *webhooks.booking_created(booking, call.meeting_of(booking_id)),
        *([written] if written else []),
    ]
    details = [booking, confirmed, *reminders.due_for(booking, now)]
    intake.submit(submission, details, PROCESS, also=staged)
    return booking


def book(
    request: Request, source: dict, spam_reason: str | None = None, now: datetime | None = None
) -> Shown:
    """The booked call as the visitor is shown it, or SlotTaken with the nearest free
    times. A suspect request (`spam_reason`) is answered the same way but books nothing."""
    now = now or datetime.now(UTC)
    owner = owner_of(request.email, request.finder_run)
    if spam_reason:
        return _decoy(request, source, spam_reason, now, owner)
    for _ in range(ATTEMPTS):
        write_lock()
        free = free_at(now, request.start)
        if not free:
            break
        chosen = assignment.order(free, owner, naive(now))[0]
        try:
            booking = _store(request, source, chosen, now)
        except IntegrityError as exc:
            db.session.rollback()
            if not is_overlap(exc):
                raise
            continue
        return _shown(booking.id, request, notice_of(chosen))
    db.session.rollback()  # the write lock, on SQLite
    raise SlotTaken(alternatives(now, request.start, owner))


def _decoy(request: Request, source: dict, reason: str, now: datetime, owner: int | None) -> Shown:
    """A suspect booking: kept as a spam lead (intake.store_spam) for inspection, answered
    as a real one would be (taken when the time isn't free, else a plausible booking whose
    links work: links.py), but it holds no time and mails nobody."""
    if not free_at(now, request.start):
        raise SlotTaken(alternatives(now, request.start, owner))
    submission = Submission(
        id=new_id(), kind=KIND, email=request.email, name=request.name, **source
    )
    accepted = intake.store_spam(submission, [], reason)
    return _shown(accepted.id, request, timedelta(minutes=DEFAULT_NOTICE_MINUTES))
