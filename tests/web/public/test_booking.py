"""The booking API end to end on each stack (issue 34): free times, a booking and its lead,
the slot then taken (409 with alternatives), the signed link (see, reschedule, cancel, the
invitation), the emails the worker sends, and a suspect request answered alike."""

from icalendar import Calendar

from pipeline.models.booking import Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.submission import Submission
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson


def _slots(client) -> list[str]:
    body = client.get("/api/booking/slots").get_json()
    assert body["event"]["duration_minutes"] == 30
    assert body["business_timezone"] == "Europe/London"
    return [s["start"] for s in body["slots"]]


def _path(url: str) -> str:
    return url.split("://", 1)[-1].split("/", 1)[-1].join(["/", ""])


def test_book_see_reschedule_cancel(app, client, run_worker):
    salesperson(app)
    slots = _slots(client)
    assert len(slots) > 40
    first = slots[0]
    answer = client.post("/api/booking", json=booking_body(first))
    assert answer.status_code == 201, answer.get_json()
    shown = answer.get_json()["booking"]
    assert shown["start"] == first and shown["status"] == "confirmed"
    assert shown["timezone"] == "America/New_York"
    assert shown["meeting"] == {"kind": "phone", "phone": "+447700900123"}
    assert "Priya" not in str(shown) and "month-end" not in str(shown)
    assert first not in _slots(client)

    again = client.post("/api/booking", json=booking_body(first, email="other@example.com"))
    assert again.status_code == 409
    taken = again.get_json()
    assert taken["error"]["code"] == "slot_taken"
    assert 1 <= len(taken["alternatives"]) <= 6
    assert first not in [a["start"] for a in taken["alternatives"]]

    with app.app_context():
        row = db.session.scalars(db.select(Booking)).one()
        lead = db.session.get(Submission, row.submission_id)
        assert (lead.kind, lead.is_spam, row.email_key) == ("booking", False, "priya@example.co.uk")
    run_worker()
    with app.app_context():
        purposes = sorted(e.purpose for e in db.session.scalars(db.select(EmailMessage)))
        assert purposes == ["booking_sales", "booking_visitor"]
        visitor = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "booking_visitor")
        ).one()
        assert b"month-end" not in visitor.message_bytes  # free text only to sales
        sales = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "booking_sales")
        ).one()
        assert b"month-end" in sales.message_bytes

    manage = _path(shown["manage_url"]).replace("/book/manage/", "/api/booking/manage/")
    assert client.get(manage).get_json()["id"] == shown["id"]
    assert client.get(manage + "x").status_code == 404
    ics = Calendar.from_ical(client.get(shown["ics_url"]).data)
    assert str(ics["method"]) == "REQUEST"

    moved = client.post(manage + "/reschedule", json={"start": slots[3], "timezone": "UTC"})
    assert moved.status_code == 200, moved.get_json()
    assert moved.get_json()["start"] == slots[3]
    event = next(iter(Calendar.from_ical(client.get(shown["ics_url"]).data).walk("VEVENT")))
    assert int(event["sequence"]) == 1
    assert first in _slots(client)  # the old time is free again

    gone = client.post(manage + "/cancel", json={})
    assert gone.status_code == 200 and gone.get_json()["status"] == "cancelled"
    cancel_ics = Calendar.from_ical(client.get(shown["ics_url"]).data)
    assert str(cancel_ics["method"]) == "CANCEL"
    assert int(next(iter(cancel_ics.walk("VEVENT")))["sequence"]) == 2
    with app.app_context():
        states = {
            n.state for n in db.session.scalars(db.select(BookingNotice)) if "reminder" in n.kind
        }
        assert states <= {"withdrawn"}
    run_worker()
    with app.app_context():
        purposes = sorted(e.purpose for e in db.session.scalars(db.select(EmailMessage)))
        assert purposes.count("booking_update") == 2 and purposes.count("booking_sales") == 3


def test_a_suspect_booking_is_answered_alike_and_books_nothing(app, client, run_worker):
    salesperson(app)
    first = _slots(client)[0]
    answer = client.post("/api/booking", json=booking_body(first, website="http://spam"))
    assert answer.status_code == 201
    shown = answer.get_json()["booking"]
    assert set(shown) == {
        "id", "start", "end", "timezone", "title", "duration_minutes", "status", "meeting",
        "manage_url", "ics_url", "google_url", "outlook_url", "can_change",
    }  # fmt: skip
    assert first in _slots(client)
    manage = _path(shown["manage_url"]).replace("/book/manage/", "/api/booking/manage/")
    assert client.get(manage).status_code == 200
    assert client.get(shown["ics_url"]).status_code == 200
    run_worker()
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(Booking)) == 0
        assert db.session.scalar(db.select(db.func.count()).select_from(EmailMessage)) == 0
        assert db.session.scalars(db.select(Submission)).one().is_spam


def test_bad_input_is_a_400_with_field_messages(app, client):
    salesperson(app)
    first = _slots(client)[0]
    for changes, field in [
        ({"start": "tomorrow"}, "start"),
        ({"timezone": "Mars/Olympus"}, "timezone"),
        ({"phone": "call me"}, "phone"),
        ({"phone": None}, "phone"),
        ({"name": "Visit evil.example"}, "name"),
        ({"company": "https://evil.example/x"}, "company"),
        ({"finder_run": "../etc"}, "finder_run"),
    ]:
        answer = client.post("/api/booking", json={**booking_body(first), **changes})
        assert answer.status_code == 400, (changes, answer.get_json())
        assert field in answer.get_json()["error"]["fields"], changes
    assert client.get("/api/booking/slots?from=yesterday").status_code == 400
    assert client.get("/api/booking/slots?run=nope").status_code == 400
    off_grid = first[:-3] + "07Z"  # seven seconds past a free instant
    assert client.post("/api/booking", json=booking_body(off_grid)).status_code == 409
