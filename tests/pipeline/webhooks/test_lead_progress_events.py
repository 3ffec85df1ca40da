"""Sales moving and assigning a lead reach the tools that subscribed, signed, with who did
it and from what to what: lead.stage_changed and lead.assigned, end to end through the
admin API, a real worker and a loopback receiver."""

from standardwebhooks import Webhook

from tests.support.admin_accounts import make_account, send, signed_in_client
from tests.support.leads_factory import submit_contact
from tests.support.webhook_endpoints import add_endpoint


def test_moving_and_assigning_a_lead_send_their_events(app, client, admin, receiver, run_worker):
    secret = add_endpoint(admin, receiver.url(), ["lead.stage_changed", "lead.assigned"])["secret"]
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    run_worker()  # the contact's own job and emails
    sam = signed_in_client(app, "sam@example.com", "sales")
    bo_id = make_account(app, "bo@example.com", "sales", first_name="Bo")

    lost = {"stage": "lost", "lost_reason": "other", "lost_detail": "Went elsewhere"}
    moved = send(sam, "PUT", f"/api/admin/leads/{lead_id}/stage", json=lost)
    assert moved.status_code == 200, moved.get_json()
    assigned = send(sam, "PUT", f"/api/admin/leads/{lead_id}/owner", json={"owner_id": bo_id})
    assert assigned.status_code == 200, assigned.get_json()
    run_worker()

    events = {}
    for request in receiver.wait_for(2):
        event = Webhook(secret).verify(request.body, request.headers)
        events[event["type"]] = event["data"]
    stage = events["lead.stage_changed"]
    assert (stage["lead_id"], stage["from"], stage["to"]) == (lead_id, "new", "lost")
    assert "Went elsewhere" in stage["reason"] and stage["changed_by"] == "sam@example.com"
    owner = events["lead.assigned"]
    assert owner["lead_id"] == lead_id and owner["assigned_by"] == "sam@example.com"
    assert owner["owner"] == {"id": bo_id, "email": "bo@example.com", "name": "Bo"}
    assert owner["person_id"] == stage["person_id"]


def test_a_lead_moved_to_the_stage_it_is_at_sends_nothing(app, client, admin, receiver, run_worker):
    add_endpoint(admin, receiver.url(), ["lead.stage_changed"])
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sam = signed_in_client(app, "sam@example.com", "sales")
    unchanged = send(sam, "PUT", f"/api/admin/leads/{lead_id}/stage", json={"stage": "new"})
    assert unchanged.status_code == 200
    run_worker()
    assert receiver.received == []
