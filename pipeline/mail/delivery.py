"""The delivery job: send one stored email exactly once, record an honest status, and let
RQ retry with backoff while the mail server is unreachable."""

import logging
from email import message_from_bytes
from email.utils import parseaddr

from rq import get_current_job

from pipeline import queues
from pipeline.mail import transport
from pipeline.mail.smtputf8 import SmtpUtf8Missing
from pipeline.mail.suppression import is_suppressed
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage

log = logging.getLogger(__name__)


def _claim(email_id: str) -> bool:
    """Atomically move the email to 'sending', so two copies of this job (a sweeper
    re-enqueue racing the original) can never both send it."""
    result = db.session.execute(
        db.update(EmailMessage)
        .where(EmailMessage.id == email_id, EmailMessage.status.in_(("queued", "retrying")))
        .values(status="sending", attempts=EmailMessage.attempts + 1, updated_at=utcnow())
    )
    db.session.commit()
    return result.rowcount == 1


def deliver(email_id: str) -> str:
    if not _claim(email_id):
        queues.mark_done(email_id)
        return "not-pending"
    email = db.session.get(EmailMessage, email_id)
    if email.marketing and is_suppressed(email.to_addr):
        # Checked at send time, so mail queued before the click is stopped too.
        email.status, email.last_error = "suppressed", "unsubscribed"
        db.session.commit()
        queues.mark_done(email_id)
        return "suppressed"
    from_addr = parseaddr(str(message_from_bytes(email.message_bytes)["From"]))[1]
    try:
        transport.send(email.message_bytes, from_addr, email.to_addr, email.id)
    except SmtpUtf8Missing as exc:
        # Permanent: retrying can't give the server SMTPUTF8, and the job ends normally so
        # RQ records no failure to retry; other messages keep going.
        email.status, email.last_error = "failed", f"{exc.__class__.__name__}: {exc}"[:2000]
        queues.mark_done(email_id)  # one commit: 'failed' and the outbox entry together
        log.warning("email %s not delivered (failed): %s", email_id, exc)
        return "failed"
    except Exception as exc:
        job = get_current_job()
        email.status = "retrying" if job and job.retries_left else "failed"
        email.last_error = f"{exc.__class__.__name__}: {exc}"[:2000]
        db.session.commit()
        log.warning("email %s not delivered (%s): %s", email_id, email.status, exc)
        raise
    email.status = "sent"
    email.sent_at = utcnow()
    email.last_error = None
    queues.mark_done(email_id)  # one commit: 'sent' and the outbox entry together
    return "sent"
