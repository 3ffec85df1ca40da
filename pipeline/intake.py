"""The submission contract's write half: the submission, its detail rows and its outbox
entry in ONE transaction, commit, then enqueue (design conventions 1-3)."""

from pipeline import outbox
from pipeline.db import db
from pipeline.models.submission import Submission


def submit(submission: Submission, details: list[db.Model], func: str) -> Submission:
    # Parent first: PostgreSQL checks the detail rows' foreign keys at flush.
    db.session.add(submission)
    db.session.flush()
    db.session.add_all(details)
    entry = outbox.add(func, submission.id)
    db.session.commit()
    outbox.try_enqueue([entry])
    return submission


def store_spam(submission: Submission, details: list[db.Model]) -> Submission:
    """A bot's submission is kept for inspection but never processed or mailed."""
    submission.is_spam = True
    submission.status = "succeeded"
    submission.stage = "spam"
    db.session.add(submission)
    db.session.flush()
    db.session.add_all(details)
    db.session.commit()
    return submission
