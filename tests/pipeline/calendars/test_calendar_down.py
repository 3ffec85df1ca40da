"""A calendar that stops answering (issue 34): Radicale stopped, the last good busy times
are kept for BOOKING_CALENDAR_STALE_MINUTES; after that the salesperson's times are no
longer offered, and the warning shows on /admin/availability (calendar_warning) and on
the job dashboard's health panel. Radicale back: times and no warning again."""

from datetime import UTC, datetime, timedelta

from pipeline import calendars
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db
from tests.support.admin_accounts import signed_in_client
from tests.support.booking_team import salesperson
from tests.support.caldav_server import PASSWORD, USER, CalDAVServer
from tests.support.calendar_data import days_ahead, event, iso


def _slots(client) -> set[str]:
    return {s["start"] for s in client.get("/api/booking/slots").get_json()["slots"]}


def _minutes_pass(app, user_id: int, minutes: int) -> None:
    """The clock moves on: the connection's last good read (and its connection) that long
    further in the past."""
    with app.app_context():
        connection = db.session.get(CalendarConnection, user_id)
        connection.last_ok_at -= timedelta(minutes=minutes)
        connection.connected_at -= timedelta(minutes=minutes)
        db.session.commit()


def test_last_good_times_kept_then_no_times_and_a_warning(app, client, run_worker, tmp_path):
    # A server of its own: this test stops it.
    (tmp_path / "radicale").mkdir()
    server = CalDAVServer(tmp_path / "radicale").start()
    try:
        _check(app, client, run_worker, server)
    finally:
        server.stop()


def _check(app, client, run_worker, server):
    user_id = salesperson(app)
    admin = signed_in_client(app, "owner@example.com", "admin")
    calendar = server.new_calendar()
    busy = days_ahead(2, 11)
    server.put_event(calendar, "b1", event("b1", busy, busy + timedelta(hours=1)))
    with app.app_context():
        calendars.save(user_id, "caldav", calendar, USER, PASSWORD)
        db.session.commit()
        calendars.request_refresh(user_id)
    run_worker()
    good = _slots(client)
    assert good and iso(busy) not in good

    server.stop()
    with app.app_context():
        calendars.request_refresh(user_id)
    run_worker()
    with app.app_context():
        connection = db.session.get(CalendarConnection, user_id)
        assert connection.last_error == "Could not connect to 127.0.0.1."
        assert calendars.unusable([user_id], datetime.now(UTC)) == set()
    assert _slots(client) == good  # the last good busy times, still applied
    person = admin.get("/api/admin/availability").get_json()["people"][0]
    assert person["calendar"]["status"] == "failing" and person["calendar_warning"] is None

    _minutes_pass(app, user_id, 31)
    assert _slots(client) == set()  # the only salesperson: nothing offered
    person = admin.get("/api/admin/availability").get_json()["people"][0]
    assert person["calendar"]["status"] == "stale"
    warning = person["calendar_warning"]
    assert "not offered to visitors" in warning and "Could not connect to 127.0.0.1." in warning
    health = admin.get("/api/admin/jobs/health").get_json()
    line = next(c for c in health["checks"] if c["code"] == "calendars")
    assert line["ok"] is False and "Sam: The calendar on 127.0.0.1" in line["detail"]
    warnings = admin.get("/api/admin/jobs").get_json()["warnings"]
    assert any(w["code"] == "calendar_stale" for w in warnings)

    server.start()
    with app.app_context():
        calendars.request_refresh(user_id)
    run_worker()
    assert _slots(client)
    person = admin.get("/api/admin/availability").get_json()["people"][0]
    assert person["calendar"]["status"] == "ok" and person["calendar_warning"] is None
    line = next(c for c in admin.get("/api/admin/jobs/health").get_json()["checks"]
                if c["code"] == "calendars")  # fmt: skip
    assert line == {
        "code": "calendars", "label": "Salespeople's calendars", "ok": True,
        "detail": "Every connected calendar is answering.",
    }  # fmt: skip
