"""The events other features emit, one function each, all staged in the caller's
transaction (pipeline/webhooks/emit.py): the caller commits, then enqueues the jobs
returned. lead_stage_changed and lead_assigned are staged by pipeline/leads/events.py when
sales move or assign a lead."""

from __future__ import annotations

import hashlib
import hmac

from pipeline import queues
from pipeline.mail import address_key
from pipeline.models.booking import Booking
from pipeline.models.contact_message import ROLES, ContactMessage
from pipeline.models.db import utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.models.webhook_endpoint import WebhookEndpoint
from pipeline.settings import lead_admin_url, setting
from pipeline.webhooks import catalogue
from pipeline.webhooks.emit import Event, emit, iso

# The inbox's names for the forms (pipeline/leads/inbox.py KIND_LABELS; not imported, as
# pipeline.leads erases deliveries through this package).
FORM_LABELS = {
    "contact": "Contact",
    "guide": "Free guide",
    "early_access": "Early access",
    "newsletter": "Newsletter",
    "finder": "Tool finder",
    "booking": "Discovery call",
}


def person_id(email: str) -> str:
    """A stable id for everyone using one address (any spelling: mail.address_key, the key
    the erasure finds the person by), the same in every event, that can't be turned back
    into the address without the site's secret key."""
    key = str(setting("SECRET_KEY")).encode()
    digest = hmac.new(key, b"webhook-person:" + address_key(email).encode(), hashlib.sha256)
    return "per_" + digest.hexdigest()[:32]


def _fields(submission: Submission, details: list) -> dict:
    """The form's own fields, from the rows intake stored with the submission."""
    for row in details:
        if isinstance(row, ContactMessage):
            return {
                "name": row.name,
                "email": row.email,
                "role": row.role,
                "role_label": ROLES.get(row.role, row.role),
                "message": row.message,
                **row.plan_fields(submission.source_page),
            }
        if isinstance(row, Signup):
            return {
                "list": row.list_name,
                "email": row.email,
                "first_name": row.first_name,
                "tags": list(row.tags or []),
                "status": row.status,
            }
        if isinstance(row, Booking):
            # What they want to talk about never leaves: sales read it on the lead.
            return {
                "name": row.name,
                "email": row.email,
                "company": row.company,
                "phone": row.phone,
                "start": iso(row.starts_at),
                "timezone": row.visitor_timezone,
                "finder_run_id": row.finder_run_id,
                "plan": row.plan,
            }
        if isinstance(row, FinderRun):
            return {
                "first_name": row.first_name,
                "email": row.email,
                "company_name": row.company_name,
                "company_size": row.company_size,
                "business_goals": [p for p in row.business_goal.split(", ") if p],
                "main_challenges": [p for p in row.main_challenge.split(", ") if p],
                "current_tools": row.current_tools,
            }
    return {}


def lead_created(
    submission: Submission,
    details: list,
    *,
    fields: dict | None = None,
    extra: dict | None = None,
) -> list[queues.JobRef]:
    """Every form's lead, never spam. `fields` replaces the fields read from `details`;
    `extra` adds keys (the tool finder's tools)."""
    event = lead_created_event(submission, details, fields=fields, extra=extra)
    if event is None:
        return []
    return emit(event.type, event.data, submission_id=event.submission_id,
                person_id=event.person_id)  # fmt: skip


def lead_created_event(
    submission: Submission,
    details: list,
    *,
    fields: dict | None = None,
    extra: dict | None = None,
) -> Event | None:
    """lead.created, not yet staged (None for spam): intake stages it in its one statement
    on PostgreSQL (emit.staged_in_sql)."""
    if submission.is_spam:
        return None
    person = person_id(submission.email)
    data = {
        "lead_id": submission.id,
        "person_id": person,
        "form": submission.kind,
        "form_label": FORM_LABELS.get(submission.kind, submission.kind),
        "created_at": iso(submission.created_at or utcnow()),
        "email": submission.email,
        "name": submission.name,
        "repeat": bool(submission.is_repeat),
        "fields": fields if fields is not None else _fields(submission, details),
        "source": {
            "page": submission.source_page,
            "referrer": submission.referrer,
            "utm": submission.utm or {},
        },
        "admin_url": lead_admin_url(submission.id),
        **(extra or {}),
    }
    return Event(catalogue.LEAD_CREATED, data, submission_id=submission.id, person_id=person)


