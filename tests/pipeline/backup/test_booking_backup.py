"""Discovery calls in backups (issue 34): the bookings and their notices are in the backup
with their counts in its manifest and come back on restore; an erasure made since the
backup takes them again; a reminder that fell due since the backup is held (withdrawn,
said in the restore's output), one still ahead is not, and --resend-pending leaves both."""

from datetime import timedelta

from click.testing import Result

from pipeline import backup, leads
from pipeline.models.booking import Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.db import db, utcnow
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.fresh_database import fresh_app


def cli(app, *args: str) -> Result:
    return app.test_cli_runner().invoke(args=["backup", *args])


def _states(app) -> dict[str, str]:
    with app.app_context():
        return dict(db.session.execute(db.select(BookingNotice.kind, BookingNotice.state)).all())


def test_calls_are_backed_up_restored_erased_again_and_their_due_reminders_held(
    app, client, tmp_path
):
    salesperson(app)
    slots = client.get("/api/booking/slots").get_json()["slots"]
    # Two days ahead: both reminders still to come when booked.
    start = next(s["start"] for s in slots if s["start"] >= (utcnow() + timedelta(days=2))
                 .strftime("%Y-%m-%dT%H:%M:%SZ"))  # fmt: skip
    assert client.post("/api/booking", json=booking_body(start)).status_code == 201
    with app.app_context():
        # The worker was down when the day-before reminder fell due: still pending.
        day_before = db.session.scalars(
            db.select(BookingNotice).where(BookingNotice.kind == "reminder_24h")
        ).one()
        day_before.due_at = utcnow() - timedelta(minutes=5)
        db.session.commit()
        info = backup.create()
    assert info.manifest.tables["bookings"] == 1
    assert info.manifest.tables["booking_notices"] == 3  # confirmation and both reminders

    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", str(info.path))
        assert result.exit_code == 0, result.output
        assert "withdrew 1 discovery-call reminder(s)" in result.output
        assert _states(target) == {"confirmed": "staged", "reminder_24h": "withdrawn",
                                   "reminder_1h": "pending"}  # fmt: skip
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", "--resend-pending", str(info.path))
        assert result.exit_code == 0, result.output
        assert _states(target)["reminder_24h"] == "pending"

    with app.app_context():
        leads.erase("priya@example.co.uk", None)
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", str(info.path))
        assert result.exit_code == 0, result.output
        assert "replayed: 1 person(s)" in result.output
        with target.app_context():
            assert db.session.scalars(db.select(Booking)).all() == []
            assert db.session.scalars(db.select(BookingNotice)).all() == []
