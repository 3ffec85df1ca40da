"""Notes on a lead: a history, each note kept with its author and time (never edited or
overwritten), each on the lead's timeline."""

from __future__ import annotations

from pipeline.leads import events
from pipeline.leads.sales_state import handling_row, invalid
from pipeline.models.db import db, utcnow
from pipeline.models.lead_note import LeadNote
from pipeline.models.user import User

NOTE_MAX = 2000
EMPTY = "Write the note first."
TOO_LONG = f"Keep a note under {NOTE_MAX} characters."


def stage_note(submission_id: str, body: str, actor_id: int | None) -> LeadNote:
    """Add the note and its timeline entry to the session; the caller commits."""
    text = body.strip()
    if not text:
        raise invalid("body", EMPTY)
    if len(text) > NOTE_MAX:
        raise invalid("body", TOO_LONG)
    note = LeadNote(
        submission_id=submission_id, author_user_id=actor_id, body=text, created_at=utcnow()
    )
    db.session.add(note)
    db.session.flush()  # its id goes on the timeline
    events.noted(submission_id, note.id, actor_id)
    return note


def add_note(submission_id: str, body: str, actor_id: int | None) -> LeadNote:
    handling_row(submission_id)  # 404 for a lead that is gone; the sales row for its stage
    note = stage_note(submission_id, body, actor_id)
    db.session.commit()
    return note


def notes_for(submission_ids: list[str]) -> list[dict]:
    """Oldest first, with each author's address (None once the account is removed)."""
    if not submission_ids:
        return []
    rows = db.session.execute(
        db.select(LeadNote, User.email)
        .outerjoin(User, User.id == LeadNote.author_user_id)
        .where(LeadNote.submission_id.in_(submission_ids))
        .order_by(LeadNote.created_at, LeadNote.id)
    ).all()
    return [
        {
            "id": note.id,
            "lead_id": note.submission_id,
            "body": note.body,
            "author": email,
            "created_at": note.created_at.isoformat(timespec="seconds") + "Z",
        }
        for note, email in rows
    ]
