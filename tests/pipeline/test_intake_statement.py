"""Intake's one statement on PostgreSQL (pipeline/intake/statement.py): its own pool lends
connections without a ping, so a connection the database dropped meanwhile must cost the
visitor nothing: the submission is stored once and answered 202. The session paths still
get their ping (pool_pre_ping). And its rows are the ones the session path stores on
SQLite."""

import psycopg
import pytest

from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.leads_factory import submit_contact
from tests.support.stacks import PG_URL


def _drop_pooled_connections() -> int:
    """What a database restart does to the pool: every other backend of the test database
    is ended."""
    with psycopg.connect(PG_URL, autocommit=True) as conn:
        return conn.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()[0]


def _count(app, sql: str, **params) -> int:
    with app.app_context():
        return db.session.execute(db.text(sql), params).scalar_one()


@pytest.mark.parametrize("stack", ["postgres"], indirect=True)
def test_a_dropped_connection_is_replaced_and_the_submission_stored_once(app, client):
    submit_contact(client, "Ola Nowak", "ola@example.com", "First")  # pools a connection
    assert _drop_pooled_connections() >= 1

    lead_id = submit_contact(client, "Sam Lee", "sam@example.com", "After the restart")

    assert _count(app, "SELECT count(*) FROM submissions WHERE id = :id", id=lead_id) == 1
    assert _count(app, "SELECT count(*) FROM contact_messages WHERE submission_id = :id",
                  id=lead_id) == 1  # fmt: skip
    assert _count(app, "SELECT count(*) FROM outbox WHERE job_id = :id", id=lead_id) == 1


@pytest.mark.parametrize("stack", ["postgres"], indirect=True)
def test_the_session_paths_still_ping_a_dropped_connection_away(app, client):
    lead_id = submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    client.get(f"/api/submissions/{lead_id}")  # the session pools its connection too
    assert _drop_pooled_connections() >= 1

    response = client.get(f"/api/submissions/{lead_id}")

    assert response.status_code == 200, response.get_json()
    assert response.get_json()["status"] == "queued"


def test_the_rows_are_the_sessions_on_either_database(app, client):
    """The one statement (PostgreSQL) stores what the session (SQLite) stores."""
    source = {"page": "/contact", "referrer": "https://example.org/",
              "utm": {"utm_source": "newsletter", "utm_campaign": "spring"}}  # fmt: skip
    lead_id = submit_contact(client, "Ola Nowak", "Ola@Example.com", "Hello", **source)
    spam_id = submit_contact(client, "Bot", "bot@example.com", "Buy", website="http://spam")

    with app.app_context():
        lead, spam = (db.session.get(Submission, i) for i in (lead_id, spam_id))
        assert (lead.kind, lead.status, lead.attempts, lead.stage) == ("contact", "queued", 0, None)
        assert (lead.email, lead.name, lead.is_spam, lead.is_repeat) == (
            "Ola@example.com", "Ola Nowak", False, False)  # fmt: skip
        assert (lead.source_page, lead.referrer) == ("/contact", "https://example.org/")
        assert lead.utm == source["utm"]
        assert (lead.updated_at - lead.created_at).total_seconds() < 1
        message = db.session.scalars(
            db.select(ContactMessage).where(ContactMessage.submission_id == lead_id)
        ).one()
        assert (message.name, message.email, message.role, message.message) == (
            "Ola Nowak", "Ola@example.com", "ops-director", "Hello")  # fmt: skip
        [entry] = db.session.scalars(db.select(OutboxEntry).where(OutboxEntry.job_id == lead_id))
        assert (entry.func, entry.queue, entry.done_at) == (
            "pipeline.contact.process", "submissions", None)  # fmt: skip

        assert (spam.is_spam, spam.spam_reason, spam.status, spam.stage) == (
            True, "honeypot", "succeeded", "spam")  # fmt: skip
        assert db.session.get(OutboxEntry, spam_id) is None
