"""People over the API: leads with the same address (in any letter case) are one person;
the inbox lists people under the same filters as leads; a person's page, reached from any
of their leads, shows every lead and one timeline of their submissions, emails, consents
and the stage changes sales made."""

from pipeline.signups import LISTS
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact, submit_finder, submit_newsletter


def _people(client, **params) -> dict:
    response = client.get("/api/admin/people", query_string=params)
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_leads_with_the_same_address_are_one_person(app, client, run_worker, smtp):
    first = submit_contact(client, "Ola", "OLA@example.com", "Hello")
    finder = submit_finder(client, "Ola", "ola@example.com", "Harbour Bakery")
    letter = submit_newsletter(client, "Ola", "Ola@Example.com")
    other = submit_contact(client, "Ben", "ben@example.com", "Hi")
    run_worker()
    sales = signed_in_client(app, "sales@example.com", "sales")

    body = _people(sales)
    assert body["total"] == 2
    ben, ola = sorted(body["people"], key=lambda p: p["email"])
    assert ola["email"] == "ola@example.com" and ola["lead_count"] == 3
    assert ola["kinds"] == ["Contact", "Newsletter", "Tool finder"]
    assert ola["company"] == "Harbour Bakery" and ola["name"] == "Ola"
    assert ola["lead_id"] == letter  # the newest lead stands for the person
    assert ola["stages"] == {"New": 3}
    assert ben["lead_id"] == other and ben["lead_count"] == 1
    assert [p["email"] for p in body["people"]] == ["ben@example.com", "ola@example.com"]

    # The inbox's filters pick people by their leads; the person still counts every lead.
    [only] = _people(sales, kind="finder")["people"]
    assert only["email"] == "ola@example.com" and only["lead_count"] == 3
    assert _people(sales, q="nobody-like-this")["people"] == []

    # Any of the person's leads opens the same person.
    pages = [
        sales.get(f"/api/admin/people/{lead}").get_json()["person"] for lead in (first, finder)
    ]
    assert pages[0] == pages[1]
    assert {lead["id"] for lead in pages[0]["leads"]} == {first, finder, letter}


def test_a_persons_timeline_has_submissions_emails_consents_and_stage_changes(
    app, client, run_worker, smtp
):
    contact = submit_contact(client, "Ola", "ola@example.com", "Hello there")
    submit_newsletter(client, "Ola", "ola@example.com")
    run_worker()
    sales = signed_in_client(app, "sales@example.com", "sales")
    send(sales, "PUT", f"/api/admin/leads/{contact}/stage", json={"stage": "contacted"})
    send(sales, "POST", f"/api/admin/leads/{contact}/notes", json={"body": "Rang her"})

    person = sales.get(f"/api/admin/people/{contact}").get_json()["person"]
    types = [entry["type"] for entry in person["timeline"]]
    assert types.count("submission") == 2
    assert "consent" in types and "email" in types
    assert types[-2:] == ["stage", "note"]
    assert [e["at"] for e in person["timeline"]] == sorted(e["at"] for e in person["timeline"])
    submission = next(e for e in person["timeline"] if e["lead_id"] == contact)
    assert submission["title"] == "Contact form" and submission["text"] == "Hello there"
    consent = next(e for e in person["timeline"] if e["type"] == "consent")
    newsletter = LISTS["newsletter"].label
    assert consent["title"] == f"Consent: {newsletter}" and "version" in consent["text"]
    acks = [
        e for e in person["timeline"] if e["type"] == "email" and "ola@example.com" in e["title"]
    ]
    assert acks, person["timeline"]
    stage = next(e for e in person["timeline"] if e["type"] == "stage")
    assert (stage["from"], stage["to"], stage["actor"]) == ("New", "Contacted", "sales@example.com")
    assert person["signups"][0]["list"] == newsletter


def test_missing_people_are_404_and_bad_filters_400(app, client):
    sales = signed_in_client(app, "sales@example.com", "sales")
    assert sales.get("/api/admin/people/missing").status_code == 404
    assert sales.get("/api/admin/people?stage=closed").status_code == 400
    assert _people(sales, page="abc")["page"] == 1
