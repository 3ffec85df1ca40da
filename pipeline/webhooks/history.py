"""An endpoint's delivery log, newest first, each delivery with its attempts; and
Redeliver: the same stored event (same webhook-id and body) sent again by a fresh job."""

from __future__ import annotations

import json
from collections import defaultdict
from contextlib import suppress

from redis.exceptions import RedisError

from pipeline import queues
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.webhook_attempt import WebhookAttempt
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint
from pipeline.webhooks.emit import DELIVER, iso
from pipeline.webhooks.endpoints import DISABLED, get
from pipeline.webhooks.errors import WebhookError

PAGE_SIZE = 50
ERASED = "This event's data was erased on request, so it can't be sent again."
SENDING = "This event is being sent right now. Wait a moment and look again."


def _attempt_json(attempt: WebhookAttempt) -> dict:
    return {
        "number": attempt.number,
        "started_at": iso(attempt.started_at),
        "duration_ms": attempt.duration_ms,
        "status_code": attempt.status_code,
        "response_excerpt": attempt.response_excerpt,
        "error": attempt.error,
        "succeeded": attempt.succeeded,
        "next_retry_at": iso(attempt.next_retry_at),
    }


def delivery_json(delivery: WebhookDelivery, attempts: list[WebhookAttempt]) -> dict:
    last = attempts[-1] if attempts else None
    return {
        "id": delivery.id,
        "endpoint_id": delivery.endpoint_id,
        "message_id": delivery.message_id,
        "event_type": delivery.event_type,
        "status": delivery.status,
        "attempt_count": len(attempts),
        "status_code": delivery.last_status_code,
        "duration_ms": last.duration_ms if last else None,
        "response_excerpt": last.response_excerpt if last else None,
        "error": delivery.last_error,
        "next_retry_at": iso(delivery.next_retry_at),
        "created_at": iso(delivery.created_at),
        "delivered_at": iso(delivery.delivered_at),
        "erased": delivery.erased_at is not None,
        # What was sent, for the admin checking an integration (admins only see this).
        "payload": json.loads(delivery.body) if delivery.body else None,
        "attempts": [_attempt_json(a) for a in attempts],
    }


def _attempts_by_delivery(ids: list[str]) -> dict[str, list[WebhookAttempt]]:
    found: dict[str, list[WebhookAttempt]] = defaultdict(list)
    if ids:
        rows = db.session.scalars(
            db.select(WebhookAttempt)
            .where(WebhookAttempt.delivery_id.in_(ids))
            .order_by(WebhookAttempt.delivery_id, WebhookAttempt.number, WebhookAttempt.id)
        )
        for attempt in rows:
            found[attempt.delivery_id].append(attempt)
    return found


def deliveries(endpoint_id: int, page: int = 1) -> dict:
    endpoint = get(endpoint_id)
    rows = db.session.scalars(
        db.select(WebhookDelivery)
        .where(WebhookDelivery.endpoint_id == endpoint.id)
        .order_by(WebhookDelivery.created_at.desc(), WebhookDelivery.id)
        .offset((page - 1) * PAGE_SIZE)
        .limit(PAGE_SIZE + 1)
    ).all()
    shown = rows[:PAGE_SIZE]
    attempts = _attempts_by_delivery([d.id for d in shown])
    return {
        "deliveries": [delivery_json(d, attempts.get(d.id, [])) for d in shown],
        "page": page,
        "has_more": len(rows) > PAGE_SIZE,
    }


def one(delivery_id: str) -> dict:
    delivery = db.session.get(WebhookDelivery, delivery_id)
    if delivery is None:
        raise WebhookError(404, "That delivery no longer exists.", "not_found")
    return delivery_json(delivery, _attempts_by_delivery([delivery.id]).get(delivery.id, []))


def redeliver(delivery_id: str) -> dict:
    """Queue the stored event again: a fresh outbox entry and job (replacing any old one,
    e.g. a retry still waiting its turn), with RQ's full retry schedule."""
    delivery = db.session.get(WebhookDelivery, delivery_id)
    if delivery is None:
        raise WebhookError(404, "That delivery no longer exists.", "not_found")
    if delivery.body is None:
        raise WebhookError(409, ERASED, "erased")
    if delivery.status == "sending":
        raise WebhookError(409, SENDING, "sending")
    endpoint = db.session.get(WebhookEndpoint, delivery.endpoint_id)
    if endpoint is None or not endpoint.enabled:
        raise WebhookError(409, DISABLED, "disabled")
    with suppress(RedisError):  # Redis down: the sweeper enqueues the fresh entry later
        queues.delete_jobs([delivery.id], queues.connection())
    old = db.session.get(OutboxEntry, delivery.id)
    if old is not None:
        db.session.delete(old)
        db.session.flush()
    delivery.status, delivery.next_retry_at, delivery.last_error = "queued", None, None
    entry = queues.add(DELIVER, delivery.id)
    db.session.commit()
    queues.try_enqueue([entry])
    return one(delivery.id)
