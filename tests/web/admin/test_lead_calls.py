"""Sales' actions on a discovery call from the lead's page (issue 34), through the admin API,
the booking feature's own reschedule and cancel, and a real worker: the visitor and the
salesperson are emailed with the updated invitation as when the visitor changes it, each
change is on the lead's timeline, a colleague can't touch another's call, a call that has
started can't move, and only one that has started gets an outcome."""

import json
from datetime import timedelta
from email import message_from_bytes, policy

from icalendar import Calendar

from pipeline.models.booking import Booking
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.webhook_delivery import WebhookDelivery
from tests.support.admin_accounts import make_account, send, sign_in, signed_in_client
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.webhook_endpoints import add_endpoint


def _book(client) -> str:
    first = client.get("/api/booking/slots").get_json()["slots"][0]["start"]
    answer = client.post("/api/booking", json=booking_body(first))
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["booking"]["id"]


def _emails(app, purpose: str) -> list[EmailMessage]:
    with app.app_context():
        return list(
            db.session.scalars(db.select(EmailMessage).where(EmailMessage.purpose == purpose))
        )


def _invitation(email: EmailMessage) -> tuple[str, int]:
    message = message_from_bytes(email.message_bytes, policy=policy.default)
    [part] = [p for p in message.iter_attachments() if p.get_content_type() == "text/calendar"]
    calendar = Calendar.from_ical(part.get_content())
    [event] = calendar.walk("VEVENT")
    return str(calendar["METHOD"]), int(event["SEQUENCE"])


def _lead_of(app, call_id: str) -> str:
    with app.app_context():
        return db.session.get(Booking, call_id).submission_id


def test_sales_move_and_cancel_a_call_as_the_visitor_would(app, client, run_worker):
    salesperson(app)
    call_id = _book(client)
    run_worker()
    sam = app.test_client()
    assert sign_in(sam, "sam@example.co.uk").status_code == 200
    times = sam.get(f"/api/admin/bookings/{call_id}/times").get_json()["slots"]
    later = times[5]["start"]

    # Not a free time of hers: 409 with the nearest ones, nothing changed.
    taken = send(sam, "POST", f"/api/admin/bookings/{call_id}/reschedule",
                 json={"start": "2020-01-06T09:00:00Z"})  # fmt: skip
    assert taken.status_code == 409 and taken.get_json()["alternatives"]
    moved = send(sam, "POST", f"/api/admin/bookings/{call_id}/reschedule", json={"start": later})
    assert moved.status_code == 200, moved.get_json()
    call = moved.get_json()["call"]
    assert (call["start"], call["visitor_timezone"]) == (later, "America/New_York")
    assert [h["change"] for h in call["history"]] == ["confirmed", "rescheduled"]
    run_worker()
    [visitor] = [e for e in _emails(app, "booking_update") if e.to_addr == "priya@example.co.uk"]
    assert _invitation(visitor) == ("REQUEST", 1)
    sales = [e for e in _emails(app, "booking_sales") if "moved" in e.subject]
    assert len(sales) == 1 and _invitation(sales[0]) == ("REQUEST", 1)

    # The receivers hear of it as of the visitor's own change, with who did it.
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = True
    admin = signed_in_client(app, "admin@example.com", "admin")
    add_endpoint(admin, "http://127.0.0.1:9/hook", ["booking.cancelled"])
    # A colleague can't touch it; Sam (and any admin) can.
    make_account(app, "bo@example.co.uk", "sales", first_name="Bo")
    bo = app.test_client()
    assert sign_in(bo, "bo@example.co.uk").status_code == 200
    refused = send(bo, "POST", f"/api/admin/bookings/{call_id}/cancel")
    assert refused.status_code == 403
    assert (
        refused.get_json()["error"]["message"] == "You can change only the calls booked with you."
    )
    assert send(sam, "POST", f"/api/admin/bookings/{call_id}/cancel").get_json()["call"][
        "status"] == "cancelled"  # fmt: skip
    again = send(sam, "POST", f"/api/admin/bookings/{call_id}/cancel")  # nothing twice
    assert again.status_code == 200
    gone = send(sam, "POST", f"/api/admin/bookings/{call_id}/reschedule", json={"start": later})
    assert gone.status_code == 400
    assert gone.get_json()["error"]["message"].startswith("This call was cancelled")
    run_worker()
    cancels = [e for e in _emails(app, "booking_update") if "cancelled" in e.subject]
    assert len(cancels) == 1 and _invitation(cancels[0]) == ("CANCEL", 2)

    with app.app_context():
        [body] = db.session.scalars(db.select(WebhookDelivery.body))
    assert json.loads(body)["data"]["changed_by"] == "sam@example.co.uk"
    lead = admin.get(f"/api/admin/leads/{_lead_of(app, call_id)}").get_json()["lead"]
    calls = [(e["title"], e["actor"]) for e in lead["timeline"] if e["type"] == "call"]
    assert calls == [("Discovery call booked", None), ("Call moved", "sam@example.co.uk"),
                     ("Call cancelled", "sam@example.co.uk")]  # fmt: skip
    assert lead["calls"][0]["can_cancel"] is False
    assert send(admin, "POST", "/api/admin/bookings/no-such-call/cancel").status_code == 404
    no_csrf = admin.post(f"/api/admin/bookings/{call_id}/outcome", json={"outcome": None})
    assert no_csrf.status_code in (400, 403)


def test_only_a_call_that_has_started_gets_an_outcome_and_it_no_longer_moves(app, client):
    salesperson(app)
    call_id = _book(client)
    admin = signed_in_client(app, "admin@example.com", "admin")
    url = f"/api/admin/bookings/{call_id}"
    early = send(admin, "POST", f"{url}/outcome", json={"outcome": "attended"})
    assert early.status_code == 400
    assert early.get_json()["error"]["fields"]["outcome"] == [
        "That call hasn't started yet: mark how it went once it has."
    ]
    with app.app_context():  # the clock moved on: the call began ten minutes ago
        row = db.session.get(Booking, call_id)
        shift = row.starts_at - utcnow() + timedelta(minutes=10)
        for column in ("starts_at", "ends_at", "blocked_from", "blocked_until"):
            setattr(row, column, getattr(row, column) - shift)
        db.session.commit()
    wrong = send(admin, "POST", f"{url}/outcome", json={"outcome": "maybe"})
    assert wrong.status_code == 400
    marked = send(admin, "POST", f"{url}/outcome", json={"outcome": "no_show"})
    assert marked.status_code == 200, marked.get_json()
    assert (marked.get_json()["call"]["outcome"], marked.get_json()["call"]["outcome_label"]) == (
        "no_show", "No-show")  # fmt: skip
    cleared = send(admin, "POST", f"{url}/outcome", json={"outcome": None})
    assert cleared.get_json()["call"]["outcome"] is None
    for action, body in (("reschedule", {"start": "2030-01-07T09:00:00Z"}), ("cancel", None)):
        late = send(admin, "POST", f"{url}/{action}", json=body)
        assert late.status_code == 400, (action, late.get_json())
        assert late.get_json()["error"]["message"] == (
            "This call has already started, so it can't be moved or cancelled."
        )
    lead = admin.get(f"/api/admin/leads/{_lead_of(app, call_id)}").get_json()["lead"]
    titles = [e["title"] for e in lead["timeline"] if e["type"] == "call"]
    assert titles[-2:] == ["Call marked no-show", "Call outcome cleared"]
