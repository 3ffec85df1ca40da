"""The score over the API: each lead carries its person's score with the reasons, on the
list, the board, the detail and the people list, and every one of them filters by it."""

from tests.support.admin_accounts import signed_in_client
from tests.support.leads_factory import submit_contact, submit_finder


def _get(client, url: str, **params) -> dict:
    response = client.get(url, query_string=params)
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_scores_show_everywhere_and_filter_everything(app, client):
    hot = submit_contact(client, "Hot", "hot@example.com", "Hi", role="business-owner")
    submit_finder(client, "Hot", "hot@example.com", "Hot Ltd", size="101-500")
    cold = submit_contact(client, "Cold", "cold@example.com", "Hi", role="other")
    sales = signed_in_client(app, "sales@example.com", "sales")

    rows = {row["email"]: row for row in _get(sales, "/api/admin/leads")["leads"]}
    assert (
        rows["hot@example.com"]["score"] == 25 + 10 + 3 + 20 + 5
    )  # size, goals, challenge, role, came back
    assert rows["hot@example.com"]["score_reasons"][0] == "101–500 employees +25"
    assert rows["cold@example.com"] == {**rows["cold@example.com"], "score": 0, "score_reasons": []}
    detail = _get(sales, f"/api/admin/leads/{hot}")["lead"]
    assert detail["score"] == 63 and "Role: Business Owner +20" in detail["score_reasons"]

    assert [r["email"] for r in _get(sales, "/api/admin/leads", min_score=50)["leads"]] == [
        "hot@example.com", "hot@example.com"
    ]  # fmt: skip
    assert _get(sales, "/api/admin/leads", min_score=50)["total"] == 2
    assert [r["id"] for r in _get(sales, "/api/admin/leads", max_score=10)["leads"]] == [cold]
    assert _get(sales, "/api/admin/leads", min_score=50, page=2)["leads"] == []
    board = _get(sales, "/api/admin/leads/board", min_score=50)["columns"][0]
    assert board["count"] == 2 and board["leads"][0]["score"] == 63
    people = _get(sales, "/api/admin/people", max_score=10)["people"]
    assert [(p["email"], p["score"]) for p in people] == [("cold@example.com", 0)]
    person = _get(sales, f"/api/admin/people/{hot}")["person"]
    assert person["score"] == 63 and len(person["score_reasons"]) == 5

    for bad in ("101", "-1", "x", "1e2"):
        assert sales.get(f"/api/admin/leads?min_score={bad}").status_code == 400, bad
