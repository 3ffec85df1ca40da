"""A discovery call under the retention schedule (issue 34): kept as long as its lead (the
schedule says so, and erasing the lead takes the call, its notices and what the visitor
typed), and a call still to come or changed within the period is activity that keeps the
person."""

from datetime import timedelta

from pipeline import retention
from pipeline.models.booking import Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support import retention_rows as rows
from tests.support.booking_team import salesperson
from tests.support.retention_rows import NOW, SECOND

LONG_AGO = NOW.replace(year=2024)


def _call(lead_id: str, salesperson_id: int, starts_at, changed_at=None) -> str:
    call = Booking(
        submission_id=lead_id, salesperson_id=salesperson_id, starts_at=starts_at,
        ends_at=starts_at + timedelta(minutes=30), blocked_from=starts_at,
        blocked_until=starts_at + timedelta(minutes=30), status="confirmed", name="Ada",
        email="ada@example.com", email_key="ada@example.com", company="Ada Ltd",
        message="What we want to talk about", visitor_timezone="Europe/London",
        ical_uid=f"{lead_id}@test", sequence=0, created_at=starts_at,
        updated_at=changed_at or starts_at,
    )  # fmt: skip
    db.session.add(call)
    db.session.flush()
    db.session.add(BookingNotice(booking_id=call.id, kind="confirmed", due_at=starts_at,
                                 state="staged", sent_at=starts_at))  # fmt: skip
    return call.id


def test_a_call_is_kept_with_its_lead_and_erased_with_it(app):
    sam = salesperson(app)
    old, coming, moved = rows.address("old"), rows.address("coming"), rows.address("moved")
    recent = retention.BY_KEY["leads"].cutoff(NOW) + SECOND
    _call(rows.submission(old, LONG_AGO, kind="booking"), sam, LONG_AGO + timedelta(days=3))
    # Booked long ago for a time within the period, or moved within it: still a live call.
    _call(rows.submission(coming, LONG_AGO, kind="booking"), sam, recent)
    _call(rows.submission(moved, LONG_AGO, kind="booking"), sam, LONG_AGO + timedelta(days=9),
          changed_at=recent)  # fmt: skip
    db.session.commit()
    kinds = {row["kind"]: row for row in retention.schedule_json()}
    assert kinds["bookings"]["period_text"] == "with their lead"

    counts = retention.apply_schedule("cli", now=NOW).counts
    assert counts["leads"] == 1
    held = set(db.session.scalars(db.select(Submission.email)))
    assert old not in held and {coming, moved} <= held
    assert db.session.scalar(db.select(db.func.count()).select_from(Booking)) == 2
    assert db.session.scalar(db.select(db.func.count()).select_from(BookingNotice)) == 2
