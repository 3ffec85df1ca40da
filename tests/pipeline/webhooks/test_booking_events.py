"""booking.created, booking.rescheduled and booking.cancelled (issue 34), end to end: a
visitor books, moves and cancels through the public API, each change stages its event in
its own transaction, a real worker delivers them signed to a loopback receiver, and nothing
the visitor wrote about what they want to talk about leaves in any event."""

import json
from datetime import datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from standardwebhooks import Webhook

from pipeline.models.booking import Booking
from pipeline.models.db import db
from pipeline.models.submission import Submission
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.webhooks import events
from pipeline.webhooks.booking_events import booking_data
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.webhook_endpoints import add_endpoint

BOOKING_EVENTS = ["booking.created", "booking.rescheduled", "booking.cancelled"]
MESSAGE = "Automating our month-end reports"  # booking_body's message


def _slots(client) -> list[str]:
    return [s["start"] for s in client.get("/api/booking/slots").get_json()["slots"]]


def _staged(app) -> list[str]:
    with app.app_context():
        return list(db.session.scalars(db.select(WebhookDelivery.event_type)))


def _token(manage_url: str) -> str:
    return manage_url.rsplit("/", 1)[-1]


def test_booking_moving_and_cancelling_a_call_send_their_events(
    app, client, admin, receiver, run_worker
):
    secret = add_endpoint(admin, receiver.url(), [*BOOKING_EVENTS, "lead.created"])["secret"]
    sam = salesperson(app)
    first, *_, later = _slots(client)[:6]
    booked = client.post("/api/booking", json=booking_body(first, finder_run=None))
    assert booked.status_code == 201, booked.get_json()
    # Staged with the booking, in its commit, before any worker ran.
    assert sorted(_staged(app)) == ["booking.created", "lead.created"]
    token = _token(booked.get_json()["booking"]["manage_url"])
    taken = client.post("/api/booking", json=booking_body(first, email="bo@example.com"))
    assert taken.status_code == 409
    assert len(_staged(app)) == 2  # a refused booking stages nothing
    moved = client.post(f"/api/booking/manage/{token}/reschedule",
                        json={"start": later, "timezone": "Europe/Paris"})  # fmt: skip
    assert moved.status_code == 200, moved.get_json()
    token = _token(moved.get_json()["manage_url"])
    assert client.post(f"/api/booking/manage/{token}/cancel").status_code == 200
    run_worker()

    events = {}
    for request in receiver.wait_for(4):
        event = Webhook(secret).verify(request.body, request.headers)
        events[event["type"]] = event["data"]
        # What they want to talk about never leaves, whatever the event.
        assert MESSAGE.encode() not in request.body
    created, rescheduled = events["booking.created"], events["booking.rescheduled"]
    cancelled, lead = events["booking.cancelled"], events["lead.created"]
    assert created["start"] == first and created["status"] == "confirmed"
    assert created["salesperson"] == {"id": sam, "email": "sam@example.co.uk", "name": "Sam"}
    assert created["meeting"] == {"kind": "phone"}  # never the visitor's number
    assert created["lead_id"] == lead["lead_id"] and created["person_id"] == lead["person_id"]
    assert created["visitor_timezone"] == "America/New_York" and created["sequence"] == 0
    assert created["admin_url"].endswith(f"/admin/leads/{lead['lead_id']}")
    assert (rescheduled["previous_start"], rescheduled["start"]) == (first, later)
    assert rescheduled["changed_by"] is None and rescheduled["sequence"] == 1
    assert rescheduled["visitor_timezone"] == "Europe/Paris"
    assert cancelled["status"] == "cancelled" and cancelled["changed_by"] is None
    assert cancelled["booking_id"] == created["booking_id"] and cancelled["sequence"] == 2
    # No field of a booking event holds anything the visitor typed.
    typed = ("Priya", "Shah", "07700", "900123", "priya@")
    for data in (created, rescheduled, cancelled):
        assert not any(word in json.dumps(data) for word in typed), data
    # The lead's own event says who they are, but not what they want to talk about either.
    assert lead["form"] == "booking" and "message" not in lead["fields"]
    assert lead["fields"]["company"] == "Shah Accountants"
    assert lead["fields"]["start"] == first


def test_the_catalogue_offers_the_booking_events(admin):
    catalogue = {e["type"]: e for e in admin.get("/api/admin/webhooks").get_json()["events"]}
    for name in BOOKING_EVENTS:
        assert catalogue[name]["subscribable"] is True
        example = catalogue[name]["example"]
        assert {"booking_id", "lead_id", "person_id", "start", "salesperson"} <= set(example)
        assert not {"message", "name", "company", "phone", "email"} & set(example)


TYPED = st.text(st.characters(codec="utf-8"), min_size=1, max_size=200)


@pytest.fixture
def sam(app) -> int:
    return salesperson(app)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])  # fmt: skip
@given(message=TYPED, name=TYPED, company=TYPED, phone=TYPED)
def test_no_booking_event_depends_on_anything_the_visitor_typed(app, sam, message, name,
                                                                company, phone):  # fmt: skip
    """Whatever the visitor typed, in any script or spelling, the booking.* payloads are
    the same as for any other words, so nothing of it can leave in them; and the booking
    lead's lead.created fields are the same whatever they want to talk about."""
    start = datetime(2026, 3, 10, 10, 0)

    def call(**typed) -> Booking:
        return Booking(
            id="5c0e9a7d-2b3f-4e61-8d4a-9f1b7c3e2a60", submission_id="lead-1",
            salesperson_id=sam, starts_at=start, ends_at=start + timedelta(minutes=30),
            status="confirmed", email="priya@example.co.uk", visitor_timezone="Europe/London",
            sequence=1, created_at=start, cancelled_at=start, **typed,
        )  # fmt: skip

    plain = {"message": "", "name": "Priya", "company": "Shah Ltd", "phone": "+447700900123"}
    typed = {"message": message, "name": name, "company": company, "phone": phone}
    meeting = {"kind": "phone"}
    with app.app_context():
        assert booking_data(call(**typed), meeting) == booking_data(call(**plain), meeting)
        lead = Submission(kind="booking", email="priya@example.co.uk")
        said = events._fields(lead, [call(**{**plain, "message": message})])
        assert said == events._fields(lead, [call(**plain)]) and "message" not in said
