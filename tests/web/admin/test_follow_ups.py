"""Follow-ups over the API: a next action with a due date per lead (both or neither), on the
lead's timeline, flagged overdue once its day has passed while the lead is open; and each
user's own daily-digest setting."""

from datetime import timedelta

from pipeline.leads.follow_ups import local_today
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact


def _follow_up(client, lead_id: str, **body):
    return send(client, "PUT", f"/api/admin/leads/{lead_id}/follow-up", json=body)


def test_a_follow_up_is_set_changed_and_cleared_on_the_timeline(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")

    response = _follow_up(
        sales, lead_id, next_action="  Call about   the proposal ", due="2030-01-15"
    )
    assert response.status_code == 200, response.get_json()
    lead = response.get_json()["lead"]
    assert lead["sales"]["follow_up"] == {
        "action": "Call about the proposal", "due": "2030-01-15", "overdue": False
    }  # fmt: skip
    assert (
        _follow_up(sales, lead_id, next_action="Send the quote", due="2030-01-20").status_code
        == 200
    )
    cleared = _follow_up(sales, lead_id, next_action=None, due=None).get_json()["lead"]
    assert cleared["sales"]["follow_up"] is None
    assert [(e["title"], e["text"], e["actor"]) for e in cleared["timeline"]] == [
        ("Follow-up due 2030-01-15", "Call about the proposal", "sales@example.com"),
        ("Follow-up due 2030-01-20", "Send the quote", "sales@example.com"),
        ("Follow-up cleared", None, "sales@example.com"),
    ]
    assert cleared["timeline"][1]["from"] == "2030-01-15"


def test_overdue_means_past_its_day_and_still_open(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    with app.app_context():
        yesterday = (local_today() - timedelta(days=1)).isoformat()
    _follow_up(sales, lead_id, next_action="Chase", due=yesterday)
    [row] = sales.get("/api/admin/leads").get_json()["leads"]
    assert row["follow_up"] == {"action": "Chase", "due": yesterday, "overdue": True}
    send(sales, "PUT", f"/api/admin/leads/{lead_id}/stage", json={"stage": "won"})
    [row] = sales.get("/api/admin/leads").get_json()["leads"]
    assert row["follow_up"]["overdue"] is False  # a won lead is not chased


def test_follow_up_input_is_checked(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    cases = [
        ({"next_action": "Call"}, "due"),
        ({"due": "2030-01-01"}, "next_action"),
        ({"next_action": "   ", "due": "2030-01-01"}, "next_action"),
        ({"next_action": "Call", "due": "tomorrow"}, "due"),
        ({"next_action": "Call", "due": "2030-02-30"}, "due"),
        ({"next_action": "Call", "due": "2999-01-01"}, "due"),
        ({"next_action": "x" * 201, "due": "2030-01-01"}, "next_action"),
        ({"next_action": "a\nb", "due": "2030-01-01"}, "next_action"),
    ]
    for body, field in cases:
        response = _follow_up(sales, lead_id, **body)
        assert response.status_code == 400, body
        assert field in response.get_json()["error"]["fields"], (body, response.get_json())
    assert _follow_up(sales, "missing", next_action="Call", due="2030-01-01").status_code == 404
    assert sales.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["timeline"] == []


def test_each_user_turns_their_own_digest_on_and_off(app, client):
    sam = signed_in_client(app, "sam@example.com", "sales")
    bo = signed_in_client(app, "bo@example.com", "sales")
    assert sam.get("/api/admin/follow-ups/digest").get_json() == {"daily_digest": True}
    off = send(sam, "PUT", "/api/admin/follow-ups/digest", json={"daily_digest": False})
    assert off.status_code == 200 and off.get_json() == {"daily_digest": False}
    assert sam.get("/api/admin/follow-ups/digest").get_json() == {"daily_digest": False}
    assert bo.get("/api/admin/follow-ups/digest").get_json() == {"daily_digest": True}
    for body in ({}, {"daily_digest": "no"}, {"daily_digest": None}):
        assert send(sam, "PUT", "/api/admin/follow-ups/digest", json=body).status_code == 400
