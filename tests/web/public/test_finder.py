"""POST /api/finder and GET /api/finder/<token>: validation with the spec's messages, the
submission + test record in one transaction, and results only for the token's holder."""

import pytest
from rq.job import Job

from pipeline import queues
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.form_timing import human
from tests.support.payloads import FINDER


def count(app, model) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count()).select_from(model))


def test_valid_submission_stores_submission_and_test_record_and_answers_202(app, client):
    resp = client.post("/api/finder", json={**FINDER, "website": "", "form_started_at": 1})
    assert resp.status_code == 202
    body = resp.get_json()
    assert body["status"] == "queued"
    assert body["status_url"] == f"/api/finder/{body['id']}"
    assert resp.headers["Location"] == body["status_url"]
    with app.app_context():
        submission = db.session.get(Submission, body["id"])
        assert (submission.kind, submission.email, submission.name) == (
            "finder", "priya@example.co.uk", "Priya"
        )  # fmt: skip
        test = db.session.scalars(db.select(FinderRun)).one()
        assert test.submission_id == submission.id
        assert test.test_name.startswith("Shah & Daughters Ltd – 20")
        assert (test.first_name, test.email, test.company_name, test.company_size) == (
            "Priya", "priya@example.co.uk", "Shah & Daughters Ltd", "6-20"
        )  # fmt: skip
        assert test.business_goal == "generate-more-leads, automate-reporting"
        assert test.main_challenge == "budget-constraints, lack-technical-expertise"
        assert test.current_tools == "Gmail, Xero"
        assert test.recommendations is None
        entry = db.session.get(OutboxEntry, body["id"])
        assert entry.func == "pipeline.finder.job.process"
        job = Job.fetch(body["id"], connection=queues.redis_connection(app.config["REDIS_URL"]))
        assert (job.func_name, job.args, job.get_status()) == (
            "pipeline.finder.job.process",
            (body["id"],),
            "queued",
        )

    status = client.get(body["status_url"])
    assert status.headers["Cache-Control"] == "no-store"
    assert status.get_json() == {
        "id": body["id"],
        "status": "queued",
        "stage": None,
        "error": None,
        "results": None,
    }


def test_current_tools_is_optional_and_duplicates_are_dropped(app, client):
    payload = {k: v for k, v in FINDER.items() if k != "currentTools"}
    payload["businessGoal"] = ["other", "other", "optimize-marketing"]
    assert client.post("/api/finder", json=payload).status_code == 202
    assert client.post("/api/finder", json={**FINDER, "currentTools": None}).status_code == 202
    with app.app_context():
        tests = db.session.scalars(db.select(FinderRun)).all()
        assert [t.current_tools for t in tests] == [None, None]
        assert {t.business_goal for t in tests} == {
            "other, optimize-marketing",
            "generate-more-leads, automate-reporting",
        }


MISSING_GOAL = "Please select at least one business goal"
MISSING_CHALLENGE = "Please select at least one main challenge"
UNKNOWN_OPTION = "Please choose from the options shown."


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"firstName": ""}, "firstName", "First name is required"),
        ({"firstName": "   "}, "firstName", "First name is required"),
        ({"firstName": None}, "firstName", "First name is required"),
        ({"email": "not-an-email"}, "email", "Please enter a valid email address"),
        ({"email": ""}, "email", "Please enter a valid email address"),
        ({"companyName": ""}, "companyName", "Company name is required"),
        ({"companySize": ""}, "companySize", "Please select your company size"),
        ({"companySize": "7"}, "companySize", "Please select your company size"),
        ({"companySize": "6-20 employees"}, "companySize", "Please select your company size"),
        ({"businessGoal": []}, "businessGoal", MISSING_GOAL),
        ({"businessGoal": "generate-more-leads"}, "businessGoal", MISSING_GOAL),
        ({"businessGoal": [1]}, "businessGoal", MISSING_GOAL),
        ({"businessGoal": ["world-domination"]}, "businessGoal", UNKNOWN_OPTION),
        ({"mainChallenge": []}, "mainChallenge", MISSING_CHALLENGE),
        ({"mainChallenge": None}, "mainChallenge", MISSING_CHALLENGE),
        ({"currentTools": "x" * 1001}, "currentTools", "Must be at most 1000 characters."),
        ({"companyName": "A\r\nBcc: x@evil.test"}, "companyName", "Must be a single line."),
        ({"firstName": "x" * 51}, "firstName", "Must be at most 50 characters."),
    ],
)  # fmt: skip
def test_invalid_fields_get_400_with_the_specs_messages_and_store_nothing(
    app, client, changes, field, message
):
    resp = client.post("/api/finder", json={**FINDER, **changes})
    assert resp.status_code == 400
    error = resp.get_json()["error"]
    assert error["code"] == "validation_error"
    assert error["fields"][field] == [message]
    assert count(app, Submission) == 0
    assert count(app, FinderRun) == 0


