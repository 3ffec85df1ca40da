"""Deliveries as personal data (issue 36): what a data export lists for an address, what an
erasure removes, and the retention schedule's rule for old deliveries. A delivery row holds
no address, only the subscriber's id and `email_key`; an erasure clears both (a delivery
still queued is skipped as 'erased'), so what is left says only that issue N went to
someone. pipeline.leads and pipeline.retention call these."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import and_, or_

from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.newsletter_delivery import NewsletterDelivery as D
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.models.signup import Signup
from pipeline.newsletter.counts import UNSUBSCRIBED_AFTER, live

CHUNK = 500
SETTLED = ("sent", "failed", "skipped")


def _iso(moment) -> str | None:
    return None if moment is None else moment.isoformat(timespec="seconds") + "Z"


def export_rows(address: str, signup_ids: list[int]) -> list[dict]:
    """Every delivery to this (normalised) address or its sign-ups, with its issue."""
    condition = D.email_key == address
    if signup_ids:
        condition = or_(condition, D.signup_id.in_(signup_ids))
    rows = db.session.execute(
        db.select(D, NewsletterIssue.subject, NewsletterIssue.list_name)
        .join(NewsletterIssue, NewsletterIssue.id == D.issue_id)
        .where(condition)
        .order_by(D.id)
    )
    return [
        {"issue_id": d.issue_id, "subject": subject, "list": list_name, "status": d.status,
         "reason": d.reason, "attempts": d.attempts, "message_id": d.message_id,
         "queued_at": _iso(d.created_at), "sent_at": _iso(d.sent_at)}
        for d, subject, list_name in rows
    ]  # fmt: skip


def _note_unsubscribed(condition) -> None:
    """Before the link to a reader goes: a sent delivery they unsubscribed after keeps
    that, so the issue's figure outlives the reader's sign-up."""
    later = (
        db.select(D.id)
        .join(Signup, Signup.id == D.signup_id)
        .outerjoin(MailSuppression, MailSuppression.email_key == Signup.email_key)
        .where(
            condition,
            D.status == "sent",
            or_(
                and_(Signup.status == "unsubscribed", Signup.unsubscribed_at >= D.sent_at),
                MailSuppression.created_at >= D.sent_at,
            ),
        )
    )
    ids = list(db.session.scalars(later))
    for at in range(0, len(ids), CHUNK):
        db.session.execute(
            db.update(D).where(D.id.in_(ids[at : at + CHUNK])).values(reason=UNSUBSCRIBED_AFTER)
        )


def forget(addresses: list[str], signup_ids: list[int]) -> int:
    """Erase the link between deliveries and these people (whole addresses) or sign-ups
    (a part of a person); in the caller's transaction. How many rows it touched."""
    touched = 0
    for values, column in ((sorted(addresses), D.email_key), (sorted(signup_ids), D.signup_id)):
        for at in range(0, len(values), CHUNK):
            condition = column.in_(values[at : at + CHUNK])
            _note_unsubscribed(condition)
            db.session.execute(
                db.update(D)
                .where(condition, D.status.in_(("queued", "sending")))
                .values(status="skipped", reason="erased", claim=None, lease_until=None)
            )
            touched += db.session.execute(
                db.update(D).where(condition).values(signup_id=None, email_key=None)
            ).rowcount
    return touched


def _expired(cutoff: datetime):
    # Only a finished send's: one under way still counts on its rows.
    sent = db.select(NewsletterIssue.id).where(NewsletterIssue.status == "sent")
    return and_(D.created_at < cutoff, D.status.in_(SETTLED), D.issue_id.in_(sent))


def expired_count(cutoff: datetime) -> tuple[int, datetime | None]:
    return db.session.execute(
        db.select(db.func.count(), db.func.min(D.created_at)).where(_expired(cutoff))
    ).one()


def delete_expired(cutoff: datetime, size: int) -> int:
    """Settled deliveries older than `cutoff`, a batch per commit; each issue they belong
    to keeps its figures (counts as of now) first."""
    issue_ids = list(db.session.scalars(db.select(D.issue_id).where(_expired(cutoff)).distinct()))
    for issue_id in issue_ids:
        issue = db.session.get(NewsletterIssue, issue_id)
        if issue is not None and issue.status == "sent":
            issue.counts = live(issue_id)
    db.session.commit()
    deleted = 0
    while True:
        ids = list(db.session.scalars(db.select(D.id).where(_expired(cutoff)).limit(size)))
        if not ids:
            return deleted
        db.session.execute(db.delete(D).where(D.id.in_(ids)))
        db.session.commit()
        deleted += len(ids)
