"""Per-person data requests over real data: every kind of submission processed by a real
worker, emails written as .eml files, an unsubscribe, a sales note. Export returns all of
it; erase leaves the address in no table, no file under the instance and outbox folders,
and no Redis key or value, while another person's data stays and the audit entry records
who and when without the address."""

import json
import uuid
from datetime import datetime
from pathlib import Path

import pytest
from redis import Redis

from pipeline.leads import data_requests
from pipeline.leads.detail import consent_json
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.signups.unsubscribe import unsubscribe
from tests.support.admin_accounts import send, signed_in_client
from tests.support.erasure_checks import files_mentioning, redis_mentions, tables_mentioning
from tests.support.leads_factory import (
    submit_contact,
    submit_early_access,
    submit_finder,
    submit_guide,
    submit_newsletter,
)


@pytest.fixture
def eml_app(app, tmp_path):
    """No SMTP server: emails are written as .eml files to the outbox folder (the default
    set-up), so erasure has files to find. Caches live under this test's folder."""
    app.config["SMTP_URL"] = ""
    app.config["GUIDE_CACHE_DIR"] = str(tmp_path / "cache" / "guide")
    # One person uses all five forms at once here: every email must exist to be erased.
    app.config["RECIPIENT_DAILY_LIMIT"] = 10
    return app


def _person(client, address: str, name: str) -> list[str]:
    return [
        submit_contact(client, name, address, f"Hello from {name}"),
        submit_finder(client, name, address, f"{name} Ltd"),
        submit_guide(client, name, address),
        submit_early_access(client, address),
        submit_newsletter(client, name, address),
    ]


def test_export_returns_everything_held_about_an_address(eml_app, client, run_worker):
    address = f"Export.{uuid.uuid4().hex[:8]}@Example.com"
    ids = _person(client, address, "Rosa")
    run_worker()
    with eml_app.app_context():
        signup = db.session.scalars(
            db.select(Signup).where(Signup.list_name == "early_access")
        ).one()
        unsubscribe(signup.id)
    admin = signed_in_client(eml_app, "admin@example.com", "admin")
    response = send(admin, "POST", "/api/admin/data-requests/export",
                    json={"email": address.upper()})  # fmt: skip
    assert response.status_code == 200, response.get_json()
    assert "attachment" in response.headers["Content-Disposition"]
    data = response.get_json()
    assert data["email"] == address.lower()
    assert sorted(s["id"] for s in data["submissions"]) == sorted(ids)
    contact = next(s for s in data["submissions"] if s["kind"] == "contact")
    assert contact["contact_message"]["message"] == "Hello from Rosa"
    assert {s["list"] for s in data["signups"]} == {"guide", "early_access", "newsletter"}
    assert all(s["consent_records"] for s in data["signups"])
    [test] = data["finder_tests"]
    assert len(test["recommendations"]) == 3
    assert test["recommender_engine"] == "catalogue"
    assert test["consistency_results"][0]["passed"] is True
    subjects = {e["subject"] for e in data["emails"]}
    assert "We've received your message" in subjects
    assert all(e["status"] == "sent" for e in data["emails"])
    assert [s["reason"] for s in data["suppressions"]] == ["unsubscribed"]
    with eml_app.app_context():
        audit = db.session.scalars(db.select(AuditEntry)).one()
        assert audit.action == "data_export"
        assert audit.subject_hash == data_requests.subject_hash(address)


