"""What each wired event carries, end to end with a real worker: lead.created for every
form (the contact form's with the plan asked about, the tool finder's with its three tools,
sent once they exist), newsletter.confirmed when the address confirms, and secret rotation
with both signatures during the grace."""

import pytest
from standardwebhooks import Webhook

from pipeline.models.db import db
from pipeline.models.signup import Signup
from pipeline.signups import tokens
from tests.support.admin_accounts import send
from tests.support.leads_factory import (
    submit_contact,
    submit_early_access,
    submit_finder,
    submit_guide,
    submit_newsletter,
)
from tests.support.webhook_endpoints import add_endpoint


def _events(receiver, secret: str, count: int) -> list[dict]:
    return [Webhook(secret).verify(r.body, r.headers) for r in receiver.wait_for(count)]


def test_every_sign_up_form_sends_lead_created_with_its_fields(
    app, client, admin, receiver, run_worker
):
    secret = add_endpoint(admin, receiver.url(), ["lead.created"])["secret"]
    guide = submit_guide(client, "Priya", "priya@example.co.uk")
    early = submit_early_access(client, "sam@example.co.uk")
    news = submit_newsletter(client, "Ola", "ola@example.com")
    run_worker()
    events = {e["data"]["lead_id"]: e["data"] for e in _events(receiver, secret, 3)}
    assert events[guide]["form"] == "guide" and events[guide]["form_label"] == "Free guide"
    assert events[guide]["fields"]["first_name"] == "Priya"
    assert events[guide]["source"]["page"] == "/smart-automation-guide"
    assert events[guide]["source"]["referrer"] == "https://search.example/"
    assert events[early]["fields"]["tags"][-1] == "playbooks"
    assert events[news]["fields"]["status"] == "pending"  # double opt-in: not yet confirmed


def test_a_contact_from_the_quiz_sends_lead_created_with_its_plan(
    app, client, admin, receiver, run_worker
):
    secret = add_endpoint(admin, receiver.url(), ["lead.created"])["secret"]
    page = "/contact?plan=freedom&from=quiz"
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hi", plan="freedom", page=page)
    run_worker()
    [event] = _events(receiver, secret, 1)
    assert event["data"]["lead_id"] == lead_id
    fields = event["data"]["fields"]
    assert (fields["plan"], fields["plan_label"], fields["plan_from_quiz"]) == (
        "freedom", "Freedom", True,
    )  # fmt: skip
    assert event["data"]["source"]["page"] == page


def test_the_finder_sends_lead_created_with_its_three_tools(
    app, client, admin, receiver, run_worker
):
    secret = add_endpoint(admin, receiver.url(), ["lead.created"])["secret"]
    lead_id = submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    run_worker()
    [event] = _events(receiver, secret, 1)
    data = event["data"]
    assert data["lead_id"] == lead_id and data["form"] == "finder"
    assert data["finder_status"] == "succeeded"
    assert len(data["tools"]) == 3
    assert all(tool["name"] and tool["website"].startswith("http") for tool in data["tools"])
    assert data["fields"]["company_name"] == "Harbour Bakery"
    assert data["fields"]["company_size_label"] == "6-20 employees"
    assert data["fields"]["business_goals"] == ["generate-more-leads", "automate-customer-service"]
    assert data["source"]["utm"] == {"utm_source": "newsletter", "utm_campaign": "spring"}
    # The same run again (a retry, the sweeper) sends nothing more.
    run_worker()
    assert len(receiver.received) == 1


def test_confirming_the_newsletter_sends_newsletter_confirmed(
    app, client, admin, receiver, run_worker
):
    secret = add_endpoint(admin, receiver.url(), ["newsletter.confirmed"])["secret"]
    lead_id = submit_newsletter(client, "Ola", "ola@example.com")
    run_worker()
    assert receiver.received == []  # not subscribed to lead.created
    with app.app_context():
        signup_id = db.session.scalars(db.select(Signup.id)).one()
        token = tokens.make("confirm", signup_id)
    response = client.post("/api/newsletter/confirm", json={"token": token})
    assert response.status_code == 200, response.get_json()
    run_worker()
    [event] = _events(receiver, secret, 1)
    assert event["type"] == "newsletter.confirmed"
    assert event["data"]["lead_id"] == lead_id
    assert event["data"]["email"] == "ola@example.com" and event["data"]["list"] == "newsletter"
    # Clicking the link again confirms nothing new and sends nothing.
    client.post("/api/newsletter/confirm", json={"token": token})
    run_worker()
    assert len(receiver.received) == 1


def test_after_a_rotation_both_secrets_verify_until_the_grace_ends(
    app, client, admin, receiver, run_worker
):
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    endpoint_id = created["endpoint"]["id"]
    rotated = send(admin, "POST", f"/api/admin/webhooks/{endpoint_id}/rotate-secret")
    assert rotated.status_code == 200
    new_secret = rotated.get_json()["secret"]
    assert new_secret.startswith("whsec_") and new_secret != created["secret"]
    assert rotated.get_json()["endpoint"]["previous_secret_valid_until"] is not None
    assert rotated.headers["Cache-Control"] == "no-store"

    test = send(admin, "POST", f"/api/admin/webhooks/{endpoint_id}/test")
    assert test.status_code == 202
    run_worker()
    [request] = receiver.wait_for(1)
    assert len(request.headers["webhook-signature"].split(" ")) == 2
    for secret in (new_secret, created["secret"]):
        event = Webhook(secret).verify(request.body, request.headers)
        assert event["type"] == "webhook.test"
        assert event["data"]["endpoint_id"] == endpoint_id


@pytest.mark.parametrize("event", ["lead.stage_changed", "lead.assigned"])
def test_every_lead_event_can_be_subscribed_to(app, admin, receiver, event):
    created = add_endpoint(admin, receiver.url(), [event])
    assert created["endpoint"]["events"] == [event]
    catalogue = {e["type"]: e for e in admin.get("/api/admin/webhooks").get_json()["events"]}
    assert catalogue[event]["subscribable"] is True
    assert set(catalogue[event]) == {"type", "description", "subscribable", "example"}
    assert catalogue["webhook.test"]["subscribable"] is False
