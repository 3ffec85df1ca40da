"""The rules that delete records about no one in particular, or only a copy:

- email_copies: an email's stored copy (its bytes, with any PDF attached, and its .eml file
  in MAIL_OUTBOX_DIR) once RETENTION_EMAIL_COPY_MONTHS old and no longer waiting to be sent.
  The row stays, so the lead still says what was sent, when and to whom.
- newsletter_deliveries: which issue went to whom, RETENTION_NEWSLETTER_DELIVERY_MONTHS
  after it was queued, once the issue's send has ended (the issue keeps its figures).
- audit_log: data request and erasure audit entries older than RETENTION_AUDIT_MONTHS.
- job_history: finished outbox entries, and failed jobs in RQ's failed registries, older
  than RETENTION_JOB_HISTORY_DAYS (the job dashboard's history; finished jobs' results
  already expire within the hour).
- analytics_totals: the funnel's daily totals, ANALYTICS_TOTALS_MONTHS (pipeline/analytics
  prunes them; its timer does the same daily)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from rq import Queue
from rq.job import Job
from sqlalchemy import func

from pipeline import analytics, newsletter, queues
from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.retention import schedule
from pipeline.retention.rules.rule import Due, Rule
from pipeline.settings import setting

# An email in one of these states will never be sent again by itself.
SETTLED = ("sent", "failed", "suppressed", "limited")


def _due(model, moment, *conditions) -> Due:
    count, oldest = db.session.execute(
        db.select(func.count(), func.min(moment)).select_from(model).where(*conditions)
    ).one()
    return Due(count, oldest)


def _in_batches(id_column, conditions, size: int, act) -> int:
    """Select up to `size` ids, act on them, commit; again until none is left."""
    done = 0
    while True:
        ids = list(db.session.scalars(db.select(id_column).where(*conditions).limit(size)))
        if not ids:
            return done
        act(ids)
        db.session.commit()
        done += len(ids)


def _delete(model, id_column, conditions, size: int) -> int:
    return _in_batches(
        id_column,
        conditions,
        size,
        lambda ids: db.session.execute(db.delete(model).where(id_column.in_(ids))),
    )


# --- email copies ---------------------------------------------------------------------


def _copies(now: datetime) -> tuple:
    return (
        EmailMessage.created_at < schedule.EMAIL_COPIES.cutoff(now),
        EmailMessage.copy_dropped_at.is_(None),
        EmailMessage.status.in_(SETTLED),
    )


def _drop_copies(now: datetime, size: int) -> int:
    outbox = Path(setting("MAIL_OUTBOX_DIR"))

    def drop(ids: list[str]) -> None:
        db.session.execute(
            db.update(EmailMessage)
            .where(EmailMessage.id.in_(ids))
            .values(message_bytes=b"", copy_dropped_at=now)
        )
        for email_id in ids:
            (outbox / f"{email_id}.eml").unlink(missing_ok=True)

    return _in_batches(EmailMessage.id, _copies(now), size, drop)


EMAIL_COPIES = Rule(
    schedule.EMAIL_COPIES,
    lambda now: _due(EmailMessage, EmailMessage.created_at, *_copies(now)),
    _drop_copies,
)


# --- newsletter deliveries -----------------------------------------------------------


def _deliveries_due(now: datetime) -> Due:
    count, oldest = newsletter.expired_count(schedule.NEWSLETTER_DELIVERIES.cutoff(now))
    return Due(count, oldest)


NEWSLETTER_DELIVERIES = Rule(
    schedule.NEWSLETTER_DELIVERIES,
    _deliveries_due,
    lambda now, size: newsletter.delete_expired(schedule.NEWSLETTER_DELIVERIES.cutoff(now), size),
)


# --- audit log ------------------------------------------------------------------------


def _old_audit(now: datetime) -> tuple:
    return (AuditEntry.created_at < schedule.AUDIT.cutoff(now),)


AUDIT = Rule(
    schedule.AUDIT,
    lambda now: _due(AuditEntry, AuditEntry.created_at, *_old_audit(now)),
    lambda now, size: _delete(AuditEntry, AuditEntry.id, _old_audit(now), size),
)


# --- job history ----------------------------------------------------------------------


def _old_outbox(now: datetime) -> tuple:
    return (OutboxEntry.done_at < schedule.JOB_HISTORY.cutoff(now),)


def _naive(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


def _old_failed_jobs(now: datetime) -> list[Job]:
    cutoff = schedule.JOB_HISTORY.cutoff(now)
    conn = queues.connection()
    old = []
    for name in queues.ALL_QUEUES:
        ids = Queue(name, connection=conn).failed_job_registry.get_job_ids()
        for job in Job.fetch_many(ids, connection=conn):
            if job is not None and job.ended_at and _naive(job.ended_at) < cutoff:
                old.append(job)
    return old


def _job_history_due(now: datetime) -> Due:
    outbox = _due(OutboxEntry, OutboxEntry.done_at, *_old_outbox(now))
    jobs = [_naive(job.ended_at) for job in _old_failed_jobs(now)]
    oldest = min([moment for moment in (outbox.oldest, *jobs) if moment is not None], default=None)
    return Due(outbox.count + len(jobs), oldest)


def _clear_job_history(now: datetime, size: int) -> int:
    jobs = _old_failed_jobs(now)
    deleted = queues.delete_jobs([job.id for job in jobs], queues.connection())
    return deleted + _delete(OutboxEntry, OutboxEntry.job_id, _old_outbox(now), size)


JOB_HISTORY = Rule(schedule.JOB_HISTORY, _job_history_due, _clear_job_history)


# --- analytics totals -----------------------------------------------------------------


def _old_totals(now: datetime) -> tuple:
    return (AnalyticsTotal.day < analytics.oldest_kept(now.date()),)


ANALYTICS = Rule(
    schedule.ANALYTICS,
    lambda now: _due(AnalyticsTotal, AnalyticsTotal.day, *_old_totals(now)),
    lambda now, size: analytics.prune(now.date()),
)
