"""Webhook deliveries with a real RQ worker and a real HTTP receiver on 127.0.0.1: a contact
form's lead.created arrives signed so that standardwebhooks verifies it with the secret
from the create call; a receiver failing twice gets the same webhook-id three times and
the log shows every attempt; Redeliver sends it again; the visitor never waits."""

import json
import time

import pytest
from standardwebhooks import Webhook, WebhookVerificationError

from pipeline.models.db import db
from pipeline.models.webhook_delivery import WebhookDelivery
from tests.support.admin_accounts import send
from tests.support.form_timing import human
from tests.support.leads_factory import submit_contact
from tests.support.webhook_endpoints import add_endpoint, delivery_log


def test_a_contact_form_sends_lead_created_signed_for_the_created_secret(
    app, client, admin, receiver, run_worker
):
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    assert created["secret"].startswith("whsec_")
    lead_id = submit_contact(client, "Ola Nowak", "ola@example.com", "A workshop in Leeds?")
    run_worker()

    [request] = receiver.wait_for(1)
    assert request.path == "/hooks/crm"
    assert request.headers["content-type"] == "application/json"
    assert request.headers["webhook-id"].startswith("msg_")
    event = Webhook(created["secret"]).verify(request.body, request.headers)
    assert event["type"] == "lead.created"
    assert event["timestamp"].endswith("Z")
    data = event["data"]
    assert data["lead_id"] == lead_id and data["form"] == "contact"
    assert data["person_id"].startswith("per_") and "ola" not in data["person_id"]
    assert data["fields"] == {
        "name": "Ola Nowak",
        "email": "ola@example.com",
        "role": "ops-director",
        "role_label": "Ops Director",
        "message": "A workshop in Leeds?",
        "plan": None,
        "plan_label": None,
        "plan_from_quiz": False,
    }
    assert data["admin_url"].endswith(f"/admin/leads/{lead_id}")
    # A different secret does not verify it.
    other = add_endpoint(admin, receiver.url("/other"), ["lead.created"])["secret"]
    with pytest.raises(WebhookVerificationError, match="No matching signature"):
        Webhook(other).verify(request.body, request.headers)

    [shown] = delivery_log(admin, created["endpoint"]["id"])
    assert shown["status"] == "succeeded" and shown["status_code"] == 200
    assert shown["attempts"][0]["response_excerpt"] == '{"ok": true}'
    assert shown["message_id"] == request.headers["webhook-id"]


def test_two_failures_then_success_is_three_attempts_with_one_webhook_id(
    app, client, admin, receiver, run_worker
):
    receiver.answers = [500, 500]
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()

    requests = receiver.wait_for(3)
    assert len(requests) == 3
    assert len({r.headers["webhook-id"] for r in requests}) == 1
    assert len({r.body for r in requests}) == 1  # the same bytes every time
    for request in requests:  # each attempt signed at its own time, all valid
        Webhook(created["secret"]).verify(request.body, request.headers)

    [shown] = delivery_log(admin, created["endpoint"]["id"])
    assert shown["status"] == "succeeded"
    assert [a["status_code"] for a in shown["attempts"]] == [500, 500, 200]
    assert [a["number"] for a in shown["attempts"]] == [1, 2, 3]
    assert [a["succeeded"] for a in shown["attempts"]] == [False, False, True]
    # Failed attempts say when the next one is due; RETRY_INTERVAL_SCALE=0 makes it now.
    assert shown["attempts"][0]["next_retry_at"] is not None
    assert shown["attempts"][0]["error"] == "The receiver answered 500."
    assert shown["attempts"][2]["next_retry_at"] is None
    assert all(isinstance(a["duration_ms"], int) for a in shown["attempts"])

    # Redeliver: the same event once more, same webhook-id, a fourth line in the log.
    response = send(admin, "POST", f"/api/admin/webhooks/deliveries/{shown['id']}/redeliver")
    assert response.status_code == 202, response.get_json()
    assert response.get_json()["delivery"]["status"] == "queued"
    run_worker()
    requests = receiver.wait_for(4)
    assert requests[3].headers["webhook-id"] == requests[0].headers["webhook-id"]
    assert requests[3].body == requests[0].body
    [shown] = delivery_log(admin, created["endpoint"]["id"])
    assert [a["status_code"] for a in shown["attempts"]] == [500, 500, 200, 200]
    assert shown["status"] == "succeeded"


def test_a_receiver_that_never_recovers_fails_after_every_retry(
    app, client, admin, receiver, run_worker
):
    receiver.default = 503
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()
    # One attempt and the six retries of queues.JOBS (5 s ... 10 h, scaled to 0 here).
    assert len(receiver.wait_for(7)) == 7
    [shown] = delivery_log(admin, created["endpoint"]["id"])
    assert shown["status"] == "failed" and shown["attempt_count"] == 7
    assert shown["next_retry_at"] is None
    [endpoint] = admin.get("/api/admin/webhooks").get_json()["endpoints"]
    assert endpoint["enabled"] is True and endpoint["failing_since"] is not None


def test_a_redirect_is_not_followed(app, client, admin, receiver, run_worker):
    receiver.answers = [302]
    receiver.location = receiver.url("/elsewhere")
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()
    requests = receiver.wait_for(2)
    assert [r.path for r in requests] == ["/hooks/crm", "/hooks/crm"]  # retried, not followed
    attempts = delivery_log(admin, created["endpoint"]["id"])[0]["attempts"]
    assert attempts[0]["status_code"] == 302
    assert attempts[0]["error"].startswith("Redirect to http://127.0.0.1")


def test_the_visitor_never_waits_for_a_receiver(app, client, admin, receiver, run_worker):
    receiver.delay = 10.0  # a slow CRM
    add_endpoint(admin, receiver.url(), ["lead.created"])
    payload = {"name": "Ola", "email": "ola@example.com", "role": "other", "message": "Hi"}
    started = time.perf_counter()
    response = client.post("/api/contact", json={**payload, **human("contact")})
    elapsed = time.perf_counter() - started
    assert response.status_code == 202
    assert elapsed < 5.0, elapsed  # nothing is sent on the request path
    assert receiver.received == []
    with app.app_context():
        [delivery] = db.session.scalars(db.select(WebhookDelivery)).all()
        assert delivery.status == "queued" and json.loads(delivery.body)["type"] == "lead.created"


def test_spam_and_unsubscribed_events_are_not_sent(app, client, admin, receiver, run_worker):
    add_endpoint(admin, receiver.url(), ["newsletter.confirmed"])
    submit_contact(client, "Ola", "ola@example.com", "Hi")  # lead.created: not subscribed
    spam = {"name": "Bot", "email": "bot@example.com", "role": "other", "message": "x"}
    assert client.post("/api/contact", json={**spam, "website": "http://spam"}).status_code == 202
    run_worker()
    assert receiver.received == []
    with app.app_context():
        assert db.session.scalars(db.select(WebhookDelivery)).all() == []
