"""POST /api/contact: the submission contract and its validation (issue 2)."""

import pytest
from rq.job import Job

from pipeline import queues
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.form_timing import human
from tests.support.payloads import CONTACT


def count(app, model) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count()).select_from(model))


def test_valid_message_is_stored_with_outbox_and_answers_202(app, client):
    resp = client.post("/api/contact", json={**CONTACT, "website": "", "form_started_at": 1})
    assert resp.status_code == 202
    body = resp.get_json()
    assert body["status"] == "queued"
    assert body["status_url"] == f"/api/submissions/{body['id']}"
    assert resp.headers["Location"] == body["status_url"]
    with app.app_context():
        message = db.session.scalars(db.select(ContactMessage)).one()
        assert (message.name, message.email, message.role) == (
            "Priya Shah", "priya@example.co.uk", "business-owner"
        )  # fmt: skip
        entry = db.session.get(OutboxEntry, body["id"])
        assert entry.func == "pipeline.contact.process"
        job = Job.fetch(body["id"], connection=queues.redis_connection(app.config["REDIS_URL"]))
        assert (job.func_name, job.args, job.get_status()) == (
            "pipeline.contact.process",
            (body["id"],),
            "queued",
        )
    status = client.get(body["status_url"]).get_json()
    assert status == {
        "id": body["id"],
        "kind": "contact",
        "status": "queued",
        "stage": None,
        "error": None,
    }


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        ({**CONTACT, "name": ""}, "name", "Name is required"),
        ({**CONTACT, "name": "   "}, "name", "Name is required"),
        ({k: v for k, v in CONTACT.items() if k != "name"}, "name", "Name is required"),
        ({**CONTACT, "email": "not-an-email"}, "email", "Please enter a valid email address"),
        ({**CONTACT, "email": "a@b"}, "email", "Please enter a valid email address"),
        ({**CONTACT, "role": "ceo"}, "role", "Please select your role"),
        ({**CONTACT, "message": ""}, "message", "Message is required"),
        ({**CONTACT, "message": "x" * 5001}, "message", "Must be at most 5000 characters."),
        ({**CONTACT, "name": "Eve\r\nBcc: all@example.com"}, "name", "Must be a single line."),
        (
            {**CONTACT, "message": "nul\x00byte"},
            "message",
            "Contains a character we can't accept (a null byte).",
        ),
        ({**CONTACT, "name": 42}, "name", "Must be text."),
    ],
)
def test_invalid_fields_get_400_with_field_messages_and_store_nothing(
    app, client, payload, field, message
):
    resp = client.post("/api/contact", json=payload)
    assert resp.status_code == 400
    error = resp.get_json()["error"]
    assert error["code"] == "validation_error"
    assert error["fields"][field] == [message]
    assert count(app, Submission) == 0
    assert count(app, ContactMessage) == 0


def test_all_missing_fields_are_reported_together(client):
    resp = client.post("/api/contact", json={})
    assert resp.status_code == 400
    assert resp.get_json()["error"]["fields"] == {
        "name": ["Name is required"],
        "email": ["Please enter a valid email address"],
        "role": ["Please select your role"],
        "message": ["Message is required"],
    }


@pytest.mark.parametrize("body", ["{not json", "[1, 2]", '"text"', ""])
def test_malformed_json_gets_400_json(app, client, body):
    resp = client.post("/api/contact", data=body, content_type="application/json")
    assert resp.status_code == 400
    assert resp.get_json()["error"]["message"] == "Request body must be a JSON object."
    assert count(app, Submission) == 0


def test_hundred_kilobyte_message_gets_413_json(app, client):
    resp = client.post("/api/contact", json={**CONTACT, "message": "x" * 100_000})
    assert resp.status_code == 413
    assert "too large" in resp.get_json()["error"]["message"]
    assert count(app, Submission) == 0


