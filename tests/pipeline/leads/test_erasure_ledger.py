"""The erasure ledger: erase() appends one line per erasure (the person's keyed hash and
the time, never the address) before it deletes anything, so an erasure that can't be
recorded doesn't happen."""

import json
from pathlib import Path

import pytest

from pipeline import leads
from pipeline.models.db import db, utcnow
from pipeline.models.submission import Submission
from tests.support.leads_factory import submit_contact


def test_each_erasure_leaves_a_line_with_the_hash_and_time_only(app, client):
    submit_contact(client, "Rosa", "Rosa@Example.com", "Hello")
    with app.app_context():
        before = utcnow()
        leads.erase("rosa@example.com", None)
        leads.erase(" ROSA@example.com ", None)  # nothing left, but asked again: recorded
        entries = leads.ledger_entries()
        expected = leads.subject_hash("rosa@example.com")
        assert [e.person for e in entries] == [expected, expected]
        assert all(before <= e.erased_at <= utcnow() for e in entries)
        assert leads.ledger_entries(since=utcnow()) == []
    raw = Path(app.config["ERASURE_LEDGER_PATH"]).read_text()
    assert "rosa" not in raw.lower()
    lines = [json.loads(line) for line in raw.splitlines()]
    assert [set(line) for line in lines] == [{"person", "erased_at", "reason"}] * 2
    assert {line["reason"] for line in lines} == {"request"}


def test_a_part_of_a_person_is_recorded_by_its_rows_ids(app, client):
    """Retention may erase only some of a person's leads: the line names those rows (ids
    that say nothing about anyone), so a replay takes the same part and no more."""
    old = submit_contact(client, "Rosa", "rosa@example.com", "Hello")
    submit_contact(client, "Rosa", "rosa@example.com", "Hello again")
    with app.app_context():
        part = leads.Erasure("rosa@example.com", (old,), (), keep_suppression=True)
        leads.erase([part], None, reason="retention")
        [entry] = leads.ledger_entries()
        assert entry.person == leads.subject_hash("rosa@example.com")
        assert (entry.reason, entry.leads, entry.signups) == ("retention", (old,), ())
        assert db.session.scalar(db.select(db.func.count()).select_from(Submission)) == 1
    raw = Path(app.config["ERASURE_LEDGER_PATH"]).read_text()
    assert "rosa" not in raw.lower()


def test_an_erasure_that_cannot_be_recorded_erases_nothing(app, client, tmp_path):
    submit_contact(client, "Rosa", "rosa@example.com", "Hello")
    app.config["ERASURE_LEDGER_PATH"] = str(tmp_path)  # a folder: the append fails
    with app.app_context():
        with pytest.raises(OSError):
            leads.erase("rosa@example.com", None)
        db.session.rollback()
        assert db.session.scalar(db.select(db.func.count()).select_from(Submission)) == 1


def test_a_torn_last_line_is_skipped(app):
    with app.app_context():
        path = leads.ledger_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text('{"person": "ab", "erased_at": "2026-01-02T03:04:05"}\n{"person": "c')
        [entry] = leads.ledger_entries()
    assert entry.person == "ab" and entry.erased_at.isoformat() == "2026-01-02T03:04:05"
