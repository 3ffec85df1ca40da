"""The one place a change to a lead is recorded on its timeline. Every change sales make
(stage, owner, a note, the follow-up, the handled flag) calls one of these functions in the
transaction that makes the change, so the entry and the change commit together or not at
all. These are also the call points for anything else that must hear of a change (e.g.
outgoing webhooks for `stage_changed` and `assigned`): hook in here, before the caller
commits, and it is written with the lead."""

from __future__ import annotations

from pipeline.db import db, utcnow
from pipeline.models.lead_event import LeadEvent


def _record(submission_id: str, kind: str, actor_id: int | None, from_value, to_value,
            detail: str | None = None) -> LeadEvent:  # fmt: skip
    event = LeadEvent(
        submission_id=submission_id,
        actor_user_id=actor_id,
        kind=kind,
        from_value=None if from_value is None else str(from_value),
        to_value=None if to_value is None else str(to_value),
        detail=detail,
        created_at=utcnow(),
    )
    db.session.add(event)
    return event


def stage_changed(submission_id: str, from_stage: str, to_stage: str, actor_id: int | None,
                  detail: str | None = None) -> LeadEvent:  # fmt: skip
    """lead.stage_changed: `detail` says why a lead was lost."""
    return _record(submission_id, "stage", actor_id, from_stage, to_stage, detail)


def assigned(submission_id: str, from_owner_id: int | None, to_owner_id: int | None,
             actor_id: int | None) -> LeadEvent:  # fmt: skip
    """lead.assigned: a new owner (or none) for the lead."""
    return _record(submission_id, "owner", actor_id, from_owner_id, to_owner_id)


def noted(submission_id: str, note_id: int, actor_id: int | None) -> LeadEvent:
    return _record(submission_id, "note", actor_id, None, note_id)


def follow_up_changed(submission_id: str, from_due: str | None, to_due: str | None,
                      action: str | None, actor_id: int | None) -> LeadEvent:  # fmt: skip
    return _record(submission_id, "follow_up", actor_id, from_due, to_due, action)


def handled_changed(submission_id: str, handled: bool, actor_id: int | None) -> LeadEvent:
    before, after = ("yes", "no") if not handled else ("no", "yes")
    return _record(submission_id, "handled", actor_id, before, after)
