"""Intake's one statement on PostgreSQL (pipeline/intake_statement.py): it borrows its
connection without the pool's ping, so a connection the database dropped meanwhile must
cost the visitor nothing: the submission is stored once and answered 202. The session
paths still get their ping (pipeline/models/pool_ping.py)."""

import psycopg
import pytest

from pipeline.models.db import db
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
