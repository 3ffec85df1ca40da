"""The submission contract's write half: the submission, its detail rows and its outbox
entry in ONE transaction, commit, then enqueue (design conventions 1-3)."""

from dataclasses import dataclass

from pipeline import queues
from pipeline.db import db
from pipeline.models.submission import Submission


@dataclass(frozen=True)
class Accepted:
    """What the 202 answer needs, captured before commit: reading it back from the
    committed (expired) row would cost another round trip to the database."""

    id: str
    status: str


def submit(submission: Submission, details: list[db.Model], func: str) -> Accepted:
    # Parent first: PostgreSQL checks the detail rows' foreign keys at flush.
    db.session.add(submission)
    db.session.flush()
    db.session.add_all(details)
    queues.add(func, submission.id)
    accepted = Accepted(submission.id, submission.status)
    db.session.commit()
    queues.enqueue([(func, accepted.id)])
    return accepted


def store_spam(submission: Submission, details: list[db.Model], reason: str) -> Accepted:
    """A bot's (or a suspect) submission is kept for inspection but never processed, never
    mailed to its address and never notified to sales. `reason`: web/api/spam.py's."""
    submission.is_spam = True
    submission.spam_reason = reason
    submission.status = "succeeded"
    submission.stage = "spam"
    db.session.add(submission)
    db.session.flush()
    db.session.add_all(details)
    accepted = Accepted(submission.id, submission.status)
    db.session.commit()
    return accepted
