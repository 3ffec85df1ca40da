"""What the delivery log holds about a person, for their data export; and their data leaves
the log with them (UK GDPR article 17): the stored
bodies of every event about them and the receivers' answers (which may echo them) are
cleared, the links to the person and their leads dropped. The log keeps that an event of
that type was sent, when, and how each attempt went. Deliveries not yet sent are
cancelled: there is nothing left to send."""

from __future__ import annotations

import json

from sqlalchemy import or_

from pipeline.models.db import db, utcnow
from pipeline.models.webhook_attempt import WebhookAttempt
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint
from pipeline.webhooks.emit import iso
from pipeline.webhooks.events import person_id

UNSENT = ("queued", "retrying", "sending")


def _about(address: str, submission_ids: list[str]):
    conditions = [WebhookDelivery.person_id == person_id(address)]
    if submission_ids:
        conditions.append(WebhookDelivery.submission_id.in_(submission_ids))
    return or_(*conditions)


def payloads_about(address: str, submission_ids: list[str]) -> list[dict]:
    """Every stored event about the person, as sent (UK GDPR article 15: what was passed
    on, to whom and when)."""
    rows = db.session.execute(
        db.select(WebhookDelivery, WebhookEndpoint.url)
        .join(WebhookEndpoint, WebhookEndpoint.id == WebhookDelivery.endpoint_id)
        .where(_about(address, submission_ids), WebhookDelivery.body.is_not(None))
        .order_by(WebhookDelivery.created_at)
    ).all()
    return [
        {
            "event_type": delivery.event_type,
            "sent_to": url,
            "status": delivery.status,
            "created_at": iso(delivery.created_at),
            "delivered_at": iso(delivery.delivered_at),
            "payload": json.loads(delivery.body),
        }
        for delivery, url in rows
    ]


def erase_payloads(address: str, submission_ids: list[str]) -> list[str]:
    """Clear the person's payloads (the caller commits); returns the deliveries' ids, so
    their jobs and outbox entries go too."""
    return erase_payloads_of({address: submission_ids}, {address}).get(address, [])


def erase_payloads_of(
    leads_by_person: dict[str, list[str]], whole: set[str]
) -> dict[str, list[str]]:
    """erase_payloads for many people at once (the retention schedule's batches):
    {address: their leads' ids} → {address: the deliveries cleared}. The events about an
    address in `whole` go with it; for the others (part of whose leads are erased) only
    the events about those leads."""
    owner_of_lead = {lead: person for person, leads in leads_by_person.items() for lead in leads}
    owner_of_id = {person_id(person): person for person in whole}
    found: dict[str, list[str]] = {}
    for chunk in _chunks([*owner_of_lead, *owner_of_id]):
        about = or_(WebhookDelivery.submission_id.in_(chunk), WebhookDelivery.person_id.in_(chunk))
        rows = db.session.execute(
            db.select(
                WebhookDelivery.id, WebhookDelivery.person_id, WebhookDelivery.submission_id
            ).where(about)
        )
        for delivery_id, person, lead in rows:
            owner = owner_of_lead.get(lead) or owner_of_id.get(person)
            if owner is not None:
                found.setdefault(owner, []).append(delivery_id)
    for chunk in _chunks(sorted({d for ids in found.values() for d in ids})):
        _clear(chunk)
    return {person: sorted(set(ids)) for person, ids in found.items()}


def _chunks(values: list, size: int = 500):
    for start in range(0, len(values), size):
        yield values[start : start + size]


def _clear(ids: list[str]) -> None:
    now = utcnow()
    db.session.execute(
        db.update(WebhookDelivery)
        .where(WebhookDelivery.id.in_(ids), WebhookDelivery.status.in_(UNSENT))
        .values(status="cancelled", next_retry_at=None)
    )
    db.session.execute(
        db.update(WebhookDelivery)
        .where(WebhookDelivery.id.in_(ids))
        .values(body=None, person_id=None, submission_id=None, last_error=None, erased_at=now)
    )
    db.session.execute(
        db.update(WebhookAttempt)
        .where(WebhookAttempt.delivery_id.in_(ids))
        .values(response_excerpt=None)
    )
    # The one error text that quotes the receiver: a redirect's Location.
    db.session.execute(
        db.update(WebhookAttempt)
        .where(WebhookAttempt.delivery_id.in_(ids), WebhookAttempt.error.like("Redirect to %"))
        .values(error="Redirect not followed.")
    )
