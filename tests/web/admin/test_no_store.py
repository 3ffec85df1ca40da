"""Issue 25 item 11: every answer to an authenticated API request says Cache-Control:
no-store, so a browser or a shared proxy never keeps a lead's, a person's or a session's
details: the admin API, the account API (/api/auth/*, the session probe included) and any
other /api/ answer given to a signed-in browser, errors included. The public API answered
to visitors keeps its own caching."""

import pytest

from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact


@pytest.fixture
def sales(app, client):
    return signed_in_client(app, "sales@example.com", "sales")


def test_lead_people_and_session_answers_are_never_stored(app, client, sales):
    lead_id = submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    admin = signed_in_client(app, "admin@example.com", "admin")
    urls = [
        "/api/admin/leads",
        f"/api/admin/leads/{lead_id}",
        "/api/admin/leads/board",
        "/api/admin/people",
        f"/api/admin/people/{lead_id}",
        "/api/auth/sessions",
        "/api/auth/session",
    ]
    for url in urls:
        response = sales.get(url)
        assert response.status_code == 200, (url, response.status_code)
        assert response.headers.get("Cache-Control") == "no-store", url
    for url in ("/api/admin/users", "/api/admin/dashboard"):
        response = admin.get(url)
        assert (response.status_code, response.headers.get("Cache-Control")) == (200, "no-store")


def test_errors_and_state_changes_on_the_authenticated_api_are_never_stored(client, sales):
    answers = [
        sales.get("/api/admin/leads/not-a-lead"),  # 404
        sales.get("/api/admin/users"),  # 403 for sales
        client.get("/api/admin/leads"),  # 401: signed out
        client.get("/api/auth/session"),  # the probe, signed out
        send(sales, "POST", "/api/auth/logout"),
    ]
    for response in answers:
        assert response.headers.get("Cache-Control") == "no-store", response.request.path


def test_a_signed_in_browser_gets_no_store_on_the_public_api_too(client, sales):
    submission = send(sales, "POST", "/api/contact", json={})
    assert submission.status_code == 400
    assert submission.headers.get("Cache-Control") == "no-store"
    # A visitor's public answers are left to their own rules.
    assert "no-store" not in (client.get("/api/blog/posts").headers.get("Cache-Control") or "")
