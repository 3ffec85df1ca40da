"""Erasing a person (UK GDPR) reaches the webhook log: the stored bodies of the events
about them and the receivers' answers are gone, unsent deliveries are cancelled, and the
receivers get a person.erased event with ids only. Another person's deliveries stay."""

import json
from pathlib import Path

from standardwebhooks import Webhook

from pipeline.models.db import db
from pipeline.models.webhook_attempt import WebhookAttempt
from pipeline.models.webhook_delivery import WebhookDelivery
from tests.support.admin_accounts import send
from tests.support.leads_factory import submit_contact, submit_guide
from tests.support.webhook_endpoints import add_endpoint, delivery_log

ADDRESS = "ola.erase@example.com"


def _rows(app) -> list[dict]:
    with app.app_context():
        found = []
        for model in (WebhookDelivery, WebhookAttempt):
            for row in db.session.scalars(db.select(model)):
                found.append({c.name: getattr(row, c.name) for c in model.__table__.columns})
        return found


def test_an_erased_persons_deliveries_hold_no_personal_data(
    app, client, admin, receiver, run_worker
):
    receiver.echo = True  # the answers hold the personal data too
    created = add_endpoint(admin, receiver.url())
    ids = [
        submit_contact(client, "Ola Erasure", ADDRESS, "Call me on 07700 900123"),
        submit_guide(client, "Ola", ADDRESS),
    ]
    other = submit_contact(client, "Sam Keep", "sam.keep@example.com", "Keep me")
    run_worker()
    assert len(receiver.wait_for(3)) == 3
    before = json.dumps(_rows(app), default=str)
    assert ADDRESS in before and "07700 900123" in before
    # Their data export lists what was passed on, to which endpoint.
    exported = send(admin, "POST", "/api/admin/data-requests/export", json={"email": ADDRESS})
    passed_on = exported.get_json()["webhook_deliveries"]
    assert sorted(d["payload"]["data"]["lead_id"] for d in passed_on) == sorted(ids)
    assert {d["sent_to"] for d in passed_on} == {receiver.url()}

    response = send(admin, "POST", "/api/admin/data-requests/erase",
                    json={"email": ADDRESS, "confirm": ADDRESS})  # fmt: skip
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["erased"]["webhook_payloads"] == 2

    after = json.dumps(_rows(app), default=str)
    for personal in (ADDRESS, "Ola Erasure", "07700 900123"):
        assert personal not in after, personal
    log = delivery_log(admin, created["endpoint"]["id"])
    erased = [d for d in log if d["erased"]]
    assert len(erased) == 2
    assert all(d["payload"] is None and d["event_type"] == "lead.created" for d in erased)
    assert all(a["response_excerpt"] is None for d in erased for a in d["attempts"])
    assert all(a["status_code"] == 200 for d in erased for a in d["attempts"])  # how it went
    [kept] = [d for d in log if d["payload"] and d["payload"]["type"] == "lead.created"]
    assert kept["payload"]["data"]["lead_id"] == other
    with app.app_context():
        links = db.session.execute(
            db.select(WebhookDelivery.submission_id, WebhookDelivery.person_id).where(
                WebhookDelivery.erased_at.is_not(None)
            )
        ).all()
        assert links == [(None, None), (None, None)]  # nothing ties them to the person
    erased_ids = {d["id"] for d in erased}
    redeliver = send(admin, "POST", f"/api/admin/webhooks/deliveries/{erased_ids.pop()}/redeliver")
    assert redeliver.status_code == 409 and "erased" in redeliver.get_json()["error"]["message"]

    uri = app.config["SQLALCHEMY_DATABASE_URI"]
    if uri.startswith("sqlite:///"):  # not even in the database file's free pages
        assert ADDRESS.encode() not in Path(uri.removeprefix("sqlite:///")).read_bytes()

    # The receivers are told, with ids only.
    run_worker()
    request = receiver.wait_for(4)[3]
    event = Webhook(created["secret"]).verify(request.body, request.headers)
    assert event["type"] == "person.erased"
    assert sorted(event["data"]["lead_ids"]) == sorted(ids)
    assert set(event["data"]) == {"person_id", "lead_ids", "reason", "whole_person", "erased_at"}
    assert event["data"]["reason"] == "request" and event["data"]["whole_person"] is True
    assert ADDRESS not in request.body.decode() and "Ola" not in request.body.decode()
    # The same person id as in the lead.created events the receiver got about them.
    earlier = [Webhook(created["secret"]).verify(r.body, r.headers) for r in receiver.received[:3]]
    theirs = {e["data"]["person_id"] for e in earlier if e["data"]["lead_id"] in ids}
    assert theirs == {event["data"]["person_id"]}


def test_an_unsent_delivery_is_cancelled_by_the_erasure(app, client, admin, receiver, run_worker):
    add_endpoint(admin, receiver.url(), ["lead.created"])
    submit_contact(client, "Ola Erasure", ADDRESS, "Hello")  # no worker ran: still queued
    response = send(admin, "POST", "/api/admin/data-requests/erase",
                    json={"email": ADDRESS, "confirm": ADDRESS})  # fmt: skip
    assert response.status_code == 200
    run_worker()
    assert receiver.received == []  # neither the lead nor (not subscribed) the erasure
    with app.app_context():
        [delivery] = db.session.scalars(db.select(WebhookDelivery)).all()
        assert delivery.status == "cancelled" and delivery.body is None
        assert delivery.erased_at is not None
