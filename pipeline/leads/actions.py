"""What sales do to a lead: resend one of its emails, and mark it handled (or not), with
an optional note added to its history. Stages, owners, notes and follow-ups have modules of
their own (the sales row and the error they share are in sales_state.py)."""

from __future__ import annotations

from contextlib import suppress

from redis.exceptions import RedisError

from pipeline import accounts, mail, queues
from pipeline.leads import events, notes
from pipeline.leads.sales_state import LeadActionError, handling_row
from pipeline.mail import DELIVER
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.outbox_entry import OutboxEntry

SUPPRESSED = (
    "This address has unsubscribed from our marketing emails, so this email can't be "
    "resent. Contact them another way if they've asked to hear from you."
)
COPY_DROPPED = (
    "The stored copy of this email was deleted under the retention schedule, so it can't "
    "be sent again. Only the record that it was sent is kept."
)
SENDING = "This email is being sent right now. Wait a moment and check its status again."
RECIPIENT_LIMIT = (
    "This address has had its limit of emails from us for the last 24 hours, so this one "
    "can't be sent again yet. An admin can send it anyway, giving a reason."
)


def resend(
    email_id: str,
    actor_id: int | None = None,
    override_reason: str | None = None,
    ip: str | None = None,
) -> EmailMessage:
    """Send the stored message again: status back to queued, a fresh outbox entry, and a
    new delivery job (replacing any old one, e.g. a retry still waiting its turn).

    A resend is a send: an automatic email to a visitor goes again only while its mailbox
    is within the recipient limit, unless `override_reason` (the caller has checked that
    the actor is an admin) says why it must go anyway; that goes on the lead's timeline
    and the audit log."""
    email = db.session.get(EmailMessage, email_id)
    if email is None:
        raise LeadActionError(404, "That email no longer exists.", "not_found")
    if email.copy_dropped_at is not None:
        raise LeadActionError(409, COPY_DROPPED, "copy_dropped")
    if email.status == "suppressed" or (email.marketing and mail.is_suppressed(email.to_addr)):
        raise LeadActionError(409, SUPPRESSED, "suppressed")
    if email.status == "sending":
        raise LeadActionError(409, SENDING, "sending")
    over_limit = not mail.room_to_resend(email)
    if over_limit and not override_reason:
        db.session.rollback()  # let go of the mailbox's lock
        raise LeadActionError(409, RECIPIENT_LIMIT, "recipient_limit")
    reason = override_reason if over_limit else None
    if email.submission_id is not None:
        events.resent(email.submission_id, email.id, email.status, actor_id, reason)

    # Redis down: the sweeper enqueues the fresh entry once it is back.
    with suppress(RedisError):
        queues.delete_jobs([email.id], queues.connection())
    old = db.session.get(OutboxEntry, email.id)
    if old is not None:
        db.session.delete(old)
        db.session.flush()
    email.status = "queued"
    email.last_error = None
    entry = queues.add(DELIVER, email.id)
    db.session.commit()
    queues.try_enqueue([entry])
    if over_limit:
        accounts.record_audit(
            "email_resent_over_limit",
            email=email.to_addr,
            by=actor_id,
            ip=ip,
            email_id=email.id,
            reason=reason,
        )
    return email


def set_handled(submission_id: str, handled: bool, note: str | None, actor_id: int) -> LeadHandling:
    """Set the flag (on the timeline when it changes) and add `note`, if any, to the
    lead's notes; one commit."""
    row = handling_row(submission_id)
    if bool(row.handled) != handled:
        events.handled_changed(submission_id, handled, actor_id)
    row.handled = handled
    row.updated_by_user_id = actor_id
    row.updated_at = utcnow()
    if note and note.strip():
        notes.stage_note(submission_id, note, actor_id)
    db.session.commit()
    return row
