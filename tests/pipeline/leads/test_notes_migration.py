"""The migration to the sales pipeline keeps what sales wrote: each lead's one overwritten
note becomes the first note of its history (author and time kept) with its timeline entry,
a lead marked handled starts at "contacted" (its timeline says why), and the downgrade puts
the newest note back in the single field."""

from datetime import datetime

from flask_migrate import downgrade, upgrade

from pipeline.models.db import db
from pipeline.models.lead_note import LeadNote

BEFORE = "finder0001_recommender_engine"
WHEN = datetime(2025, 3, 4, 10, 30)


def _insert_old_rows() -> None:
    db.session.execute(db.text(
        "INSERT INTO users (id, email, password_hash, session_version, created_at) "
        "VALUES (7, 'sam@example.com', 'x', 1, :when)"), {"when": WHEN})  # fmt: skip
    for sub_id, email in (("lead-a", "a@example.com"), ("lead-b", "b@example.com")):
        db.session.execute(db.text(
            "INSERT INTO submissions (id, kind, status, attempts, email, is_spam, is_repeat, "
            "created_at, updated_at) VALUES (:id, 'contact', 'succeeded', 1, :email, false, "
            "false, :when, :when)"), {"id": sub_id, "email": email, "when": WHEN})  # fmt: skip
    db.session.execute(db.text(
        "INSERT INTO lead_handling (submission_id, handled, note, updated_by_user_id, "
        "updated_at) VALUES ('lead-a', true, 'Rang twice, booked a call', 7, :when), "
        "('lead-b', false, '  ', NULL, :when)"), {"when": WHEN})  # fmt: skip
    db.session.commit()


def _rows(sql: str) -> list[tuple]:
    return [tuple(row) for row in db.session.execute(db.text(sql))]


def test_existing_notes_become_history_and_handled_leads_start_contacted(app):
    with app.app_context():
        try:
            downgrade(revision=BEFORE)
            _insert_old_rows()
            upgrade(revision="heads")

            [note] = db.session.scalars(db.select(LeadNote)).all()  # lead-b's blank one isn't
            assert (note.submission_id, note.author_user_id) == ("lead-a", 7)
            assert (note.body, note.created_at) == ("Rang twice, booked a call", WHEN)
            events = _rows(
                "SELECT submission_id, actor_user_id, kind, from_value, to_value FROM lead_events "
                "ORDER BY kind, submission_id"
            )
            note_id = note.id
            assert events == [
                ("lead-a", 7, "note", None, str(note_id)),
                ("lead-a", 7, "stage", "new", "contacted"),
            ]
            assert _rows("SELECT submission_id, stage FROM lead_handling ORDER BY 1") == [
                ("lead-a", "contacted"),
                ("lead-b", "new"),
            ]

            newer = LeadNote(submission_id="lead-a", author_user_id=7, body="Newer note",
                             created_at=datetime(2025, 3, 5))  # fmt: skip
            db.session.add(newer)
            db.session.commit()
            downgrade(revision=BEFORE)
            assert _rows("SELECT submission_id, note FROM lead_handling ORDER BY 1") == [
                ("lead-a", "Newer note"),
                ("lead-b", None),
            ]
        finally:
            db.session.rollback()
            upgrade(revision="heads")
            for table in ("lead_events", "lead_notes", "lead_handling", "submissions", "users"):
                db.session.execute(db.text(f"DELETE FROM {table}"))  # noqa: S608 (fixed names)
            db.session.commit()
