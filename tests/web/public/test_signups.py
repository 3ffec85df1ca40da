"""POST /api/guide, /api/early-access, /api/newsletter: validation, consent records, the
answer to a repeat, spam and rate limits (lead capture issue)."""

import time

import pytest

from pipeline.models.consent_record import ConsentRecord
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.signups.consent_wording import WORDINGS
from tests.support.form_timing import human
from tests.support.payloads import EARLY, GUIDE, NEWSLETTER, consent
from web.api.visitor_text import NAME_CHARACTERS


def rows(app, model):
    with app.app_context():
        return db.session.scalars(db.select(model)).all()


def test_guide_request_stores_signup_and_consent_and_answers_202(app, client):
    resp = client.post("/api/guide", json={**GUIDE, "form_started_at": 1})
    assert resp.status_code == 202
    body = resp.get_json()
    assert body["status_url"] == f"/api/submissions/{body['id']}"
    with app.app_context():
        signup = db.session.scalars(db.select(Signup)).one()
        assert (signup.list_name, signup.email, signup.first_name) == (
            "guide", "priya@example.co.uk", "Priya"
        )  # fmt: skip
        assert signup.tags == ["fivesmartways"]
        assert signup.status == "subscribed"
        record = db.session.scalars(db.select(ConsentRecord)).one()
        assert record.signup_id == signup.id
        assert record.version == "guide-2025-06"
        assert record.wording == WORDINGS["guide-2025-06"].text
        assert record.page == "/smart-automation-guide"
        assert record.referrer == "https://www.linkedin.com/"
        assert record.utm == {"utm_source": "linkedin", "utm_campaign": "guide-launch"}
        assert record.created_at is not None
        submission = db.session.get(Submission, body["id"])
        assert submission.kind == "guide" and not submission.is_spam
        assert db.session.get(OutboxEntry, body["id"]).func == "pipeline.signups.subscribe.process"


def test_the_server_stores_its_own_copy_of_the_consent_wording(app, client):
    tampered = {**GUIDE, "consent": {"version": "guide-2025-06", "wording": "I agree to nothing"}}
    assert client.post("/api/guide", json=tampered).status_code == 202
    [record] = rows(app, ConsentRecord)
    assert record.wording == WORDINGS["guide-2025-06"].text


@pytest.mark.parametrize(
    "bad_consent",
    [
        {"version": "guide-1999-01", "wording": "x"},
        {"version": "newsletter-2025-06", "wording": "x"},  # another form's wording
        None,
        "yes",
    ],
)
def test_unknown_consent_versions_are_refused(app, client, bad_consent):
    payload = {**GUIDE, "consent": bad_consent}
    if bad_consent is None:
        del payload["consent"]
    resp = client.post("/api/guide", json=payload)
    assert resp.status_code == 400
    assert resp.get_json()["error"]["fields"]["consent"] == [
        "This form is out of date. Please refresh the page and try again."
    ]
    assert rows(app, Submission) == [] and rows(app, Signup) == []


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"first_name": ""}, "first_name", "Name is required"),
        ({"first_name": "   "}, "first_name", "Name is required"),
        ({"first_name": None}, "first_name", "Name is required"),
        ({"email": ""}, "email", "Please enter a valid email address"),
        ({"email": "not-an-email"}, "email", "Please enter a valid email address"),
        ({"email": "a@b"}, "email", "Please enter a valid email address"),
        ({"email": "x" * 250 + "@example.com"}, "email", "Please enter a valid email address"),
        ({"first_name": "x" * 51}, "first_name", "Must be at most 50 characters."),
        ({"first_name": "Eve\r\nBcc: all@example.com"}, "first_name", "Must be a single line."),
        ({"tags": ["<script>"]}, "tags", "Tags are lower-case words and dashes."),
        ({"tags": [f"t{i}" for i in range(6)]}, "tags", "At most 5 tags."),
    ],
)
def test_invalid_guide_fields_get_the_spec_messages(app, client, changes, field, message):
    resp = client.post("/api/guide", json={**GUIDE, **changes})
    assert resp.status_code == 400
    assert resp.get_json()["error"]["fields"][field] == [message]
    assert rows(app, Submission) == []


def test_missing_name_and_email_are_reported_together(client):
    resp = client.post("/api/guide", json={"consent": consent("guide-2025-06")})
    assert resp.get_json()["error"]["fields"] == {
        "first_name": ["Name is required"],
        "email": ["Please enter a valid email address"],
    }


