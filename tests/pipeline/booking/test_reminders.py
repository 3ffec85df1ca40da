"""Reminders (issue 34): booked at T, the clock moved on → the 24-hour and the 1-hour
reminders each sent once, however often the timer sweeps; cancelled → none; a job lost
between its claim and its run (the worker killed, Redis emptied) → the sweeper re-enqueues
it and it is still sent once, and a job run twice sends once."""

from datetime import UTC, datetime, timedelta

from redis import Redis

from pipeline import booking, queues
from pipeline.booking.notices import send
from pipeline.booking.view import shown, token_of
from pipeline.models.booking import Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from tests.support.booking_team import salesperson

SOURCE = {"source_page": "/book", "referrer": None, "utm": None}


def _book(start: datetime, email: str, now: datetime) -> str:
    wanted = booking.Request(
        name="Priya Shah", email=email, company="Shah Ltd", start=start, zone="Europe/London",
        phone="+447700900123",
    )  # fmt: skip
    return booking.book(wanted, SOURCE, now=now).id


def _reminders() -> list[str]:
    return sorted(
        e.purpose
        for e in db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "booking_reminder")
        )
    )


def test_each_reminder_once_and_none_for_a_cancelled_call(app, run_worker):
    salesperson(app)
    now = datetime.now(UTC).replace(minute=0, second=0, microsecond=0)
    start = now + timedelta(days=2)
    with app.app_context():
        _book(start, "priya@example.co.uk", now)
        cancelled = _book(start + timedelta(hours=2), "sam@example.com", now)
        found = booking.find(token_of(shown(db.session.get(Booking, cancelled))))
        booking.cancel(*found, now=now)
        assert booking.stage_due_reminders(start - timedelta(hours=25)) == 0
        assert booking.stage_due_reminders(start - timedelta(hours=23, minutes=59)) == 1
        assert booking.stage_due_reminders(start - timedelta(hours=23, minutes=58)) == 0
    run_worker()
    with app.app_context():
        assert len(_reminders()) == 1
        # Lost in Redis between the claim and the run: the sweeper hands the job over again.
        assert booking.stage_due_reminders(start - timedelta(minutes=59)) == 1
    Redis.from_url(app.config["REDIS_URL"]).flushdb()
    with app.app_context():
        assert queues.sweep(grace_seconds=0) >= 1
        # And a job that runs twice (a retry after a crash) stores its emails once.
        staged = db.session.scalars(
            db.select(BookingNotice).where(BookingNotice.kind == "reminder_1h",
                                           BookingNotice.state == "staged")
        ).all()  # fmt: skip
        assert len(staged) == 1
        send(staged[0].id)
    run_worker()
    with app.app_context():
        assert len(_reminders()) == 2
        assert booking.stage_due_reminders(start + timedelta(hours=3)) == 0
        withdrawn = db.session.scalars(
            db.select(BookingNotice).where(BookingNotice.booking_id == cancelled)
        ).all()
        assert {n.state for n in withdrawn if n.kind.startswith("reminder")} == {"withdrawn"}


def test_a_reminder_whose_job_runs_only_after_the_call_began_is_withdrawn(app):
    # Claimed in time, but its job ran late (a worker killed mid-send, brought back after
    # the call's time): nobody is reminded of a call already under way.
    salesperson(app)
    now = datetime.now(UTC).replace(minute=0, second=0, microsecond=0)
    start = now + timedelta(days=2)
    with app.app_context():
        call_id = _book(start, "late@example.com", now)
        assert booking.stage_due_reminders(start - timedelta(minutes=59)) == 2
        row = db.session.get(Booking, call_id)
        row.starts_at = datetime.now(UTC).replace(tzinfo=None) - timedelta(minutes=5)
        db.session.commit()
        staged = db.session.scalars(
            db.select(BookingNotice).where(BookingNotice.state == "staged",
                                           BookingNotice.kind.like("reminder%"))
        ).all()  # fmt: skip
        assert [send(n.id) for n in staged] == ["nothing-to-send", "nothing-to-send"]
        assert {n.state for n in staged} == {"withdrawn"}
        assert _reminders() == []
