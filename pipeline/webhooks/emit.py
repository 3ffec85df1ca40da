"""Staging events: one delivery row and one outbox entry per subscribed endpoint, in the
caller's transaction, so an event goes out exactly when the change it reports commits
(design convention 2). The caller enqueues the returned jobs after its commit; Redis down,
the sweeper does. Nothing here makes a network call: a visitor never waits on a receiver."""

from __future__ import annotations

import json
import uuid
from datetime import datetime

from pipeline import queues
from pipeline.models.db import db, new_id, utcnow
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint

DELIVER = "pipeline.webhooks.delivery.deliver"


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat(timespec="seconds") + "Z"


def body(event_type: str, data: dict, occurred_at: datetime) -> str:
    """The JSON that is signed and sent, byte for byte the same on every attempt."""
    envelope = {"type": event_type, "timestamp": iso(occurred_at), "data": data}
    return json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))


def subscribers(event_type: str) -> list[WebhookEndpoint]:
    enabled = db.session.scalars(
        db.select(WebhookEndpoint).where(WebhookEndpoint.enabled.is_(True))
    ).all()
    return [e for e in enabled if event_type in (e.events or [])]


def emit(
    event_type: str,
    data: dict,
    *,
    submission_id: str | None = None,
    person_id: str | None = None,
    endpoints: list[WebhookEndpoint] | None = None,
) -> list[queues.JobRef]:
    """Stage the event for `endpoints` (default: every enabled one subscribed to it)."""
    targets = subscribers(event_type) if endpoints is None else endpoints
    if not targets:
        return []
    # One id per event (the webhook-id header), shared by its deliveries: a receiver
    # behind two endpoints can tell it got the same event twice.
    message_id = f"msg_{uuid.uuid4().hex}"
    text = body(event_type, data, utcnow())
    jobs: list[queues.JobRef] = []
    for endpoint in targets:
        delivery = WebhookDelivery(
            id=new_id(),
            endpoint_id=endpoint.id,
            message_id=message_id,
            event_type=event_type,
            body=text,
            submission_id=submission_id,
            person_id=person_id,
        )
        db.session.add(delivery)
        queues.add(DELIVER, delivery.id)
        jobs.append((DELIVER, delivery.id))
    return jobs


def hand_off(jobs: list[queues.JobRef]) -> None:
    """After commit, from worker and admin paths: enqueue and stamp the staged deliveries
    (the request path of a form uses queues.enqueue, one round trip with its own job)."""
    if jobs:
        queues.enqueue_unqueued([job_id for _, job_id in jobs])


def hand_off_for(submission_id: str) -> None:
    """Enqueue whatever deliveries about this submission are still waiting (a re-run of
    the job that staged them hands off only what is left)."""
    ids = db.session.scalars(
        db.select(WebhookDelivery.id).where(WebhookDelivery.submission_id == submission_id)
    ).all()
    if ids:
        queues.enqueue_unqueued(list(ids))
