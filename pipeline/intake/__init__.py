"""Taking in a submission (design conventions 1-3): its rows, outbox entry and webhook
deliveries committed together, then enqueued (accept.py); on PostgreSQL in one statement
(statement.py); what a visitor is told of one kept out as spam (decoy.py)."""

from pipeline.intake.accept import Accepted, store_spam, submit, submit_rows
from pipeline.intake.decoy import QUICK_JOB, Step, decoy_status

__all__ = [
    "QUICK_JOB",
    "Accepted",
    "Step",
    "decoy_status",
    "store_spam",
    "submit",
    "submit_rows",
]
