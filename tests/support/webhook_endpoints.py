"""Webhook endpoints made the way an admin makes them (POST /api/admin/webhooks), and the
delivery log read back through the API."""

from flask.testing import FlaskClient

from tests.support.admin_accounts import send

ALL_EVENTS = ["lead.created", "newsletter.confirmed", "person.erased"]


def add_endpoint(admin: FlaskClient, url: str, events: list[str] | None = None) -> dict:
    """{"endpoint": {...}, "secret": "whsec_..."} as the create call answers."""
    response = send(
        admin,
        "POST",
        "/api/admin/webhooks",
        json={"url": url, "events": events or ALL_EVENTS, "description": "CRM"},
    )
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def delivery_log(admin: FlaskClient, endpoint_id: int) -> list[dict]:
    response = admin.get(f"/api/admin/webhooks/{endpoint_id}/deliveries")
    assert response.status_code == 200, response.get_json()
    return response.get_json()["deliveries"]
