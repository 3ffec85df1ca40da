"""The one place a change to a lead is recorded on its timeline. Every change sales make
(stage, owner, a note, the follow-up, the handled flag) calls one of these functions in the
transaction that makes the change, so the entry and the change commit together or not at
all. A stage change and an assignment also stage their webhook events here (lead.stage_changed,
lead.assigned), so the deliveries commit with the lead; the caller hands them off after its
commit (webhooks.hand_off; the outbox sweeper would otherwise send them within seconds)."""

from __future__ import annotations

from pipeline import queues, webhooks
from pipeline.models.db import db, utcnow
from pipeline.models.lead_event import CALL, RESEND, LeadEvent
from pipeline.models.profile import Profile
from pipeline.models.submission import Submission
from pipeline.models.user import User


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
                  detail: str | None = None) -> list[queues.JobRef]:  # fmt: skip
    """On the timeline, and lead.stage_changed staged: `detail` says why a lead was lost."""
    _record(submission_id, "stage", actor_id, from_stage, to_stage, detail)
    submission = _lead(submission_id)
    if submission is None:
        return []
    return webhooks.lead_stage_changed(submission, from_stage, to_stage, _email(actor_id), detail)


def assigned(submission_id: str, from_owner_id: int | None, to_owner_id: int | None,
             actor_id: int | None) -> list[queues.JobRef]:  # fmt: skip
    """On the timeline, and lead.assigned staged: a new owner (or none) for the lead."""
    _record(submission_id, "owner", actor_id, from_owner_id, to_owner_id)
    submission = _lead(submission_id)
    if submission is None:
        return []
    owner = None
    if to_owner_id is not None:
        profile = db.session.get(Profile, to_owner_id)
        owner = {"id": to_owner_id, "email": _email(to_owner_id),
                 "name": profile.first_name if profile else None}  # fmt: skip
    return webhooks.lead_assigned(submission, owner, _email(actor_id))


def _lead(submission_id: str) -> Submission | None:
    # Spam never produced a lead.created, so nothing follows it out either.
    submission = db.session.get(Submission, submission_id)
    return None if submission is None or submission.is_spam else submission


def _email(user_id: int | None) -> str | None:
    user = db.session.get(User, user_id) if user_id is not None else None
    return user.email if user else None


def noted(submission_id: str, note_id: int, actor_id: int | None) -> LeadEvent:
    return _record(submission_id, "note", actor_id, None, note_id)


def follow_up_changed(submission_id: str, from_due: str | None, to_due: str | None,
                      action: str | None, actor_id: int | None) -> LeadEvent:  # fmt: skip
    return _record(submission_id, "follow_up", actor_id, from_due, to_due, action)


def handled_changed(submission_id: str, handled: bool, actor_id: int | None) -> LeadEvent:
    before, after = ("yes", "no") if not handled else ("no", "yes")
    return _record(submission_id, "handled", actor_id, before, after)


def resent(submission_id: str, email_id: str, from_status: str, actor_id: int | None,
           reason: str | None) -> LeadEvent:  # fmt: skip
    """`reason`: why an admin sent it past the recipient limit (None within it)."""
    return _record(submission_id, RESEND, actor_id, from_status, email_id, reason)


def call_changed(submission_id: str, booking_id: str, change: str, actor_id: int | None,
                 detail: str) -> LeadEvent:  # fmt: skip
    """A discovery call booked, moved, cancelled or its outcome marked (pipeline/leads/
    calls.py); `actor_id` None: the booking itself. Its webhooks are the booking's own."""
    return _record(submission_id, CALL, actor_id, booking_id, change, detail)
