"""A call booked on the site lands in the salesperson's CalDAV calendar (Radicale), moves
with a reschedule and leaves with a cancel (issue 34): the worker's job, staged with the
booking's own commit, idempotent by the booking's UID. The visitor's free text stays out
of the calendar, and the call's own event doesn't count against its reschedule."""

from datetime import UTC, datetime, timedelta

from icalendar import Calendar

from pipeline import calendars, queues
from pipeline.models.booking import Booking
from pipeline.models.calendar_event import CalendarEvent
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.caldav_server import PASSWORD, USER


def _events(caldav_server, calendar: str) -> dict[str, object]:
    text = caldav_server.calendar_text(calendar)
    return {str(e["uid"]): e for e in Calendar.from_ical(text).walk("VEVENT")}


def _manage(shown: dict) -> str:
    token = shown["manage_url"].rsplit("/book/manage/", 1)[1]
    return f"/api/booking/manage/{token}"


def test_a_booked_call_is_written_moved_and_removed(app, client, run_worker, caldav_server):
    user_id = salesperson(app)
    calendar = caldav_server.new_calendar()
    with app.app_context():
        calendars.save(user_id, "caldav", calendar, USER, PASSWORD)
        db.session.commit()
        calendars.request_refresh(user_id)  # the first read finds the calendar calls go to
    run_worker()
    slots = [s["start"] for s in client.get("/api/booking/slots").get_json()["slots"]]

    answer = client.post("/api/booking", json=booking_body(slots[2]))
    assert answer.status_code == 201, answer.get_json()
    shown = answer.get_json()["booking"]
    with app.app_context():
        booking = db.session.scalars(db.select(Booking)).one()
        uid, booking_id = booking.ical_uid, booking.id
        # Staged in the booking's own commit: the entry exists before any worker ran.
        job = db.session.get(CalendarEvent, booking_id).job_id
        assert db.session.get(OutboxEntry, job) is not None
    run_worker()
    events = _events(caldav_server, calendar)
    assert set(events) == {uid}
    written = events[uid]
    assert written.decoded("dtstart") == datetime.fromisoformat(slots[2])
    assert int(written["sequence"]) == 0
    assert "Priya Shah (Shah Accountants)" in str(written["summary"])
    assert "ATTENDEE" not in caldav_server.calendar_text(calendar)  # no invitations of its own
    assert "month-end" not in caldav_server.calendar_text(calendar)  # free text: sales only

    # Read back, the call's own event doesn't block its reschedule to an overlapping time.
    with app.app_context():
        calendars.request_refresh(user_id)
    run_worker()
    with app.app_context():
        start = datetime.fromisoformat(slots[2])
        busy = calendars.busy_times(
            [user_id], start - timedelta(hours=1), start + timedelta(hours=1)
        )
        assert busy == {}
    moved = client.post(_manage(shown) + "/reschedule", json={"start": slots[3], "timezone": "UTC"})
    assert moved.status_code == 200, moved.get_json()
    run_worker()
    events = _events(caldav_server, calendar)
    assert set(events) == {uid}
    assert events[uid].decoded("dtstart") == datetime.fromisoformat(slots[3])
    assert int(events[uid]["sequence"]) == 1

    # A job run again (a retry, a second worker) changes nothing.
    with app.app_context():
        again = calendars.stage_write(booking_id)
        db.session.commit()
        assert queues.enqueue([again])
    run_worker()
    assert set(_events(caldav_server, calendar)) == {uid}

    gone = client.post(_manage(shown) + "/cancel", json={})
    assert gone.status_code == 200
    run_worker()
    assert _events(caldav_server, calendar) == {}
    with app.app_context():
        assert db.session.get(CalendarEvent, booking_id) is None
        waiting = db.session.scalars(
            db.select(OutboxEntry.func).where(OutboxEntry.done_at.is_(None))
        ).all()
        assert [f for f in waiting if f.startswith("pipeline.calendars")] == []


def test_an_erased_booking_leaves_the_calendar_and_a_late_connection_gets_the_calls(
    app, client, run_worker, caldav_server
):
    user_id = salesperson(app)
    slots = [s["start"] for s in client.get("/api/booking/slots").get_json()["slots"]]
    assert client.post("/api/booking", json=booking_body(slots[1])).status_code == 201
    run_worker()
    calendar = caldav_server.new_calendar()
    with app.app_context():
        uid = db.session.scalars(db.select(Booking)).one().ical_uid
        # Connected after the call was booked: the timer's catch-up writes it.
        calendars.save(user_id, "caldav", calendar, USER, PASSWORD)
        db.session.commit()
        assert len(calendars.catch_up(datetime.now(UTC))) == 1
    run_worker()
    assert set(_events(caldav_server, calendar)) == {uid}
    with app.app_context():
        # Erased by whatever deletes booking rows: the catch-up takes the event out.
        db.session.execute(db.delete(Booking))
        db.session.commit()
        assert len(calendars.catch_up(datetime.now(UTC))) == 1
        assert calendars.catch_up(datetime.now(UTC)) == []  # staged once
    run_worker()
    assert _events(caldav_server, calendar) == {}
