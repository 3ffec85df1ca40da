"""The per-recipient limit: at most RECIPIENT_DAILY_LIMIT automatic emails to one address in
any 24 hours from the public forms, whichever forms sent them, so nobody can use the site
to flood a stranger's inbox. Over the limit the email is still stored on the lead, marked
"not sent: recipient limit", and never delivered; the submission itself goes on as usual.

Counted by mailbox (addresses.mailbox_key: `ada+1@…` and `ada@…` share one allowance) in
the database (the record of truth, up even when Redis is not) under a lock on that key held
until the caller commits, so two workers mailing one inbox can't both take its last place."""

import hashlib
from datetime import timedelta
from email.message import EmailMessage as MimeMessage

from sqlalchemy import text

from pipeline.mail import addresses, compose
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.settings import setting

WINDOW = timedelta(hours=24)
LIMITED = "limited"
NOT_SENT = "not sent: recipient limit"
# Automatic emails to whoever typed the address into a form (sales' notifications aren't).
VISITOR_PURPOSES = (
    "contact_ack",
    "finder",
    "guide",
    "early_access",
    "newsletter_confirm",
    "newsletter_welcome",
    "newsletter_already",
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


def sent_recently(address: str) -> int:
    """Automatic emails stored for this address in the last 24 hours that went, or will
    go, out (held-back ones don't count)."""
    return db.session.scalar(
        db.select(db.func.count())
        .select_from(EmailMessage)
        .where(
            EmailMessage.to_key == addresses.mailbox_key(address),
            EmailMessage.purpose.in_(VISITOR_PURPOSES),
            EmailMessage.status != LIMITED,
            EmailMessage.created_at >= utcnow() - WINDOW,
        )
    )


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
