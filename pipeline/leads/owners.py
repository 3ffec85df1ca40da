"""A lead's owner: one sales-role account (with a confirmed address), or nobody. Assigning
is on the lead's timeline, and emails the new owner a link to the lead through the same
stored, retried delivery as every other email (unless they assigned it to themselves)."""

from __future__ import annotations

from pipeline import mail, queues, webhooks
from pipeline.leads import events
from pipeline.leads.inbox import KIND_LABELS
from pipeline.leads.sales_state import handling_row, invalid
from pipeline.models.db import db, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.profile import Profile
from pipeline.models.submission import Submission
from pipeline.models.user import User
from pipeline.settings import lead_admin_url

OWNER_ROLE = "sales"
PURPOSE = "lead_assigned"
NOT_SALES = "Choose someone from the sales team."


def sales_users() -> list[dict]:
    """Who a lead can be assigned to, by address."""
    rows = db.session.execute(
        db.select(User.id, User.email, Profile.first_name)
        .join(Profile, Profile.id == User.id)
        .where(Profile.role == OWNER_ROLE, User.email_verified_at.is_not(None))
        .order_by(User.email)
    ).all()
    return [{"id": uid, "email": email, "first_name": first} for uid, email, first in rows]


def _owner(user_id: int) -> tuple[User, Profile]:
    row = db.session.execute(
        db.select(User, Profile).join(Profile, Profile.id == User.id).where(User.id == user_id)
    ).one_or_none()
    if row is None or row[1].role != OWNER_ROLE or row[0].email_verified_at is None:
        raise invalid("owner_id", NOT_SALES)
    return row[0], row[1]


def _draft(submission: Submission, owner: User, profile: Profile, actor: User | None):
    company = db.session.scalar(
        db.select(FinderRun.company_name).where(FinderRun.submission_id == submission.id)
    )
    return mail.Draft(
        purpose=PURPOSE,
        template="lead_assigned",
        to_addr=owner.email,
        to_name=profile.first_name,
        subject=f"Lead assigned to you: {submission.name or 'a new lead'}",
        context={
            "first_name": profile.first_name,
            "assigned_by": actor.email if actor is not None else "Someone",
            "lead_name": submission.name or submission.email,
            "kind_label": KIND_LABELS.get(submission.kind, submission.kind),
            "company": company,
            "lead_url": lead_admin_url(submission.id),
        },
    )


def assign(submission_id: str, owner_id: int | None, actor_id: int | None) -> int | None:
    """Assign the lead (None: to nobody) and commit; returns the new owner's id. Assigning
    it to its current owner changes nothing and sends nothing."""
    row = handling_row(submission_id)
    owner = _owner(owner_id) if owner_id is not None else None
    before = row.owner_user_id
    if before == owner_id:
        return owner_id
    row.owner_user_id = owner_id
    row.updated_by_user_id = actor_id
    row.updated_at = utcnow()
    jobs = events.assigned(submission_id, before, owner_id, actor_id)
    message = None
    if owner is not None and owner_id != actor_id:
        submission = db.session.get(Submission, submission_id)
        actor = db.session.get(User, actor_id) if actor_id else None
        message = mail.queue_email(_draft(submission, *owner, actor), submission_id)
    db.session.commit()
    webhooks.hand_off(jobs)
    if message is not None:
        entry = db.session.get(OutboxEntry, message.id)
        queues.try_enqueue([entry] if entry else [])
    return owner_id
