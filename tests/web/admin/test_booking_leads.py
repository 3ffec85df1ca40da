"""A booked call is a lead of a new kind ("booking"): every sales page that switches on a
lead's kind answers it without a 500 (issue 34; what they show of it comes later)."""

from tests.support.admin_accounts import signed_in_client
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson


def test_sales_pages_take_a_booking_lead(app, client, run_worker):
    salesperson(app)
    first = client.get("/api/booking/slots").get_json()["slots"][0]["start"]
    assert client.post("/api/booking", json=booking_body(first)).status_code == 201
    run_worker()
    admin = signed_in_client(app, "admin@example.com", "admin")
    listed = admin.get("/api/admin/leads")
    assert listed.status_code == 200
    lead = listed.get_json()["leads"][0]
    assert lead["kind"] == "booking"
    for url in (
        f"/api/admin/leads/{lead['id']}",
        "/api/admin/leads/export.csv",
        "/api/admin/leads?kind=booking",
        "/api/admin/overview",
        "/api/admin/overview/summary",
        "/api/admin/availability",
    ):
        assert admin.get(url).status_code == 200, url
