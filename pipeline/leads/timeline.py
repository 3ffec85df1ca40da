"""What happened to a lead, as its timeline shows it: every stage, owner, note, follow-up
and handled change, with who and when, in today's words (a user id becomes the account's
address, a stage key its label)."""

from __future__ import annotations

from pipeline.leads.inbox import iso
from pipeline.leads.stages import STAGE_LABELS
from pipeline.models.db import db
from pipeline.models.lead_event import CALL, RESEND, LeadEvent
from pipeline.models.lead_note import LeadNote
from pipeline.models.user import User

REMOVED = "a removed account"
CALL_TITLES = {
    "booked": "Discovery call booked",
    "rescheduled": "Call moved",
    "cancelled": "Call cancelled",
    "attended": "Call marked attended",
    "no_show": "Call marked no-show",
    "no_outcome": "Call outcome cleared",
}
NOBODY = "nobody"


def _emails(user_ids: set[int]) -> dict[int, str]:
    if not user_ids:
        return {}
    rows = db.session.execute(db.select(User.id, User.email).where(User.id.in_(user_ids)))
    return dict(rows.all())


def _is_id(value: str | None) -> bool:
    return bool(value) and value.isdecimal()


def _owner(value: str | None, emails: dict[int, str]) -> str:
    if value is None:
        return NOBODY
    return emails.get(int(value), REMOVED) if value.isdecimal() else value


def _describe(event: LeadEvent, emails: dict[int, str], notes: dict[int, str]) -> tuple:
    """(title, from, to, text) of one event."""
    if event.kind == "stage":
        before = STAGE_LABELS.get(event.from_value or "", event.from_value)
        after = STAGE_LABELS.get(event.to_value or "", event.to_value)
        return f"Stage: {before} → {after}", before, after, event.detail
    if event.kind == "owner":
        before, after = _owner(event.from_value, emails), _owner(event.to_value, emails)
        return f"Owner: {before} → {after}", before, after, None
    if event.kind == "note":
        note_id = int(event.to_value) if (event.to_value or "").isdecimal() else None
        return "Note added", None, None, notes.get(note_id) if note_id else None
    if event.kind == "follow_up":
        before, after = event.from_value or "none", event.to_value or "none"
        title = f"Follow-up due {after}" if event.to_value else "Follow-up cleared"
        return title, before, after, event.detail
    if event.kind == "handled":
        title = "Marked handled" if event.to_value == "yes" else "Marked not handled"
        return title, event.from_value, event.to_value, None
    if event.kind == CALL:
        return CALL_TITLES.get(event.to_value or "", "Call"), None, event.to_value, event.detail
    if event.kind == RESEND:
        title = "Email resent past the recipient limit" if event.detail else "Email resent"
        return title, event.from_value, None, event.detail
    return event.kind, event.from_value, event.to_value, event.detail


def events_for(submission_ids: list[str]) -> list[dict]:
    """Timeline entries of these leads, oldest first."""
    if not submission_ids:
        return []
    rows = list(
        db.session.scalars(
            db.select(LeadEvent)
            .where(LeadEvent.submission_id.in_(submission_ids))
            .order_by(LeadEvent.created_at, LeadEvent.id)
        )
    )
    user_ids = {e.actor_user_id for e in rows if e.actor_user_id}
    for event in rows:
        if event.kind == "owner":
            user_ids |= {int(v) for v in (event.from_value, event.to_value) if v and v.isdecimal()}
    emails = _emails(user_ids)
    note_ids = [int(e.to_value) for e in rows if e.kind == "note" and _is_id(e.to_value)]
    notes = (
        dict(db.session.execute(
            db.select(LeadNote.id, LeadNote.body).where(LeadNote.id.in_(note_ids))
        ).all())
        if note_ids else {}
    )  # fmt: skip
    entries = []
    for event in rows:
        title, before, after, text = _describe(event, emails, notes)
        entries.append(
            {
                "at": iso(event.created_at),
                "type": event.kind,
                "lead_id": event.submission_id,
                "title": title,
                "from": before,
                "to": after,
                "text": text,
                "actor": emails.get(event.actor_user_id, REMOVED) if event.actor_user_id else None,
            }
        )
    return entries