def test_honeypot_submission_looks_accepted_but_is_stored_as_spam_and_never_queued(app, client):
    resp = client.post("/api/contact", json={**CONTACT, "website": "https://spam.example"})
    assert resp.status_code == 202
    with app.app_context():
        submission = db.session.scalars(db.select(Submission)).one()
        assert submission.is_spam
        assert db.session.scalar(db.select(db.func.count()).select_from(OutboxEntry)) == 0


def test_form_submitted_faster_than_a_human_is_spam(app, client):
    import time

    app.config["MIN_SUBMIT_SECONDS"] = 2
    payload = {**CONTACT, **human("contact", seconds_ago=0), "form_started_at": time.time() * 1000}
    resp = client.post("/api/contact", json=payload)
    assert resp.status_code == 202
    with app.app_context():
        submission = db.session.scalars(db.select(Submission)).one()
        assert (submission.is_spam, submission.spam_reason) == (True, "too-fast")


def test_unknown_api_routes_and_methods_answer_json(client):
    assert client.get("/api/nope").status_code == 404
    assert client.get("/api/nope").get_json()["error"]["code"] == "not_found"
    assert client.post("/api/a/b/c").status_code == 404
    resp = client.get("/api/contact")
    assert resp.status_code == 405
    assert resp.get_json()["error"]["message"] == "That method is not allowed here."
    assert client.get("/api/submissions/does-not-exist").status_code == 404


def test_an_unexpected_error_answers_json_without_a_stack_trace(app, client, monkeypatch):
    from pipeline import contact

    def explode(*args, **kwargs):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(contact, "receive", explode)
    resp = client.post("/api/contact", json=CONTACT)
    assert resp.status_code == 500
    assert b"secret internals" not in resp.data
    assert b"Traceback" not in resp.data
    assert resp.get_json()["error"]["code"] == "server_error"


def test_submissions_beyond_the_per_ip_limit_get_429_with_a_clear_message(app, client):
    app.config["SUBMISSION_RATE_LIMIT"] = "3 per minute"
    statuses = [client.post("/api/contact", json=CONTACT).status_code for _ in range(4)]
    assert statuses == [202, 202, 202, 429]
    resp = client.post("/api/contact", json=CONTACT)
    assert (
        resp.get_json()["error"]["message"]
        == "Too many requests. Please wait a moment and try again."
    )
    assert 1 <= int(resp.headers["Retry-After"]) <= 60  # when the minute's window resets
    assert "X-RateLimit-Remaining" not in resp.headers
    assert count(app, Submission) == 3


def test_rate_limiter_lets_submissions_through_when_redis_is_down(app, tmp_path):
    from web import create_app

    config = {k: v for k, v in app.config.items() if k != "RATELIMIT_STORAGE_URI"}
    config["REDIS_URL"] = f"unix://{tmp_path}/nowhere.sock?db=0"
    resp = create_app(config).test_client().post("/api/contact", json=CONTACT)
    assert resp.status_code == 202
    assert count(app, Submission) == 1


def test_elapsed_time_measured_by_the_server_decides_not_the_clocks(app, client):
    import time

    # Issue 25: the server's form token decides; the browser's own figures are ignored.
    app.config["MIN_SUBMIT_SECONDS"] = 2
    far_future = time.time() * 1000 + 3_600_000  # the visitor's clock runs an hour ahead
    person = client.post(
        "/api/contact", json={**CONTACT, "form_started_at": far_future, "form_elapsed_ms": 150}
    )
    # Without a token the browser's figures are no timing at all (test_time_trap.py).
    ahead_only = client.post(
        "/api/contact",
        json={**CONTACT, "form_token": None, "form_started_at": 1, "form_elapsed_ms": 9000},
    )
    bot = client.post("/api/contact", json={**CONTACT, **human("contact", seconds_ago=0.15)})
    assert {person.status_code, ahead_only.status_code, bot.status_code} == {202}
    with app.app_context():
        spam = {s.id: s.spam_reason for s in db.session.scalars(db.select(Submission)).all()}
    assert spam[person.get_json()["id"]] is None
    assert spam[ahead_only.get_json()["id"]] == "no-timing"
    assert spam[bot.get_json()["id"]] == "too-fast"