def test_early_access_twice_answers_202_both_times_and_changes_nothing(app, client):
    # Issue 33: "already" told anyone who is listed; the owner is mailed a note instead
    # (tests/pipeline/signups/test_early_access_repeat.py).
    first = client.post("/api/early-access", json=EARLY)
    assert first.status_code == 202
    [signup] = rows(app, Signup)
    assert signup.tags == ["early-access", "playbooks"]

    again = client.post("/api/early-access", json={**EARLY, "email": "Sam@EXAMPLE.co.uk"})
    assert again.status_code == 202
    assert again.get_json().keys() == first.get_json().keys()
    repeat = [s for s in rows(app, Submission) if s.id == again.get_json()["id"]]
    assert [s.is_repeat for s in repeat] == [True]
    assert len(rows(app, ConsentRecord)) == 1
    [after] = rows(app, Signup)
    assert after.submission_id == first.get_json()["id"]


def test_early_access_for_another_product_adds_its_tag(app, client):
    client.post("/api/early-access", json=EARLY)
    resp = client.post("/api/early-access", json={**EARLY, "tags": ["starter-kit"]})
    assert resp.status_code == 202
    [signup] = rows(app, Signup)
    assert signup.tags == ["early-access", "playbooks", "starter-kit"]
    assert len(rows(app, ConsentRecord)) == 2


def test_guide_requested_twice_is_sent_twice(app, client):
    assert client.post("/api/guide", json=GUIDE).status_code == 202
    assert client.post("/api/guide", json={**GUIDE, "first_name": "Priya S"}).status_code == 202
    [signup] = rows(app, Signup)
    assert signup.first_name == "Priya"  # never replaced by an unproven request (issue 33)
    assert len(rows(app, Submission)) == 2


def test_newsletter_name_is_optional_and_the_signup_waits_for_confirmation(app, client):
    assert client.post("/api/newsletter", json=NEWSLETTER).status_code == 202
    [signup] = rows(app, Signup)
    assert (signup.status, signup.first_name, signup.confirmed_at) == ("pending", None, None)
    assert signup.tags == ["calm-ai-digest"]


@pytest.mark.parametrize(
    ("url", "payload"),
    [("/api/guide", GUIDE), ("/api/early-access", EARLY), ("/api/newsletter", NEWSLETTER)],
)
def test_honeypot_submissions_look_accepted_but_are_stored_as_spam_only(app, client, url, payload):
    resp = client.post(url, json={**payload, "website": "https://cheap-seo.example"})
    assert resp.status_code == 202
    [submission] = rows(app, Submission)
    assert submission.is_spam
    assert rows(app, Signup) == [] and rows(app, OutboxEntry) == []


def test_a_form_sent_faster_than_a_human_could_is_spam(app, client):
    app.config["MIN_SUBMIT_SECONDS"] = 2
    payload = {
        **EARLY,
        **human("early-access", seconds_ago=0),
        "form_started_at": time.time() * 1000,
    }
    resp = client.post("/api/early-access", json=payload)
    assert resp.status_code == 202
    assert rows(app, Submission)[0].spam_reason == "too-fast"
    assert rows(app, Signup) == []


@pytest.mark.parametrize(
    ("url", "payload"),
    [("/api/guide", GUIDE), ("/api/early-access", EARLY), ("/api/newsletter", NEWSLETTER)],
)
def test_submissions_beyond_the_per_ip_limit_get_429(app, client, url, payload):
    app.config["SUBMISSION_RATE_LIMIT"] = "2 per minute"
    statuses = [
        client.post(url, json={**payload, "email": f"p{i}@example.com"}).status_code
        for i in range(3)
    ]
    assert statuses == [202, 202, 429]
    resp = client.post(url, json=payload)
    assert resp.status_code == 429
    assert resp.get_json()["error"]["message"] == (
        "Too many requests. Please wait a moment and try again."
    )
    assert len(rows(app, Submission)) == 2
    # Another IP is not affected.
    other = client.post(url, json=payload, environ_base={"REMOTE_ADDR": "10.1.2.3"})
    assert other.status_code == 202


def test_markup_in_a_name_is_refused(app, client):
    # Issue 25: a name is only ever a name, so markup never reaches an email to be escaped.
    resp = client.post("/api/guide", json={**GUIDE, "first_name": "<img src=x onerror=alert(1)>"})
    assert resp.status_code == 400
    assert resp.get_json()["error"]["fields"] == {"first_name": [NAME_CHARACTERS]}
    assert rows(app, Signup) == []
