"""The per-recipient limit: at most RECIPIENT_DAILY_LIMIT automatic emails to one address in
any 24 hours from the public forms and the account emails, whichever sent them, so nobody
can use the site to flood a stranger's inbox. Over the limit the email is still stored (on
the lead, for a form's), marked "not sent: recipient limit", and never delivered; the
submission itself goes on as usual.

Counted by mailbox (addresses.mailbox_key: `ada+1@…` and `ada@…` share one allowance) in
the database (the record of truth, up even when Redis is not) under a lock on that key held
until the caller commits, so two workers mailing one inbox can't both take its last place."""

import hashlib
from datetime import timedelta
from email.message import EmailMessage as MimeMessage

from sqlalchemy import or_, text

from pipeline.mail import addresses, compose
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.lead_event import RESEND, LeadEvent
from pipeline.settings import setting

WINDOW = timedelta(hours=24)
LIMITED = "limited"
NOT_SENT = "not sent: recipient limit"
# Automatic emails to whoever typed the address into a form (sales' notifications aren't),
# and the admin accounts' emails to an address typed at sign-up or in a reset request: one
# allowance per mailbox, whichever sent them (issue 33, item 8).
VISITOR_PURPOSES = (
    "contact_ack",
    "finder",
    "guide",
    "early_access",
    "newsletter_confirm",
    "newsletter_welcome",
    "newsletter_already",
    "account_verify",
    "account_exists",
    "account_unconfirmed",
    "account_reset",
    # A booked call's confirmation (pipeline/booking/notices.py); its later emails are sent
    # only when this one was.
    "booking_visitor",
)


def _lock(key: str) -> None:
    connection = db.session.connection()
    if connection.dialect.name == "postgresql":
        digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
        lock_id = int.from_bytes(digest, "big", signed=True)
        connection.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": lock_id})
    elif (
        connection.dialect.name == "sqlite"
        and not connection.connection.driver_connection.in_transaction
    ):
        # pysqlite opens a transaction only at the first write, so the count would be read
        # outside any lock; take SQLite's single write lock first instead. A transaction
        # that has already written holds it.
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def _resent_recently(key: str, since) -> int:
    """Sales' resends of automatic emails to this mailbox since `since`. A held-back email
    stored in the window counts as a row once resent (it is no longer "limited"), so its
    resend isn't counted twice."""
    return db.session.scalar(
        db.select(db.func.count())
        .select_from(LeadEvent)
        .join(EmailMessage, EmailMessage.id == LeadEvent.to_value)
        .where(
            LeadEvent.kind == RESEND,
            LeadEvent.created_at >= since,
            EmailMessage.to_key == key,
            EmailMessage.purpose.in_(VISITOR_PURPOSES),
            or_(LeadEvent.from_value != LIMITED, EmailMessage.created_at < since),
        )
    )


def sent_recently(address: str) -> int:
    """Automatic emails stored for this mailbox in the last 24 hours that went, or will
    go, out (held-back ones don't count), and every resend of one."""
    key, since = addresses.mailbox_key(address), utcnow() - WINDOW
    stored = db.session.scalar(
        db.select(db.func.count())
        .select_from(EmailMessage)
        .where(
            EmailMessage.to_key == key,
            EmailMessage.purpose.in_(VISITOR_PURPOSES),
            EmailMessage.status != LIMITED,
            EmailMessage.created_at >= since,
        )
    )
    return stored + _resent_recently(key, since)


def room_to_resend(email: EmailMessage) -> bool:
    """Whether sending this stored email again keeps its mailbox within the limit (always,
    for emails to sales and staff). The mailbox stays locked until the caller commits."""
    if email.purpose not in VISITOR_PURPOSES:
        return True
    _lock(addresses.mailbox_key(email.to_addr))
    return sent_recently(email.to_addr) < int(setting("RECIPIENT_DAILY_LIMIT", 3))


def _stored_today(address: str, purpose: str) -> bool:
    return bool(
        db.session.scalar(
            db.select(db.func.count())
            .select_from(EmailMessage)
            .where(
                EmailMessage.to_key == addresses.mailbox_key(address),
                EmailMessage.purpose == purpose,
                EmailMessage.created_at >= utcnow() - WINDOW,
            )
        )
    )


def queue_capped(
    draft: compose.Draft,
    submission_id: str | None,
    mime: MimeMessage | None = None,
    once_a_day: bool = False,
) -> EmailMessage | None:
    """Queue an automatic email to a visitor (compose.queue_email), or store it unsent when
    the address has had its share. The address stays locked until the caller commits.
    `once_a_day`: None, storing nothing, when the mailbox already has one of this purpose
    from the last 24 hours (sent or held back)."""
    _lock(addresses.mailbox_key(draft.to_addr))
    if once_a_day and _stored_today(draft.to_addr, draft.purpose):
        return None
    if sent_recently(draft.to_addr) < int(setting("RECIPIENT_DAILY_LIMIT", 3)):
        return compose.queue_email(draft, submission_id, mime)
    return compose.store_email(draft, submission_id, mime, status=LIMITED, last_error=NOT_SENT)
