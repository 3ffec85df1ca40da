"""What sales do to a lead: resend one of its emails, and mark it handled (or not), with
an optional note added to its history. Stages, owners, notes and follow-ups have modules of
their own (the sales row and the error they share are in sales_state.py)."""

from __future__ import annotations

from contextlib import suppress

from redis.exceptions import RedisError

from pipeline import mail, queues
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
SENDING = "This email is being sent right now. Wait a moment and check its status again."


def resend(email_id: str) -> EmailMessage:
    """Send the stored message again: status back to queued, a fresh outbox entry, and a
    new delivery job (replacing any old one, e.g. a retry still waiting its turn)."""
    email = db.session.get(EmailMessage, email_id)
    if email is None:
        raise LeadActionError(404, "That email no longer exists.", "not_found")
    if email.status == "suppressed" or (email.marketing and mail.is_suppressed(email.to_addr)):
        raise LeadActionError(409, SUPPRESSED, "suppressed")
    if email.status == "sending":
        raise LeadActionError(409, SENDING, "sending")

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