def test_all_missing_fields_are_reported_together(app, client):
    resp = client.post("/api/finder", json={})
    assert resp.status_code == 400
    assert resp.get_json()["error"]["fields"] == {
        "firstName": ["First name is required"],
        "email": ["Please enter a valid email address"],
        "companyName": ["Company name is required"],
        "companySize": ["Please select your company size"],
        "businessGoal": [MISSING_GOAL],
        "mainChallenge": [MISSING_CHALLENGE],
    }


@pytest.mark.parametrize("body", ["not json", "[1, 2]", "null"])
def test_a_body_that_is_not_a_json_object_is_a_400(client, body):
    resp = client.post("/api/finder", data=body, content_type="application/json")
    assert resp.status_code == 400
    assert resp.get_json()["error"]["code"] == "bad_request"


def test_honeypot_submission_is_kept_as_spam_never_processed_and_shows_no_verdict(app, client):
    resp = client.post("/api/finder", json={**FINDER, "website": "http://spam.test"})
    assert resp.status_code == 202
    token = resp.get_json()["id"]
    with app.app_context():
        submission = db.session.get(Submission, token)
        assert submission.is_spam
        # Only its decoy job, which chooses the tools it shows (issue 33), is queued.
        assert db.session.get(OutboxEntry, token).func == "pipeline.finder.decoy_job.choose"
        assert count(app, FinderRun) == 1
    status = client.get(f"/api/finder/{token}").get_json()
    # Like any run just accepted (issue 25: no spam oracle, test_spam_no_oracle.py).
    assert (status["status"], status["error"], status["results"]) == ("queued", None, None)


def test_too_fast_submission_counts_as_a_bot(app, client):
    import time

    app.config["MIN_SUBMIT_SECONDS"] = 3
    payload = {**FINDER, **human("finder", seconds_ago=0), "form_started_at": time.time() * 1000}
    resp = client.post("/api/finder", json=payload)
    assert resp.status_code == 202
    with app.app_context():
        assert db.session.get(Submission, resp.get_json()["id"]).spam_reason == "too-fast"


def test_unknown_or_other_kinds_of_token_are_404(app, client):
    assert client.get("/api/finder/00000000-0000-4000-8000-000000000000").status_code == 404
    assert client.get("/api/finder/" + "x" * 500).status_code == 404
    contact = client.post(
        "/api/contact",
        json={"name": "Al", "email": "al@example.com", "role": "other", "message": "Hi"},
    )
    resp = client.get(f"/api/finder/{contact.get_json()['id']}")
    assert resp.status_code == 404
    assert resp.get_json()["error"]["code"] == "not_found"


def test_per_ip_rate_limit_applies(app, client):
    app.config["SUBMISSION_RATE_LIMIT"] = "2 per minute"
    codes = [client.post("/api/finder", json=FINDER).status_code for _ in range(3)]
    assert codes == [202, 202, 429]
