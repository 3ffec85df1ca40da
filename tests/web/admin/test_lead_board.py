"""The board over the API: one column per stage in pipeline order, each with its count, the
total monthly value of the plans its leads are about (the plan a contact message asked
about, else the plan page it came from), and its cards newest first; the inbox's filters
apply to it."""

from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact, submit_finder


def _board(client, **params) -> dict:
    response = client.get("/api/admin/leads/board", query_string=params)
    assert response.status_code == 200, response.get_json()
    return {column["stage"]: column for column in response.get_json()["columns"]}


def test_columns_count_and_total_plan_value_per_stage(app, client):
    growth = submit_contact(client, "Gus", "gus@example.com", "Hi", page="/plans/growth")
    freedom = submit_contact(client, "Fay", "fay@example.com", "Hi", page="/contact",
                             referrer="https://www.example.co.uk/plans/freedom")  # fmt: skip
    clarity = submit_contact(client, "Cal", "cal@example.com", "Hi", page="/plans/clarity/")
    no_plan = submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    odd = submit_contact(client, "Odd", "odd@example.com", "Hi", page="/plans/platinum")
    # Asked about a plan on the form: the stored plan counts, whatever page it was sent from.
    asked = submit_contact(client, "Ash", "ash@example.com", "Hi", plan="freedom",
                           page="/contact?plan=freedom&from=quiz")  # fmt: skip
    switched = submit_contact(client, "Sid", "sid@example.com", "Hi", plan="clarity",
                              page="/plans/growth")  # fmt: skip
    sales = signed_in_client(app, "sales@example.com", "sales")
    send(sales, "PUT", f"/api/admin/leads/{asked}/stage", json={"stage": "won"})
    send(sales, "PUT", f"/api/admin/leads/{switched}/stage", json={"stage": "contacted"})
    for lead_id in (growth, freedom):
        send(sales, "PUT", f"/api/admin/leads/{lead_id}/stage", json={"stage": "qualified"})
    send(sales, "PUT", f"/api/admin/leads/{clarity}/stage",
         json={"stage": "lost", "lost_reason": "no_budget"})  # fmt: skip

    columns = _board(sales)
    assert list(columns) == ["new", "contacted", "qualified", "won", "lost"]
    assert [c["label"] for c in columns.values()] == [
        "New",
        "Contacted",
        "Qualified",
        "Won",
        "Lost",
    ]
    assert {s: (c["count"], c["plan_value_gbp"]) for s, c in columns.items()} == {
        "new": (2, 0),  # the finder run and a made-up plan page name no plan
        "contacted": (1, 300),
        "qualified": (2, 1800),
        "won": (1, 1200),
        "lost": (1, 300),
    }
    assert [card["id"] for card in columns["qualified"]["leads"]] == [freedom, growth]
    assert [card["id"] for card in columns["new"]["leads"]] == [odd, no_plan]
    card = columns["qualified"]["leads"][1]
    assert card["plan"] == {"key": "growth", "name": "Growth", "monthly_gbp": 600}
    assert card["kind_label"] == "Contact" and card["owner"] is None
    assert columns["won"]["leads"][0]["plan"]["key"] == "freedom"
    assert columns["contacted"]["leads"][0]["plan"]["key"] == "clarity"
    assert columns["new"]["leads"][1]["company"] == "Harbour Bakery"


def test_the_inbox_filters_apply_to_the_board(app, client):
    mine = submit_contact(client, "Mine", "mine@example.com", "Hi", page="/plans/growth")
    submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    sales = signed_in_client(app, "sales@example.com", "sales")
    me = sales.get("/api/auth/session").get_json()["user"]["id"]
    send(sales, "PUT", f"/api/admin/leads/{mine}/owner", json={"owner_id": me})

    columns = _board(sales, owner="me")
    assert columns["new"]["count"] == 1 and columns["new"]["plan_value_gbp"] == 600
    assert columns["new"]["leads"][0]["owner"] == {"id": me, "email": "sales@example.com"}
    assert _board(sales, kind="finder")["new"]["count"] == 1
    assert sum(c["count"] for c in _board(sales, stage="won").values()) == 0
    assert sales.get("/api/admin/leads/board?stage=closed").status_code == 400
