"""Stages and notes over the API as a sales user: a lead moves new → contacted → qualified
→ won | lost, "lost" needs a reason (and words of its own for "other"), notes are a history
(never overwritten), and every stage, note and handled change is on the lead's timeline
with who, when, and from → to."""

from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact


def _stage(client, lead_id: str, stage: str, **extra):
    return send(client, "PUT", f"/api/admin/leads/{lead_id}/stage", json={"stage": stage, **extra})


def _lead(client, lead_id: str) -> dict:
    response = client.get(f"/api/admin/leads/{lead_id}")
    assert response.status_code == 200, response.get_json()
    return response.get_json()["lead"]


def test_a_new_lead_starts_at_new_with_an_empty_timeline(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    lead = _lead(sales, lead_id)
    assert lead["stage"] == "new"
    assert lead["sales"]["stage_label"] == "New"
    assert lead["job_stage"] in (None, "done")  # the job's own step, kept apart
    assert lead["timeline"] == [] and lead["notes"] == []
    listed = sales.get("/api/admin/leads").get_json()["leads"][0]
    assert listed["stage"] == "new"


def test_every_stage_change_is_on_the_timeline_with_who_and_from_to(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    admin = signed_in_client(app, "admin@example.com", "admin")

    for who, stage in ((sales, "contacted"), (sales, "qualified"), (admin, "won")):
        response = _stage(who, lead_id, stage)
        assert response.status_code == 200, response.get_json()
        assert response.get_json()["lead"]["stage"] == stage

    timeline = _lead(sales, lead_id)["timeline"]
    assert [(e["type"], e["from"], e["to"], e["actor"]) for e in timeline] == [
        ("stage", "New", "Contacted", "sales@example.com"),
        ("stage", "Contacted", "Qualified", "sales@example.com"),
        ("stage", "Qualified", "Won", "admin@example.com"),
    ]
    assert timeline[0]["title"] == "Stage: New → Contacted"
    assert all(e["at"].endswith("Z") and e["lead_id"] == lead_id for e in timeline)
    # Moving a lead to the stage it is at changes nothing and records nothing.
    assert _stage(sales, lead_id, "won").status_code == 200
    assert len(_lead(sales, lead_id)["timeline"]) == 3
    # Any stage may follow any other (a lead comes back), and that is recorded too.
    assert _stage(sales, lead_id, "contacted").status_code == 200
    assert _lead(sales, lead_id)["timeline"][-1]["from"] == "Won"


def test_lost_needs_a_reason_from_the_list_and_other_needs_words(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")

    no_reason = _stage(sales, lead_id, "lost")
    assert no_reason.status_code == 400
    assert "lost_reason" in no_reason.get_json()["error"]["fields"]
    bogus = _stage(sales, lead_id, "lost", lost_reason="<b>made up</b>")
    assert bogus.status_code == 400
    other = _stage(sales, lead_id, "lost", lost_reason="other", lost_detail="   ")
    assert other.status_code == 400
    assert "lost_detail" in other.get_json()["error"]["fields"]
    assert _lead(sales, lead_id)["stage"] == "new"  # refused moves change nothing
    assert _lead(sales, lead_id)["timeline"] == []

    lost = _stage(sales, lead_id, "lost", lost_reason="no_budget",
                  lost_detail="Budget frozen until April")  # fmt: skip
    assert lost.status_code == 200
    lead = lost.get_json()["lead"]
    assert lead["sales"]["lost_reason"] == "no_budget"
    assert lead["sales"]["lost_reason_label"] == "No budget"
    assert lead["sales"]["lost_detail"] == "Budget frozen until April"
    [entry] = lead["timeline"]
    assert (entry["from"], entry["to"]) == ("New", "Lost")
    assert entry["text"] == "No budget: Budget frozen until April"

    # Leaving "lost" drops the reason: it belongs to that stage only.
    reopened = _stage(sales, lead_id, "qualified", lost_reason="no_budget").get_json()["lead"]
    assert reopened["sales"]["lost_reason"] is None and reopened["sales"]["lost_detail"] is None


def test_bad_stage_requests_get_clear_400s_and_missing_leads_404(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    for body in ({}, {"stage": "closed"}, {"stage": 3}, {"stage": None}):
        response = send(sales, "PUT", f"/api/admin/leads/{lead_id}/stage", json=body)
        assert response.status_code == 400, (body, response.get_json())
        assert response.get_json()["error"]["message"]
    too_long = _stage(sales, lead_id, "lost", lost_reason="other", lost_detail="x" * 501)
    assert too_long.status_code == 400
    assert _stage(sales, "missing", "contacted").status_code == 404
    # No CSRF header: refused.
    url = f"/api/admin/leads/{lead_id}/stage"
    assert sales.put(url, json={"stage": "won"}).status_code == 400


def test_notes_are_a_history_with_author_and_time_each_on_the_timeline(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    admin = signed_in_client(app, "admin@example.com", "admin")

    url = f"/api/admin/leads/{lead_id}/notes"
    first = send(sales, "POST", url, json={"body": "Rang, no answer"})
    assert first.status_code == 201, first.get_json()
    second = send(admin, "POST", url, json={"body": "  Spoke to Ola.\nWants a demo.  "})
    assert second.status_code == 201

    lead = _lead(sales, lead_id)
    assert [(n["body"], n["author"]) for n in lead["notes"]] == [
        ("Rang, no answer", "sales@example.com"),
        ("Spoke to Ola.\nWants a demo.", "admin@example.com"),
    ]
    assert all(n["created_at"] for n in lead["notes"])
    assert [(e["type"], e["text"], e["actor"]) for e in lead["timeline"]] == [
        ("note", "Rang, no answer", "sales@example.com"),
        ("note", "Spoke to Ola.\nWants a demo.", "admin@example.com"),
    ]
    for body in ({}, {"body": "   "}, {"body": "x" * 2001}, {"body": ["x"]}):
        response = send(sales, "POST", url, json=body)
        assert response.status_code == 400, body
    # A lone surrogate can't be stored anywhere: a clear 400, not a server error.
    lone = send(sales, "POST", url, data='{"body": "a\\ud800b"}', content_type="application/json")
    assert lone.status_code == 400 and "body" in lone.get_json()["error"]["fields"]
    missing = send(sales, "POST", "/api/admin/leads/missing/notes", json={"body": "x"})
    assert missing.status_code == 404


def test_handled_with_a_note_adds_to_the_history_and_the_timeline(app, client):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    url = f"/api/admin/leads/{lead_id}/handling"
    send(sales, "PUT", url, json={"handled": True, "note": "Called, booked a demo."})
    send(sales, "PUT", url, json={"handled": True, "note": "Demo went well."})
    lead = _lead(sales, lead_id)
    assert [n["body"] for n in lead["notes"]] == ["Called, booked a demo.", "Demo went well."]
    assert [e["title"] for e in lead["timeline"]] == ["Marked handled", "Note added", "Note added"]
