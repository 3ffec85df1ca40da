"""A salesperson's CalDAV calendar on a real server (Radicale, tests/support/caldav_server.py)
hides their busy times from visitors (issue 34): a one-off event, a weekly recurring one
and an all-day one block; a transparent ("free") and a cancelled one don't. Read by the
worker's job through the free-busy report Radicale has, and the events path (a server
without one) finds the same times. A wrong password is recorded, in words."""

from datetime import UTC, datetime, timedelta

from pipeline import calendars
from pipeline.calendars import caldav_source
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db
from tests.support.booking_team import salesperson
from tests.support.caldav_server import PASSWORD, USER
from tests.support.calendar_data import all_day, days_ahead, event, iso


def _connect(app, user_id: int, url: str, password: str = PASSWORD) -> None:
    with app.app_context():
        calendars.save(user_id, "caldav", url, USER, password)
        db.session.commit()
        assert calendars.request_refresh(user_id)


def _slots(client) -> set[str]:
    return {s["start"] for s in client.get("/api/booking/slots").get_json()["slots"]}


def test_busy_weekly_and_all_day_events_hide_those_times(app, client, run_worker, caldav_server):
    user_id = salesperson(app)
    calendar = caldav_server.new_calendar()
    busy = days_ahead(3, 10)
    weekly = days_ahead(3, 14)
    caldav_server.put_event(calendar, "busy-1", event("busy-1", busy, busy + timedelta(hours=1)))
    caldav_server.put_event(
        calendar,
        "weekly-1",
        event("weekly-1", weekly, weekly + timedelta(hours=1), "RRULE:FREQ=WEEKLY;COUNT=3"),
    )
    free = days_ahead(3, 16)
    caldav_server.put_event(
        calendar, "free-1", event("free-1", free, free + timedelta(hours=1), "TRANSP:TRANSPARENT")
    )
    called_off = days_ahead(3, 18)
    caldav_server.put_event(
        calendar,
        "off-1",
        event("off-1", called_off, called_off + timedelta(hours=1), "STATUS:CANCELLED"),
    )
    away = days_ahead(5, 0).date()
    caldav_server.put_event(calendar, "away-1", all_day("away-1", away))
    before = _slots(client)
    assert iso(busy) in before and iso(weekly + timedelta(days=7)) in before

    _connect(app, user_id, calendar)
    run_worker()

    with app.app_context():
        connection = db.session.get(CalendarConnection, user_id)
        assert connection.last_error is None and connection.method == "free-busy"
        assert connection.calendar_url.rstrip("/") == calendar.rstrip("/")
    after = _slots(client)
    for hidden in (busy, busy + timedelta(minutes=30), weekly, weekly + timedelta(days=7),
                   weekly + timedelta(days=14, minutes=30), days_ahead(5, 12)):  # fmt: skip
        assert iso(hidden) not in after, hidden
    for shown in (free, called_off, weekly + timedelta(days=21), busy + timedelta(hours=1)):
        if iso(shown) in before:
            assert iso(shown) in after, shown

    # A server without a free-busy report: its events, expanded here, give the same times.
    with app.app_context():
        start, end = datetime.now(UTC), datetime.now(UTC) + timedelta(days=22)
        account = caldav_source.Account(calendar, USER, PASSWORD, "127.0.0.1")
        zone = datetime.now(UTC).astimezone().tzinfo
        by_events = caldav_source.read(account, start, end, zone, free_busy=False)
        by_report = caldav_source.read(account, start, end, zone)
        assert by_events.method == "events" and by_report.method == "free-busy"
        timed = [i for i in by_report.intervals if i[1] - i[0] < timedelta(hours=2)]
        assert [i for i in by_events.intervals if i[1] - i[0] < timedelta(hours=2)] == timed
        assert (busy, busy + timedelta(hours=1)) in timed
        assert len(timed) == 4  # the one-off and three weekly: nothing free or cancelled


def test_a_wrong_password_is_recorded_and_the_last_times_kept(app, run_worker, caldav_server):
    user_id = salesperson(app)
    calendar = caldav_server.new_calendar()
    busy = days_ahead(2, 9)
    caldav_server.put_event(calendar, "b", event("b", busy, busy + timedelta(hours=2)))
    _connect(app, user_id, calendar)
    run_worker()
    window = (datetime.now(UTC), datetime.now(UTC) + timedelta(days=21))
    with app.app_context():
        assert calendars.busy_times([user_id], *window) == {
            user_id: [(busy, busy + timedelta(hours=2))]
        }
        calendars.save(user_id, "caldav", calendar, USER, "not-the-password")
        db.session.commit()
        calendars.request_refresh(user_id)
    run_worker()
    with app.app_context():
        connection = db.session.get(CalendarConnection, user_id)
        assert connection.last_error == "127.0.0.1 refused the user name or app password."
        assert connection.failing_since is not None
        # The same calendar with a new password: its last good times still stand.
        assert calendars.busy_times([user_id], *window)[user_id] == [
            (busy, busy + timedelta(hours=2))
        ]
        assert calendars.unusable([user_id], datetime.now(UTC)) == set()
        assert "not-the-password" not in str(calendars.panel([user_id], datetime.now(UTC)))
