"""A visitor whose address (or finder run's address) belongs to a lead with an owner is
offered that owner's times, and the call goes to them (issue 34); everyone else gets the
team's times, round robin; a salesperson who stops taking calls keeps theirs."""

from datetime import UTC, datetime, timedelta

from pipeline import booking
from pipeline.models.availability import SalesAvailability
from pipeline.models.booking import Booking
from pipeline.models.db import db, new_id
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission
from tests.support.booking_team import salesperson

SOURCE = {"source_page": None, "referrer": None, "utm": None}
MORNINGS = {d: [["09:00", "12:00"]] for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
AFTERNOONS = {d: [["13:00", "17:00"]] for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}


def _ask(email: str, start: datetime, now: datetime, run: str | None = None) -> int:
    wanted = booking.Request(
        name="Ada", email=email, company="Ada Ltd", start=start, zone="UTC", finder_run=run
    )
    shown = booking.book(wanted, SOURCE, now=now)
    return db.session.get(Booking, shown.id).salesperson_id


def test_owner_first_then_round_robin_and_calls_kept(app):
    morning = salesperson(app, "morning@example.com", MORNINGS, zone="UTC")
    afternoon = salesperson(app, "afternoon@example.com", AFTERNOONS, zone="UTC")
    both = salesperson(app, "both@example.com", {**MORNINGS}, zone="UTC")
    now = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    with app.app_context():
        lead = Submission(id=new_id(), kind="finder", email="owned@example.com", name="O")
        db.session.add(lead)
        db.session.flush()
        db.session.add(LeadHandling(submission_id=lead.id, owner_user_id=afternoon))
        db.session.commit()
        span = booking.window(now, now, now + timedelta(days=3))
        times = booking.team_times(now, span)
        owned = booking.offered(times, booking.owner_of("owned@example.com"))
        assert owned and all(who == [afternoon] for who in owned.values())
        assert booking.offered(times, booking.owner_of(None, lead.id)) == owned
        assert booking.offered(times, booking.owner_of("new@example.com")) == times

        day = now + timedelta(days=2)
        nine = day.replace(hour=9)
        assert _ask("owned@example.com", day.replace(hour=14), now) == afternoon
        # Round robin among the two free at nine: neither has calls, lower id first, then
        # the other (fewest calls in 14 days), then the first again.
        assert _ask("a@example.com", nine, now) == morning
        assert _ask("b@example.com", nine, now) == both
        # The owner is busy in the morning: the call goes to whoever is free.
        assert _ask("owned@example.com", nine + timedelta(minutes=30), now) in (morning, both)

        db.session.get(SalesAvailability, morning).takes_calls = False
        db.session.commit()
        assert morning not in {u for who in booking.team_times(now, span).values() for u in who}
        kept = db.session.scalars(db.select(Booking).where(Booking.salesperson_id == morning))
        statuses = [b.status for b in kept]
        assert statuses and set(statuses) == {"confirmed"}
