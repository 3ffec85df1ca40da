"""Rows for the retention schedule's tests and bench, written straight to the tables with
set times (the forms and sales screens that fill them have tests of their own), so which
record is just inside or just outside its period is known exactly."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from pipeline.mail import address_key
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.lead_note import LeadNote
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission

# The fixed clock every rule is measured from.
NOW = datetime(2027, 6, 15, 12, 0, 0)
SECOND = timedelta(seconds=1)


def address(name: str) -> str:
    return f"{name}.{uuid.uuid4().hex[:8]}@example.com"


def submission(email: str, at: datetime, kind: str = "contact", spam: bool = False) -> str:
    sub = Submission(
        kind=kind, status="succeeded", email=email, email_key=address_key(email), name="Ada",
        is_spam=spam,
        spam_reason="honeypot" if spam else None, created_at=at, updated_at=at,
    )  # fmt: skip
    db.session.add(sub)
    db.session.flush()
    if kind == "contact":
        db.session.add(ContactMessage(submission_id=sub.id, name="Ada", email=email,
                                      email_key=address_key(email), role="other",
                                      message="Hello", created_at=at))  # fmt: skip
    return sub.id


def note(submission_id: str, at: datetime) -> None:
    db.session.add(LeadNote(submission_id=submission_id, body="Called back", created_at=at))


def stage_change(submission_id: str, at: datetime) -> None:
    db.session.add(LeadHandling(submission_id=submission_id, stage="contacted",
                                furthest_stage="contacted", stage_changed_at=at,
                                first_stage_change_at=at, updated_at=at))  # fmt: skip
    db.session.add(LeadEvent(submission_id=submission_id, kind="stage", from_value="new",
                             to_value="contacted", created_at=at))  # fmt: skip


def signup(email: str, at: datetime, status: str, list_name: str = "newsletter") -> int:
    """A sign-up with the submission it came with and its consent record."""
    sub = submission(email, at, kind=list_name)
    row = Signup(submission_id=sub, list_name=list_name, email=email,
                 email_key=address_key(email), status=status,
                 created_at=at, confirmed_at=at if status != "pending" else None,
                 unsubscribed_at=at if status == "unsubscribed" else None)  # fmt: skip
    db.session.add(row)
    db.session.flush()
    db.session.add(ConsentRecord(signup_id=row.id, version="newsletter-2025-06",
                                 wording="Send me the newsletter", page="/newsletter",
                                 created_at=at))  # fmt: skip
    if status == "unsubscribed":
        db.session.add(MailSuppression(email=email.lower(), email_key=address_key(email),
                                       list_name=list_name, created_at=at))  # fmt: skip
    return row.id


def email(to: str, at: datetime, submission_id: str | None = None, status: str = "sent") -> str:
    row = EmailMessage(submission_id=submission_id, purpose="contact_ack", to_addr=to,
                       to_key=to.lower(), email_key=address_key(to), subject="Thanks",
                       status=status, created_at=at,
                       updated_at=at, sent_at=at,
                       message_bytes=b"Subject: Thanks\r\n\r\nHello " + to.encode())  # fmt: skip
    db.session.add(row)
    db.session.flush()
    return row.id


def audit(at: datetime) -> None:
    db.session.add(AuditEntry(action="data_export", subject_hash="x" * 64, counts={},
                              created_at=at))  # fmt: skip


def done_job(at: datetime) -> str:
    job_id = str(uuid.uuid4())
    db.session.add(OutboxEntry(job_id=job_id, func="pipeline.contact.process",
                               queue="submissions", created_at=at, enqueued_at=at,
                               done_at=at))  # fmt: skip
    return job_id
