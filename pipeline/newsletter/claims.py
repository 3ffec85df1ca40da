"""The delivery rows' state changes, each one conditional SQL so two workers can't both own
a row, and each committed by its caller at the moment that makes a send exactly-once
(pipeline/newsletter/sending.py, docs/newsletter.md).

A batch claims rows with a token and a lease. One batch per issue at a time: the claim
first touches the issue's row (a row lock on PostgreSQL, SQLite's write lock), then gives up
if another batch's lease is still running, so two job chains for one issue (a restarted
send beside one that was only slow) take turns instead of doubling the rate."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import and_, exists, or_

from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.newsletter_delivery import NewsletterDelivery as D
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.models.signup import Signup

AWAITING_REPLY = "awaiting the server's reply"


def due(issue_id: int, now: datetime):
    """Rows a batch may take now: queued and due, or claimed by a batch whose lease ran out
    (its worker died before reaching them; a row it had reached is 'sent' already)."""
    return and_(
        D.issue_id == issue_id,
        or_(
            and_(D.status == "queued", or_(D.next_attempt_at.is_(None), D.next_attempt_at <= now)),
            and_(D.status == "sending", D.lease_until < now),
        ),
    )


def any_due(issue_id: int, now: datetime) -> bool:
    return db.session.scalar(db.select(exists().where(due(issue_id, now))))


def unsettled(issue_id: int):
    return and_(D.issue_id == issue_id, D.status.in_(("queued", "sending")))


def any_unsettled(issue_id: int) -> bool:
    return db.session.scalar(db.select(exists().where(unsettled(issue_id))))


@dataclass(frozen=True)
class Recipient:
    delivery_id: int
    signup_id: int | None
    email: str | None
    signup_status: str | None
    suppressed: str | None  # the suppression's reason, if the address has one


def claim(issue_id: int, size: int, lease: timedelta, now: datetime) -> tuple[str, list] | None:
    """Up to `size` due rows claimed for a new batch, committed: (token, recipients). None
    when the issue is not sending or another batch holds a live lease."""
    touched = db.session.execute(
        db.update(NewsletterIssue)
        .where(NewsletterIssue.id == issue_id, NewsletterIssue.status == "sending")
        .values(heartbeat_at=now)
    )
    if touched.rowcount != 1:
        db.session.rollback()
        return None
    busy = db.session.scalar(
        db.select(
            exists().where(D.issue_id == issue_id, D.status == "sending", D.lease_until >= now)
        )
    )
    if busy:
        db.session.rollback()
        return None
    ids = list(
        db.session.scalars(db.select(D.id).where(due(issue_id, now)).order_by(D.id).limit(size))
    )
    token = uuid.uuid4().hex
    if ids:
        db.session.execute(
            db.update(D)
            .where(D.id.in_(ids), due(issue_id, now))
            .values(status="sending", claim=token, lease_until=now + lease)
        )
    db.session.commit()
    return token, recipients(token)


def recipients(token: str) -> list[Recipient]:
    rows = db.session.execute(
        db.select(D.id, D.signup_id, Signup.email, Signup.status, MailSuppression.reason)
        .outerjoin(Signup, Signup.id == D.signup_id)
        .outerjoin(MailSuppression, MailSuppression.email_key == Signup.email_key)
        .where(D.claim == token, D.status == "sending")
        .order_by(D.id)
    )
    return [Recipient(*row) for row in rows]


def skip_reason(recipient: Recipient) -> str | None:
    """Why this recipient is not sent the issue now, whatever was true when it was queued."""
    if recipient.signup_id is None or recipient.email is None:
        return "erased"
    if recipient.signup_status != "subscribed":
        return "unsubscribed"
    if recipient.suppressed == "bounced":
        return "bounced"
    if recipient.suppressed is not None:
        return "suppressed"
    return None


def skip(token: str, reasons: dict[int, str]) -> None:
    for delivery_id, reason in reasons.items():
        db.session.execute(
            db.update(D)
            .where(D.id == delivery_id, D.claim == token, D.status == "sending")
            .values(status="skipped", reason=reason, claim=None, lease_until=None)
        )


def mark_sent(token: str, delivery_id: int, message_id: str, now: datetime) -> bool:
    """'sent', before the end of data goes to the server; False when the row is no longer
    this batch's (its lease ran out and another batch took it): the message is withdrawn."""
    done = db.session.execute(
        db.update(D)
        .where(D.id == delivery_id, D.claim == token, D.status == "sending")
        .values(
            status="sent",
            reason=AWAITING_REPLY,
            sent_at=now,
            message_id=message_id,
            attempts=D.attempts + 1,
            claim=None,
            lease_until=None,
        )
    )
    return done.rowcount == 1


def confirm(delivery_ids: list[int]) -> None:
    """The server answered 250 for these: no longer awaiting its reply."""
    if delivery_ids:
        db.session.execute(
            db.update(D)
            .where(D.id.in_(delivery_ids), D.status == "sent", D.reason == AWAITING_REPLY)
            .values(reason=None)
        )


def fail(delivery_id: int, reason: str) -> None:
    db.session.execute(
        db.update(D)
        .where(D.id == delivery_id)
        .values(status="failed", reason=reason[:300], claim=None, lease_until=None)
    )


def retry_later(
    delivery_id: int, reason: str, backoff: list[float], give_up: timedelta, now: datetime
) -> None:
    """A temporary failure: again after the next interval of `backoff`, or failed for good
    once the first of them is `give_up` old."""
    row = db.session.get(D, delivery_id)
    if row is None:
        return
    db.session.refresh(row)
    first = row.first_failure_at or now
    attempts = row.attempts + (0 if row.status == "sent" else 1)
    if now - first >= give_up:
        row.status, row.reason = "failed", f"gave up after a day: {reason}"[:300]
    else:
        row.status, row.reason = "queued", f"will retry: {reason}"[:300]
        step = backoff[min(max(attempts, 1), len(backoff)) - 1]
        row.next_attempt_at = now + timedelta(seconds=step)
    row.first_failure_at = first
    row.attempts = attempts
    row.claim = row.lease_until = row.sent_at = row.message_id = None


def release(token: str, until: datetime) -> None:
    """Hand back the rows of a batch that stopped early, for a later batch from `until`; no
    attempt was made at them."""
    db.session.execute(
        db.update(D)
        .where(D.claim == token, D.status == "sending")
        .values(status="queued", claim=None, lease_until=None, next_attempt_at=until)
    )
