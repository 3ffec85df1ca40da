"""What an issue's send came to (issue 36): queued, sent, failed, skipped and why, and how
many of its readers unsubscribed after it. Counted from the deliveries while they exist;
the figures as the send ended are kept on the issue for when the retention schedule has
removed them (the issue itself is kept)."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import and_, or_

from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.newsletter_delivery import NewsletterDelivery as D
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.models.signup import Signup

# A sent delivery whose reader unsubscribed later, noted on the row before the reader's
# sign-up is erased (data.py), so the figure outlives it.
UNSUBSCRIBED_AFTER = "unsubscribed afterwards"
SKIP_REASONS = ("unsubscribed", "suppressed", "bounced", "erased")


def _unsubscribed_after(issue_id: int) -> int:
    left = db.session.scalar(
        db.select(db.func.count(db.distinct(D.id)))
        .select_from(D)
        .join(Signup, Signup.id == D.signup_id)
        .outerjoin(MailSuppression, MailSuppression.email_key == Signup.email_key)
        .where(
            D.issue_id == issue_id,
            D.status == "sent",
            or_(
                and_(Signup.status == "unsubscribed", Signup.unsubscribed_at >= D.sent_at),
                MailSuppression.created_at >= D.sent_at,
            ),
        )
    )
    noted = db.session.scalar(
        db.select(db.func.count())
        .select_from(D)
        .where(D.issue_id == issue_id, D.status == "sent", D.reason == UNSUBSCRIBED_AFTER)
    )
    return left + noted


def live(issue_id: int) -> dict:
    rows = db.session.execute(
        db.select(D.status, D.reason, db.func.count())
        .where(D.issue_id == issue_id)
        .group_by(D.status, D.reason)
    )
    by_status: Counter = Counter()
    reasons: Counter = Counter()
    for status, reason, count in rows:
        by_status[status] += count
        if status == "skipped":
            reasons[reason or "other"] += count
    return {
        "total": sum(by_status.values()),
        "queued": by_status["queued"] + by_status["sending"],
        "sent": by_status["sent"],
        "failed": by_status["failed"],
        "skipped": by_status["skipped"],
        "skipped_reasons": {reason: reasons[reason] for reason in sorted(reasons)},
        "unsubscribed_after": _unsubscribed_after(issue_id),
    }


EMPTY = {"total": 0, "queued": 0, "sent": 0, "failed": 0, "skipped": 0,
         "skipped_reasons": {}, "unsubscribed_after": 0}  # fmt: skip


def of(issue: NewsletterIssue) -> dict:
    """The issue's figures now: counted while its deliveries exist, else as kept."""
    has_rows = db.session.scalar(db.select(db.exists().where(D.issue_id == issue.id)))
    if has_rows:
        return live(issue.id)
    return {**EMPTY, **(issue.counts or {})}
