"""A person's data leaves the delivery log with them (UK GDPR article 17): the stored
bodies of every event about them and the receivers' answers (which may echo them) are
cleared, the links to the person and their leads dropped. The log keeps that an event of
that type was sent, when, and how each attempt went. Deliveries not yet sent are
cancelled: there is nothing left to send."""

from __future__ import annotations

from sqlalchemy import or_

from pipeline.db import db, utcnow
from pipeline.models.webhook_attempt import WebhookAttempt
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.webhooks.events import person_id

UNSENT = ("queued", "retrying", "sending")


def erase_payloads(address: str, submission_ids: list[str]) -> list[str]:
    """Clear the person's payloads (the caller commits); returns the deliveries' ids, so
    their jobs and outbox entries go too."""
    conditions = [WebhookDelivery.person_id == person_id(address)]
    if submission_ids:
        conditions.append(WebhookDelivery.submission_id.in_(submission_ids))
    ids = list(db.session.scalars(db.select(WebhookDelivery.id).where(or_(*conditions))))
    if not ids:
        return []
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
    return ids
