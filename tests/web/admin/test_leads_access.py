"""Who reaches the sales and operations screens' data: sales read leads and the owner's
overview but not the job dashboard, data requests, webhooks or the blog admin; editors the
reverse (blog yes, leads and overview no); only admins run the job dashboard, data requests
and webhooks (the Integrations screen). Sales (and admins) move leads through the pipeline:
stages, owners, notes, follow-ups and their digest; editors see none of it. Anonymous
callers get 401."""

import pytest

from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact

READS = {
    "leads": ("GET", "/api/admin/leads"),
    "lead_csv": ("GET", "/api/admin/leads/export.csv"),
    "jobs": ("GET", "/api/admin/jobs"),
    "blog": ("GET", "/api/admin/posts"),
    "data_export": ("POST", "/api/admin/data-requests/export"),
    "webhooks": ("GET", "/api/admin/webhooks"),
    "job_health": ("GET", "/api/admin/jobs/health"),
    "overview": ("GET", "/api/admin/overview"),
    "overview_csv": ("GET", "/api/admin/overview?format=csv&chart=sources"),
    "overview_summary": ("GET", "/api/admin/overview/summary"),
}
OVERVIEW = {"overview", "overview_csv", "overview_summary"}
ALLOWED = {
    "admin": {
        "leads",
        "lead_csv",
        "jobs",
        "blog",
        "data_export",
        "webhooks",
        "job_health",
        *OVERVIEW,
    },  # fmt: skip
    "sales": {"leads", "lead_csv", *OVERVIEW},
    "editor": {"blog"},
}
# The sales pipeline (issue 18): what each call changes or reads, and its body.
PIPELINE = {
    "board": ("GET", "/api/admin/leads/board", None),
    "people": ("GET", "/api/admin/people", None),
    "person": ("GET", "/api/admin/people/{lead}", None),
    "owners": ("GET", "/api/admin/leads/owners", None),
    "stage": ("PUT", "/api/admin/leads/{lead}/stage", {"stage": "contacted"}),
    "owner": ("PUT", "/api/admin/leads/{lead}/owner", {"owner_id": None}),
    "note": ("POST", "/api/admin/leads/{lead}/notes", {"body": "Rang"}),
    "follow_up": (
        "PUT",
        "/api/admin/leads/{lead}/follow-up",
        {"next_action": "Call", "due": "2030-01-01"},
    ),  # fmt: skip
    "digest": ("PUT", "/api/admin/follow-ups/digest", {"daily_digest": False}),
}


@pytest.mark.parametrize("role", sorted(ALLOWED))
def test_each_role_reads_exactly_its_screens(app, client, role):
    submit_contact(client, "Ola", "ola@example.com", "Hello")
    user = signed_in_client(app, f"{role}@example.com", role)
    for name, (method, url) in READS.items():
        response = send(user, method, url, json={"email": "ola@example.com"})
        if name in ALLOWED[role]:
            assert response.status_code == 200, (role, name, response.status_code)
        else:
            assert response.status_code == 403, (role, name, response.status_code)
            assert response.get_json()["error"]["code"] == "forbidden"


def test_sales_can_act_on_leads_but_not_on_jobs(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    handled = send(sales, "PUT", f"/api/admin/leads/{lead_id}/handling", json={"handled": True})
    assert handled.status_code == 200
    assert send(sales, "POST", f"/api/admin/jobs/{lead_id}/retry").status_code == 403
    assert send(sales, "DELETE", f"/api/admin/jobs/{lead_id}").status_code == 403
    erase = send(sales, "POST", "/api/admin/data-requests/erase",
                 json={"email": "ola@example.com", "confirm": "ola@example.com"})  # fmt: skip
    assert erase.status_code == 403


def test_anonymous_callers_get_401(client):
    for method, url in READS.values():
        assert client.open(url, method=method, json={}).status_code == 401, url


@pytest.mark.parametrize("role", ["sales", "editor"])
def test_only_admins_manage_webhooks(app, role):
    admin = signed_in_client(app, "admin@example.com", "admin")
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = True
    created = send(admin, "POST", "/api/admin/webhooks",
                   json={"url": "http://127.0.0.1:9/hook", "events": ["lead.created"]})  # fmt: skip
    assert created.status_code == 201
    endpoint_id = created.get_json()["endpoint"]["id"]
    test = send(admin, "POST", f"/api/admin/webhooks/{endpoint_id}/test")
    delivery_id = test.get_json()["delivery"]["id"]
    other = signed_in_client(app, f"{role}@example.com", role)
    for method, url, body in [
        ("GET", "/api/admin/webhooks", None),
        ("POST", "/api/admin/webhooks", {"url": "http://127.0.0.1:9/x", "events": ["lead.new"]}),
        ("PUT", f"/api/admin/webhooks/{endpoint_id}", {"enabled": False}),
        ("DELETE", f"/api/admin/webhooks/{endpoint_id}", None),
        ("POST", f"/api/admin/webhooks/{endpoint_id}/rotate-secret", None),
        ("POST", f"/api/admin/webhooks/{endpoint_id}/test", None),
        ("GET", f"/api/admin/webhooks/{endpoint_id}/deliveries", None),
        ("POST", f"/api/admin/webhooks/deliveries/{delivery_id}/redeliver", None),
    ]:
        response = send(other, method, url, json=body)
        assert response.status_code == 403, (role, method, url, response.status_code)
        assert created.get_json()["secret"] not in response.get_data(as_text=True)
    # Nothing changed behind the refusals.
    listed = admin.get("/api/admin/webhooks").get_json()["endpoints"]
    assert [(e["id"], e["enabled"]) for e in listed] == [(endpoint_id, True)]


@pytest.mark.parametrize("role", sorted(ALLOWED))
def test_sales_and_admins_run_the_pipeline_and_editors_see_none_of_it(app, client, role):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    user = signed_in_client(app, f"{role}@example.com", role)
    for name, (method, url, body) in PIPELINE.items():
        response = send(user, method, url.format(lead=lead_id), json=body)
        if role == "editor":
            assert response.status_code == 403, (name, response.status_code)
        else:
            assert response.status_code in (200, 201), (role, name, response.get_json())
    if role != "editor":
        timeline = user.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["timeline"]
        assert [e["type"] for e in timeline] == ["stage", "note", "follow_up"]
