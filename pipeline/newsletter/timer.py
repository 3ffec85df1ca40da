"""What the worker's newsletter timer (worker/newsletter_timer.py) does each pass: stage the
job of every send that is due or has stalled, and the week's digest when its hour comes.

A send is due when its scheduled time has come; it has stalled when nothing has touched its
heartbeat for longer than a batch's lease: its job was lost (a worker SIGKILLed, Redis
restarted empty) or it is waiting out a temporary failure. A new batch job picks it up where
its rows say it stopped; if the old job was merely slow, the two take turns (claims.py)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import and_, or_

from pipeline import queues
from pipeline.models.db import db
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.newsletter import digest, jobs
from pipeline.newsletter.sending import lease


def restart_due(now: datetime) -> list[int]:
    """Stage a batch job for each due or stalled send; the issues' ids."""
    stale = now - lease()
    quiet = or_(NewsletterIssue.heartbeat_at.is_(None), NewsletterIssue.heartbeat_at < stale)
    due = or_(
        and_(NewsletterIssue.status == "scheduled", NewsletterIssue.scheduled_at <= now),
        NewsletterIssue.status == "sending",
    )
    ids = list(db.session.scalars(db.select(NewsletterIssue.id).where(due, quiet)))
    refs = []
    for issue_id in ids:
        touched = db.session.execute(
            db.update(NewsletterIssue)
            .where(NewsletterIssue.id == issue_id, due, quiet)
            .values(heartbeat_at=now)
        )
        if touched.rowcount == 1:  # another worker's timer may have just done it
            refs.append(jobs.stage(issue_id))
    db.session.commit()
    queues.enqueue(refs)
    return [int(job_id.split("-")[1]) for _, job_id in refs]


def tick(now: datetime) -> dict:
    return {"sends": restart_due(now), "digest": digest.schedule(now)}
