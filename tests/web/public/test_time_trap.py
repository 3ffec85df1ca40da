"""The time trap can't be skipped (issue 15): a submission without valid timing is suspect:
answered 202 and stored, shown in the leads inbox as suspect, never processed, nothing
mailed to the typed address and no sales notification. MIN_SUBMIT_SECONDS=0 (these test
stacks) only lowers the minimum; timing is still required."""

import json
import time

import pytest

from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from tests.support.admin_accounts import signed_in_client
from tests.support.hostile_forms import FORMS

INVALID_TIMINGS = {
    "missing": {},
    "both null": {"form_elapsed_ms": None, "form_started_at": None},
    "elapsed as text": {"form_elapsed_ms": "8000"},
    "elapsed negative": {"form_elapsed_ms": -1},
    "elapsed true": {"form_elapsed_ms": True},
    "elapsed a list": {"form_elapsed_ms": [8000]},
    "started as text": {"form_started_at": "yesterday"},
    # A day ahead: the value is fixed when the module loads, and a full run takes minutes.
    "started in the future": {"form_started_at": time.time() * 1000 + 86_400_000},
    "started negative in the future": {"form_started_at": -1, "form_elapsed_ms": -5},
}


def without_timing(body: dict) -> dict:
    return {k: v for k, v in body.items() if not k.startswith("form_")}


def post_raw(client, path: str, text: str):
    return client.post(path, data=text, content_type="application/json")


def _jobs() -> list[str]:
    return db.session.scalars(db.select(OutboxEntry.func)).all()


def _decoy_jobs(form_name: str) -> list[str]:
    # Nothing is processed; a caught finder run's tools are chosen all the same (issue 33).
    return ["pipeline.finder.decoy_job.choose"] if form_name == "finder" else []


@pytest.mark.parametrize("form_name", list(FORMS))
@pytest.mark.parametrize("case", list(INVALID_TIMINGS))
def test_invalid_timing_is_stored_as_suspect_and_never_processed(app, client, form_name, case):
    form = FORMS[form_name]
    resp = client.post(form.path, json={**without_timing(form.body), **INVALID_TIMINGS[case]})
    assert resp.status_code == 202, resp.get_json()
    with app.app_context():
        submission = db.session.get(Submission, resp.get_json()["id"])
        assert (submission.is_spam, submission.spam_reason) == (True, "no-timing")
        assert _jobs() == _decoy_jobs(form_name)
        assert db.session.scalars(db.select(Signup)).all() == []  # no one's consent


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_finite_numbers_are_not_timing(app, client, number):
    body = json.dumps(without_timing(FORMS["contact"].body))[:-1]
    resp = post_raw(client, "/api/contact", f'{body}, "form_elapsed_ms": {number}}}')
    assert resp.status_code == 202
    with app.app_context():
        assert db.session.scalars(db.select(Submission)).one().spam_reason == "no-timing"


def test_a_zero_minimum_still_accepts_any_valid_timing(app, client):
    assert app.config["MIN_SUBMIT_SECONDS"] == 0
    # A token issued just now (issue 25: the server's form token is the only timing).
    timing = client.get("/api/form-token?form=contact").get_json()
    resp = client.post("/api/contact", json={**without_timing(FORMS["contact"].body), **timing})
    assert resp.status_code == 202
    with app.app_context():
        submission = db.session.get(Submission, resp.get_json()["id"])
        assert (submission.is_spam, submission.spam_reason) == (False, None)


def test_suspect_submissions_send_nothing_and_show_in_the_inbox_as_suspect(
    app, client, run_worker, smtp
):
    ids = {}
    for name, form in FORMS.items():
        resp = client.post(
            form.path, json={**without_timing(form.body), "email": f"{name}@example.co.uk"}
        )
        assert resp.status_code == 202
        ids[name] = resp.get_json()["id"]
    run_worker()
    assert smtp.messages == []  # not to the typed address, not to sales
    with app.app_context():
        assert _jobs() == _decoy_jobs("finder")

    sales = signed_in_client(app, "sam@example.co.uk", "sales")
    assert sales.get("/api/admin/leads").get_json()["total"] == 0  # kept out of the way
    listed = sales.get("/api/admin/leads?spam=only").get_json()["leads"]
    assert {row["id"] for row in listed} == set(ids.values())
    for row in listed:
        assert row["is_spam"] and row["suspect"]
        assert row["spam_label"] == "Suspect: sent without valid form timing"
        assert row["emails"] == []
    detail = sales.get(f"/api/admin/leads/{ids['contact']}").get_json()["lead"]
    assert detail["suspect"] is True and detail["contact"]["message"] == "Hi"


def test_spam_and_suspects_are_told_apart_in_the_inbox(app, client):
    body = FORMS["contact"].body
    client.post("/api/contact", json={**body, "website": "https://seo.example"})
    client.post("/api/contact", json={**without_timing(body)})
    sales = signed_in_client(app, "sam@example.co.uk", "sales")
    labels = {
        row["spam_label"] for row in sales.get("/api/admin/leads?spam=only").get_json()["leads"]
    }
    assert labels == {
        "Spam: filled in the hidden field",
        "Suspect: sent without valid form timing",
    }


def test_the_openapi_document_tells_api_clients_the_timing_rule(client):
    document = client.get("/api/openapi.json").get_json()
    assert "form_token" in document["info"]["description"]  # issue 25: was form_elapsed_ms
    assert "suspect" in document["info"]["description"]
    contact = document["components"]["schemas"]["ContactContact"]["properties"]
    assert "server's clock" in contact["form_token"]["description"]
    assert contact["form_started_at"]["deprecated"] is True
