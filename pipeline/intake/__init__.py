"""Taking in a submission (design conventions 1-3): its rows, outbox entry and webhook
deliveries committed together, then enqueued (accept.py); on PostgreSQL in one statement
(statement.py)."""

from pipeline.intake.accept import Accepted, store_spam, submit, submit_rows

__all__ = ["Accepted", "store_spam", "submit", "submit_rows"]
