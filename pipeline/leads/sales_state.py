"""A lead's sales row (stage, owner, follow-up, handled), created on first change, and the
error every sales action raises (web/ turns it into a 4xx with its message)."""

from __future__ import annotations

from pipeline.models.db import db
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission

GONE = "That lead no longer exists."


class LeadActionError(Exception):
    def __init__(self, status: int, message: str, code: str, fields: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.code, self.fields = status, message, code, fields


def invalid(field: str, message: str) -> LeadActionError:
    return LeadActionError(400, message, "validation_error", {field: [message]})


def handling_row(submission_id: str) -> LeadHandling:
    """The lead's sales row, added to the session (not committed) if it has none yet."""
    if db.session.get(Submission, submission_id) is None:
        raise LeadActionError(404, GONE, "not_found")
    row = db.session.get(LeadHandling, submission_id)
    if row is None:
        row = LeadHandling(submission_id=submission_id, handled=False, stage="new")
        db.session.add(row)
    return row