def newsletter_confirmed(signup: Signup) -> list[queues.JobRef]:
    person = person_id(signup.email)
    data = {
        "lead_id": signup.submission_id,
        "person_id": person,
        "list": signup.list_name,
        "email": signup.email,
        "first_name": signup.first_name,
        "confirmed_at": iso(signup.confirmed_at),
    }
    return emit(
        catalogue.NEWSLETTER_CONFIRMED,
        data,
        submission_id=signup.submission_id,
        person_id=person,
    )


def newsletter_sent(
    issue_id: int, list_name: str, subject: str, sent_at, counts: dict
) -> list[queues.JobRef]:
    """An issue's send has settled: its id and figures, never an address."""
    data = {
        "issue_id": issue_id,
        "list": list_name,
        "subject": subject,
        "sent_at": iso(sent_at),
        "counts": {key: counts.get(key, 0) for key in NEWSLETTER_COUNTS},
        "skipped_reasons": dict(counts.get("skipped_reasons") or {}),
    }
    return emit(catalogue.NEWSLETTER_SENT, data)


NEWSLETTER_COUNTS = ("total", "sent", "failed", "skipped")


def person_erased(
    address: str, lead_ids: list[str], reason: str = "request", whole_person: bool = True
) -> list[queues.JobRef]:
    """No personal data: the person's id and the lead ids earlier events carried. The
    delivery keeps no link to the person either, so nothing ties it to the address.
    `reason`: "request" (the person asked) or "retention" (the retention schedule's period
    ran out); `whole_person` False when retention erased only these leads of a person who
    is still held (a confirmed subscriber, or one with newer leads)."""
    if reason not in catalogue.ERASE_REASONS:
        raise ValueError(f"unknown erasure reason {reason!r}")
    data = {
        "person_id": person_id(address),
        "lead_ids": sorted(lead_ids),
        "reason": reason,
        "whole_person": whole_person,
        "erased_at": iso(utcnow()),
    }
    return emit(catalogue.PERSON_ERASED, data)


def lead_stage_changed(
    submission: Submission,
    from_stage: str,
    to_stage: str,
    changed_by: str,
    reason: str | None = None,
) -> list[queues.JobRef]:
    person = person_id(submission.email)
    data = {
        "lead_id": submission.id,
        "person_id": person,
        "from": from_stage,
        "to": to_stage,
        "reason": reason,
        "changed_by": changed_by,
        "changed_at": iso(utcnow()),
    }
    return emit(catalogue.LEAD_STAGE_CHANGED, data, submission_id=submission.id, person_id=person)


def lead_assigned(submission: Submission, owner: dict, assigned_by: str) -> list[queues.JobRef]:
    """`owner`: {id, email, name} of the sales user now responsible for the lead."""
    person = person_id(submission.email)
    data = {
        "lead_id": submission.id,
        "person_id": person,
        "owner": owner,
        "assigned_by": assigned_by,
        "assigned_at": iso(utcnow()),
    }
    return emit(catalogue.LEAD_ASSIGNED, data, submission_id=submission.id, person_id=person)


def webhook_test(endpoint: WebhookEndpoint) -> list[queues.JobRef]:
    data = {
        "endpoint_id": endpoint.id,
        "message": f"This is a test event from {setting('COMPANY_NAME', 'the site')}.",
    }
    return emit(catalogue.WEBHOOK_TEST, data, endpoints=[endpoint])
