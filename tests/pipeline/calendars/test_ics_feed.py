"""A private ICS feed (issue 34), served by a tiny loopback HTTP server: read by the worker's
job, its weekly event's occurrences hide those times; the feed's address, which is its
password, is in no answer and no log, even at DEBUG; a feed that is gone or isn't one is
recorded in words."""

import logging
from datetime import UTC, datetime, timedelta

import pytest

from pipeline import calendars
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db
from tests.support.admin_accounts import send, signed_in_client
from tests.support.booking_team import salesperson
from tests.support.calendar_data import all_day, days_ahead, event, iso, joined
from tests.support.ics_feed import FeedServer

TOKEN = "private-9f8e7d6c5b4a3f2e1d0c"


@pytest.fixture
def feeds():
    server = FeedServer().start()
    yield server
    server.stop()


def test_a_feed_hides_its_times_and_its_address_stays_secret(
    app, client, run_worker, feeds, caplog
):
    user_id = salesperson(app)
    admin = signed_in_client(app, "owner@example.com", "admin")
    weekly = days_ahead(2, 13)
    away = days_ahead(4, 0).date()
    url = feeds.serve(
        f"/calendar/ical/{TOKEN}/basic.ics",
        joined(
            event("w", weekly, weekly + timedelta(hours=1), "RRULE:FREQ=WEEKLY;COUNT=2"),
            event("f", weekly + timedelta(hours=2), weekly + timedelta(hours=3),
                  "TRANSP:TRANSPARENT"),
            all_day("a", away),
        ),
    )  # fmt: skip
    caplog.set_level(logging.DEBUG)
    answer = send(
        admin, "PUT", f"/api/admin/availability/{user_id}/calendar",
        json={"kind": "ics", "url": url},
    )  # fmt: skip
    assert answer.status_code == 200, answer.get_json()
    assert TOKEN not in answer.get_data(as_text=True)
    assert answer.get_json()["calendar"]["url"] is None
    assert answer.get_json()["calendar"]["host"] == "127.0.0.1"
    run_worker()
    assert feeds.requested == [f"/calendar/ical/{TOKEN}/basic.ics"]

    with app.app_context():
        connection = db.session.get(CalendarConnection, user_id)
        assert (connection.method, connection.last_error) == ("feed", None)
        busy = calendars.busy_times(
            [user_id], datetime.now(UTC), datetime.now(UTC) + timedelta(days=21)
        )[user_id]
    assert (weekly, weekly + timedelta(hours=1)) in busy
    assert (weekly + timedelta(days=7), weekly + timedelta(days=7, hours=1)) in busy
    slots = {s["start"] for s in client.get("/api/booking/slots").get_json()["slots"]}
    assert iso(weekly) not in slots and iso(weekly + timedelta(days=7)) not in slots
    assert iso(weekly + timedelta(hours=2)) in slots  # transparent: free
    assert iso(days_ahead(4, 12)) not in slots  # the all-day event

    listed = admin.get("/api/admin/availability").get_data(as_text=True)
    assert TOKEN not in listed
    assert not [r for r in caplog.records if TOKEN in r.getMessage()]


@pytest.mark.parametrize(
    ("status", "body", "message"),
    [
        (404, "gone", "There is no feed at that address any more"),
        (200, "<html>Sign in</html>", "doesn't give an iCalendar (.ics) feed"),
    ],
)
def test_a_feed_that_is_gone_or_is_not_one_is_recorded(
    app, run_worker, feeds, status, body, message
):
    user_id = salesperson(app)
    url = feeds.serve(f"/{TOKEN}.ics", body, status)
    with app.app_context():
        calendars.save(user_id, "ics", url)
        db.session.commit()
        calendars.request_refresh(user_id)
    run_worker()
    with app.app_context():
        connection = db.session.get(CalendarConnection, user_id)
        assert connection.last_ok_at is None and message in connection.last_error
        assert TOKEN not in connection.last_error