def test_erase_leaves_the_address_nowhere_and_an_audit_without_it(eml_app, client, run_worker):
    address = f"erase.{uuid.uuid4().hex[:8]}@example.com"
    other = f"keep.{uuid.uuid4().hex[:8]}@example.com"
    ids = _person(client, address, "Zed")
    other_ids = _person(client, other, "Kim")
    run_worker()
    admin_id_client = signed_in_client(eml_app, "admin@example.com", "admin")
    lead = ids[0]
    note = send(admin_id_client, "PUT", f"/api/admin/leads/{lead}/handling",
                json={"handled": True, "note": f"Rang {address}"})  # fmt: skip
    assert note.status_code == 200
    with eml_app.app_context():
        signup = db.session.scalars(
            db.select(Signup).where(Signup.email == address, Signup.list_name == "guide")
        ).one()
        unsubscribe(signup.id)
        email_ids = list(
            db.session.scalars(
                db.select(EmailMessage.id).where(EmailMessage.submission_id.in_(ids))
            )
        )
    outbox_dir = Path(eml_app.config["MAIL_OUTBOX_DIR"])
    cache_dir = Path(eml_app.config["GUIDE_CACHE_DIR"]).parent
    (cache_dir / "reports").mkdir(parents=True)
    (cache_dir / "reports" / f"{ids[1]}.pdf").write_bytes(
        b"%PDF cached report for " + address.encode()
    )
    folders = [outbox_dir, cache_dir, Path(eml_app.instance_path)]
    redis_url = eml_app.config["REDIS_URL"]
    # Before: the address is everywhere we are about to check.
    assert len(tables_mentioning(eml_app, address)) >= 8
    assert files_mentioning(folders, address)
    conn = Redis.from_url(redis_url)
    assert all(conn.exists(f"rq:job:{job_id}") for job_id in [*ids, *email_ids])

    refused = send(admin_id_client, "POST", "/api/admin/data-requests/erase",
                   json={"email": address, "confirm": "someone@else.com"})  # fmt: skip
    assert refused.status_code == 400
    assert refused.get_json()["error"]["fields"]["confirm"] == [
        "Type the email address again to confirm the erasure."
    ]
    response = send(admin_id_client, "POST", "/api/admin/data-requests/erase",
                    json={"email": address.upper(), "confirm": address})  # fmt: skip
    assert response.status_code == 200, response.get_json()
    counts = response.get_json()["erased"]
    assert counts["submissions"] == 5
    assert counts["jobs"] == len(ids) + len(email_ids)
    assert counts["eml_files"] == len(email_ids)
    assert counts["cached_files"] == 1
    assert counts["suppressions"] == 1 and counts["lead_notes"] == 1

    assert tables_mentioning(eml_app, address) == []
    assert files_mentioning(folders, address) == []
    assert redis_mentions(redis_url, [address, *ids, *email_ids]) == []
    if eml_app.config["SQLALCHEMY_DATABASE_URI"].startswith("sqlite:///"):
        # secure_delete: not even the database file's free pages keep the erased text.
        db_file = Path(eml_app.config["SQLALCHEMY_DATABASE_URI"].removeprefix("sqlite:///"))
        assert address.encode() not in db_file.read_bytes().lower()

    # The other person's data is untouched.
    with eml_app.app_context():
        kept = db.session.scalars(db.select(Submission.id).where(Submission.email == other))
        assert sorted(kept) == sorted(other_ids)
        audit = db.session.scalars(
            db.select(AuditEntry).where(AuditEntry.action == "data_erase")
        ).one()
        assert audit.actor_user_id is not None and audit.created_at is not None
        assert audit.subject_hash == data_requests.subject_hash(address)
        assert audit.counts == counts
        assert address not in json.dumps(audit.counts)
    assert files_mentioning([outbox_dir], other)


