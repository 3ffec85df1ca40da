"""An endpoint failing for 3 days is disabled and every admin is emailed (a real SMTP sink);
no more events are staged for it, pending ones are cancelled, and enabling it again starts
its failure clock afresh. One success resets the clock."""

from datetime import timedelta

from pipeline.models.db import db, utcnow
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint
from tests.support.admin_accounts import make_account, send
from tests.support.leads_factory import submit_contact
from tests.support.webhook_endpoints import add_endpoint, delivery_log


def _failing_since(app, endpoint_id: int, days: float) -> None:
    with app.app_context():
        endpoint = db.session.get(WebhookEndpoint, endpoint_id)
        endpoint.failing_since = utcnow() - timedelta(days=days)
        db.session.commit()


def _endpoint(admin, endpoint_id: int) -> dict:
    return admin.get("/api/admin/webhooks").get_json()["endpoints"][0]


def test_three_days_of_failures_disable_the_endpoint_and_email_the_admins(
    app, client, admin, receiver, run_worker, smtp
):
    make_account(app, "grace@example.com", "admin")
    make_account(app, "sales@example.com", "sales")
    receiver.default = 500
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    endpoint_id = created["endpoint"]["id"]
    _failing_since(app, endpoint_id, days=3.01)
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()

    assert len(receiver.received) == 1  # disabled at the first failure: no retries
    endpoint = _endpoint(admin, endpoint_id)
    assert endpoint["enabled"] is False
    assert endpoint["disabled_reason"].startswith("Disabled automatically: failing since")
    [shown] = delivery_log(admin, endpoint_id)
    assert shown["status"] == "failed"
    assert "disabled after failing for days" in shown["error"]
    for address in ("admin@example.com", "grace@example.com"):
        [email] = smtp.wait_for(address, subject="Webhook endpoint disabled after failing for days")
        assert receiver.url() in email.get_body(("plain",)).get_content()
    assert smtp.to("sales@example.com") == []

    # Disabled: new leads stage nothing for it; test and redeliver say why they can't.
    submit_contact(client, "Sam", "sam@example.com", "Hello")
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(WebhookDelivery)) == 1
    test = send(admin, "POST", f"/api/admin/webhooks/{endpoint_id}/test")
    assert test.status_code == 409 and "disabled" in test.get_json()["error"]["message"]
    again = send(admin, "POST", f"/api/admin/webhooks/deliveries/{shown['id']}/redeliver")
    assert again.status_code == 409

    # Enabled again (the receiver fixed): the clock restarts and events flow.
    receiver.default = 200
    enabled = send(admin, "PUT", f"/api/admin/webhooks/{endpoint_id}", json={"enabled": True})
    assert enabled.status_code == 200
    assert enabled.get_json()["endpoint"]["failing_since"] is None
    redeliver = f"/api/admin/webhooks/deliveries/{shown['id']}/redeliver"
    assert send(admin, "POST", redeliver).status_code == 202
    run_worker()
    assert len(receiver.wait_for(2)) == 2
    assert delivery_log(admin, endpoint_id)[0]["status"] == "succeeded"


def test_failures_shorter_than_three_days_keep_it_enabled_and_a_success_resets_them(
    app, client, admin, receiver, run_worker
):
    receiver.answers = [500]
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    endpoint_id = created["endpoint"]["id"]
    _failing_since(app, endpoint_id, days=2.9)
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()
    assert len(receiver.wait_for(2)) == 2  # failed, retried, succeeded
    endpoint = _endpoint(admin, endpoint_id)
    assert endpoint["enabled"] is True and endpoint["failing_since"] is None


def test_a_pending_delivery_of_a_disabled_endpoint_is_cancelled(
    app, client, admin, receiver, run_worker
):
    created = add_endpoint(admin, receiver.url(), ["lead.created"])
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    endpoint_id = created["endpoint"]["id"]
    send(admin, "PUT", f"/api/admin/webhooks/{endpoint_id}", json={"enabled": False})
    run_worker()
    assert receiver.received == []
    [shown] = delivery_log(admin, endpoint_id)
    assert shown["status"] == "cancelled" and shown["attempt_count"] == 0
