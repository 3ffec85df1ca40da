"""Owners over the API: a lead is assigned to someone in sales (never an editor, an admin
or an unconfirmed account), the change is on its timeline, the new owner is emailed a link
to the lead through the real worker and SMTP sink, and "My leads" / unassigned filter the
inbox."""

from tests.support.admin_accounts import make_account, send, signed_in_client
from tests.support.leads_factory import store_contact_name, submit_contact

XSS = "<img src=x onerror=alert(1)>"


def _assign(client, lead_id: str, owner_id):
    return send(client, "PUT", f"/api/admin/leads/{lead_id}/owner", json={"owner_id": owner_id})


def _ids(client, **params) -> list[str]:
    response = client.get("/api/admin/leads", query_string=params)
    assert response.status_code == 200, response.get_json()
    return [lead["id"] for lead in response.get_json()["leads"]]


def test_the_owner_list_is_the_confirmed_sales_team(app, client):
    sales = signed_in_client(app, "sam@example.com", "sales")
    make_account(app, "bo@example.com", "sales", first_name="Bo")
    make_account(app, "unconfirmed@example.com", "sales", verified=False)
    make_account(app, "ed@example.com", "editor")
    make_account(app, "ad@example.com", "admin")
    owners = sales.get("/api/admin/leads/owners").get_json()["owners"]
    assert [(o["email"], o["first_name"]) for o in owners] == [
        ("bo@example.com", "Bo"),
        ("sam@example.com", "Ada"),
    ]


def test_assigning_is_on_the_timeline_and_emails_the_new_owner_a_link(
    app, client, run_worker, smtp
):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    store_contact_name(app, lead_id, XSS)  # the form refuses it now
    run_worker()  # the contact's own emails, out of the way
    sam = signed_in_client(app, "sam@example.com", "sales")
    bo_id = make_account(app, "bo@example.com", "sales", first_name="Bo")

    response = _assign(sam, lead_id, bo_id)
    assert response.status_code == 200, response.get_json()
    lead = response.get_json()["lead"]
    assert lead["sales"]["owner"] == {"id": bo_id, "email": "bo@example.com"}
    [entry] = lead["timeline"]
    assert (entry["type"], entry["from"], entry["to"], entry["actor"]) == (
        "owner", "nobody", "bo@example.com", "sam@example.com"
    )  # fmt: skip
    listed = sam.get("/api/admin/leads").get_json()["leads"][0]
    assert listed["owner"] == {"id": bo_id, "email": "bo@example.com"}

    run_worker()
    [email] = smtp.wait_for("bo@example.com", subject=f"Lead assigned to you: {XSS}")
    text = email.get_body(("plain",)).get_content()
    assert "sam@example.com assigned a lead to you." in text
    assert (
        f"http://127.0.0.1:5000/admin/leads/{lead_id}" in text or f"/admin/leads/{lead_id}" in text
    )
    html = email.get_body(("html",)).get_content()
    assert XSS not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    # The email is the lead's: listed with its others, erased with it.
    purposes = [
        e["purpose"] for e in sam.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["emails"]
    ]
    assert "lead_assigned" in purposes

    # The same owner again: nothing changes, nobody is emailed twice.
    assert _assign(sam, lead_id, bo_id).status_code == 200
    run_worker()
    assert len(smtp.to("bo@example.com")) == 1
    # Taking it oneself is recorded, but sends no email to oneself; then back to nobody.
    sam_id = sam.get("/api/auth/session").get_json()["user"]["id"]
    assert _assign(sam, lead_id, sam_id).status_code == 200
    assert _assign(sam, lead_id, None).status_code == 200
    run_worker()
    assert smtp.to("sam@example.com") == []
    timeline = sam.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["timeline"]
    assert [(e["from"], e["to"]) for e in timeline] == [
        ("nobody", "bo@example.com"),
        ("bo@example.com", "sam@example.com"),
        ("sam@example.com", "nobody"),
    ]


def test_only_the_sales_team_can_own_a_lead(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sam@example.com", "sales")
    editor_id = make_account(app, "ed@example.com", "editor")
    admin_id = make_account(app, "ad@example.com", "admin")
    unconfirmed_id = make_account(app, "new@example.com", "sales", verified=False)
    for owner_id in (editor_id, admin_id, unconfirmed_id, 999999):
        response = _assign(sales, lead_id, owner_id)
        assert response.status_code == 400, owner_id
        assert response.get_json()["error"]["fields"] == {
            "owner_id": ["Choose someone from the sales team."]
        }
    for body in ({}, {"owner_id": "2"}, {"owner_id": 0}, {"owner_id": 1.5}, {"owner_id": 2**40}):
        response = send(sales, "PUT", f"/api/admin/leads/{lead_id}/owner", json=body)
        assert response.status_code == 400, body
    assert _assign(sales, "missing", None).status_code == 404
    assert sales.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["timeline"] == []


def test_my_leads_unassigned_and_stage_filters(app, client):
    mine = submit_contact(client, "Mine", "mine@example.com", "Hello")
    theirs = submit_contact(client, "Theirs", "theirs@example.com", "Hello")
    nobodys = submit_contact(client, "Nobody's", "nobody@example.com", "Hello")
    sam = signed_in_client(app, "sam@example.com", "sales")
    sam_id = sam.get("/api/auth/session").get_json()["user"]["id"]
    bo_id = make_account(app, "bo@example.com", "sales")
    _assign(sam, mine, sam_id)
    _assign(sam, theirs, bo_id)
    send(sam, "PUT", f"/api/admin/leads/{theirs}/stage", json={"stage": "qualified"})

    assert _ids(sam, owner="me") == [mine]
    assert _ids(sam, owner=str(bo_id)) == [theirs]
    assert _ids(sam, owner="none") == [nobodys]
    assert _ids(sam, stage="qualified") == [theirs]
    assert _ids(sam, stage="new") == [nobodys, mine]  # leads never touched are "new" too
    assert _ids(sam, stage="new", owner="me") == [mine]
    for bad in ({"owner": "someone"}, {"owner": "-1"}, {"stage": "closed"}):
        assert sam.get("/api/admin/leads", query_string=bad).status_code == 400, bad