def test_erase_leaves_no_copy_in_the_sqlite_file_or_its_write_ahead_log(
    eml_app, client, run_worker
):
    uri = eml_app.config["SQLALCHEMY_DATABASE_URI"]
    if not uri.startswith("sqlite:///"):
        pytest.skip(
            "SQLite only: what PostgreSQL keeps until autovacuum is in docs/admin-accounts.md"
        )
    db_file = Path(uri.removeprefix("sqlite:///"))
    files = [db_file, db_file.with_name(db_file.name + "-wal"),
             db_file.with_name(db_file.name + "-shm")]  # fmt: skip
    address = f"wal.{uuid.uuid4().hex[:8]}@example.com"
    other = f"stays.{uuid.uuid4().hex[:8]}@example.com"
    _person(client, address, "Wally")
    _person(client, other, "Stella")
    run_worker()

    def holding(needle: str) -> list[str]:
        return [f.name for f in files if f.exists() and needle.encode() in f.read_bytes().lower()]

    assert holding(address)  # before: the write-ahead log (at least) has it
    admin = signed_in_client(eml_app, "admin@example.com", "admin")
    response = send(admin, "POST", "/api/admin/data-requests/erase",
                    json={"email": address, "confirm": address})  # fmt: skip
    assert response.status_code == 200, response.get_json()
    assert holding(address) == []
    assert holding(other) == ["test.db"]  # the other person's rows, checkpointed into the file
    with eml_app.app_context():
        kept = db.session.scalars(db.select(Submission.email).where(Submission.email == other))
        assert len(list(kept)) == 5


def test_scrub_vacuums_when_rows_deleted_without_secure_delete_left_copies(tmp_path):
    """Rows another connection deleted or rewrote without secure_delete leave their bytes in
    free space; the checkpoint alone would carry them into the file, so scrub rebuilds it."""
    from sqlalchemy import create_engine

    from pipeline.leads import sqlite_scrub

    path = tmp_path / "scrub.db"
    engine = create_engine(f"sqlite:///{path}")
    address = "old.copy@example.com"
    with engine.begin() as conn:
        conn.exec_driver_sql("PRAGMA secure_delete = OFF")
        conn.exec_driver_sql("CREATE TABLE t (id INTEGER PRIMARY KEY, email TEXT)")
        conn.exec_driver_sql("INSERT INTO t (email) VALUES ('Old.Copy@Example.com'), ('keep@x.io')")
    with engine.begin() as conn:
        conn.exec_driver_sql("PRAGMA secure_delete = OFF")
        conn.exec_driver_sql("DELETE FROM t WHERE email LIKE 'old.copy%'")
    with engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    assert sqlite_scrub.mentions(path, address)  # the deleted row's bytes are in the file

    assert sqlite_scrub.scrub(engine, address) is True
    for name in ("scrub.db", "scrub.db-wal", "scrub.db-shm"):
        file = tmp_path / name
        assert not file.exists() or address.encode() not in file.read_bytes().lower(), name
    assert (tmp_path / "scrub.db-wal").stat().st_size == 0
    with engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT email FROM t").scalars().all() == ["keep@x.io"]
    engine.dispose()


def test_erase_refuses_when_redis_is_down(eml_app, client):
    from pipeline import queues

    address = "still.here@example.com"
    submit_contact(client, "Still", address, "Hello")
    admin = signed_in_client(eml_app, "admin@example.com", "admin")
    eml_app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"
    queues.redis_connection.cache_clear()
    response = send(admin, "POST", "/api/admin/data-requests/erase",
                    json={"email": address, "confirm": address})  # fmt: skip
    assert response.status_code == 503
    assert "Nothing was erased" in response.get_json()["error"]["message"]
    with eml_app.app_context():
        assert db.session.scalars(db.select(Submission)).one().email == address


def test_consent_json_is_the_shape_both_the_export_and_the_lead_detail_show():
    record = ConsentRecord(version="guide-2025-06", wording="We'll email you the guide.",
                           page="/smart-automation-guide", referrer=None, utm=None,
                           created_at=datetime(2025, 6, 1, 9, 30, 15, 123456))  # fmt: skip
    assert list(consent_json(record).items()) == [
        ("version", "guide-2025-06"),
        ("wording", "We'll email you the guide."),
        ("page", "/smart-automation-guide"),
        ("referrer", None),
        ("utm", {}),
        ("created_at", "2025-06-01T09:30:15Z"),
    ]
    record.utm = {"utm_source": "news"}
    assert consent_json(record)["utm"] == {"utm_source": "news"}
