"""The submission contract's write half: the submission, its detail rows, its outbox entry
and its lead.created webhook deliveries in ONE transaction, commit, then enqueue (design
conventions 1-3): one Redis round trip, and no receiver is ever called on this path."""

from dataclasses import dataclass

from pipeline import mail, queues, webhooks
from pipeline.intake import statement
from pipeline.models.db import db, utcnow
from pipeline.models.submission import Submission


@dataclass(frozen=True)
class Accepted:
    """What the 202 answer needs, captured before commit: reading it back from the
    committed (expired) row would cost another round trip to the database."""

    id: str
    status: str


def keyed(rows: list[db.Model]) -> None:
    """Every row that stores a person's address gets its look-up key here, where every
    form's rows pass: export, erase and retention find a person by email_key alone, so a
    form can't store a row they would miss (pipeline.mail.address_key)."""
    for row in rows:
        if hasattr(type(row), "email_key") and getattr(row, "email", None) is not None:
            row.email_key = mail.address_key(row.email)


def submit(
    submission: Submission,
    details: list[db.Model],
    func: str,
    announce: bool = True,
    also: list[queues.JobRef] | None = None,
) -> Accepted:
    """`announce=False`: the feature emits lead.created itself, later (the tool finder,
    once its tools are chosen: pipeline/finder/sales.py). `also`: jobs the caller staged in
    this transaction (its own events), enqueued with the submission's in one round trip."""
    keyed([submission, *details])
    # Parent first: PostgreSQL checks the detail rows' foreign keys at flush.
    db.session.add(submission)
    db.session.flush()
    db.session.add_all(details)
    queues.add(func, submission.id)
    events = webhooks.lead_created(submission, details) if announce else []
    accepted = Accepted(submission.id, submission.status)
    db.session.commit()
    queues.enqueue([(func, accepted.id), *events, *(also or [])])
    return accepted


def submit_rows(
    submission: Submission,
    details: list[db.Model],
    func: str,
    *,
    spam_reason: str | None = None,
    announce: bool = True,
) -> Accepted:
    """submit() (or store_spam() with a `spam_reason`) for a submission whose rows are all
    new, unsaved objects: on PostgreSQL in one statement and one round trip
    (pipeline/intake/statement.py); elsewhere (SQLite, in-process) through the session."""
    keyed([submission, *details])
    if db.engine.dialect.name != "postgresql":
        if spam_reason:
            return store_spam(submission, details, spam_reason)
        return submit(submission, details, func, announce)
    submission.created_at = submission.updated_at = utcnow()
    if spam_reason:
        _mark_spam(submission, spam_reason)
        statement.store([submission, *details], None, None)
        return Accepted(submission.id, SHOWN_STATUS)
    event = webhooks.lead_created_event(submission, details) if announce else None
    deliveries = statement.store([submission, *details], (func, submission.id), event)
    accepted = Accepted(submission.id, submission.status or "queued")
    queues.enqueue([(func, accepted.id), *((webhooks.DELIVER, d) for d in deliveries)])
    return accepted


# What the 202 says of every submission, spam or not: the verdict is never told (decoy.py).
SHOWN_STATUS = "queued"


def _mark_spam(submission: Submission, reason: str) -> None:
    # The stored record (for the inbox and operators) says what happened; visitors are
    # shown decoy.decoy_status() instead.
    submission.is_spam = True
    submission.spam_reason = reason
    submission.status = "succeeded"
    submission.stage = "spam"


def store_spam(
    submission: Submission, details: list[db.Model], reason: str, decoy: str | None = None
) -> Accepted:
    """A bot's (or a suspect) submission is kept for inspection but never processed, never
    mailed to its address and never notified to sales. `reason`: web/api/spam.py's.
    `decoy`: a job that only makes it look processed (the finder's: its tools chosen as a
    real run's would be), staged and enqueued as a real submission's job is, so it waits in
    the same queue."""
    _mark_spam(submission, reason)
    keyed([submission, *details])
    db.session.add(submission)
    db.session.flush()
    db.session.add_all(details)
    if decoy:
        queues.add(decoy, submission.id)
    accepted = Accepted(submission.id, SHOWN_STATUS)
    db.session.commit()
    if decoy:
        queues.enqueue([(decoy, accepted.id)])
    return accepted
