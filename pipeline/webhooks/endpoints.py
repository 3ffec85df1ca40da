"""The admins' endpoints: add one (its signing secret shown once), edit, delete, rotate
the secret, send a test event, and the list the Integrations screen shows."""

from __future__ import annotations

from contextlib import suppress
from datetime import timedelta

from redis.exceptions import RedisError

from pipeline import queues
from pipeline.models.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.webhook_attempt import WebhookAttempt
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint
from pipeline.webhooks import catalogue, signing, targets
from pipeline.webhooks.emit import hand_off, iso
from pipeline.webhooks.errors import WebhookError
from pipeline.webhooks.events import webhook_test

MAX_ENDPOINTS = 20  # every event is one delivery per endpoint: bounded fan-out
DESCRIPTION_MAX = 500
# How long the old secret still signs after a rotation, so receivers can switch over.
ROTATION_GRACE = timedelta(hours=24)
NOT_FOUND = "That webhook endpoint no longer exists."
DISABLED = "This endpoint is disabled. Enable it first, then send again."


def get(endpoint_id: int) -> WebhookEndpoint:
    endpoint = db.session.get(WebhookEndpoint, endpoint_id)
    if endpoint is None:
        raise WebhookError(404, NOT_FOUND, "not_found")
    return endpoint


def _check_url(url: str) -> str:
    try:
        targets.check_on_save(url)
    except targets.TargetRefused as exc:
        raise WebhookError(400, str(exc), "validation_error", "url") from None
    return url


def _check_events(events: list[str]) -> list[str]:
    unknown = [e for e in events if e not in catalogue.SUBSCRIBABLE]
    if unknown:
        message = f"Unknown event: {unknown[0][:60]}. Choose from the list."
        raise WebhookError(400, message, "validation_error", "events")
    chosen = [e for e in catalogue.SUBSCRIBABLE if e in events]  # catalogue order, no repeats
    if not chosen:
        raise WebhookError(400, "Choose at least one event.", "validation_error", "events")
    return chosen


def signing_secrets(endpoint: WebhookEndpoint, now=None) -> list[str]:
    now = now or utcnow()
    found = [endpoint.secret]
    expires = endpoint.previous_secret_expires_at
    if endpoint.previous_secret and expires is not None and expires > now:
        found.append(endpoint.previous_secret)
    return found


def create(url: str, events: list[str], description: str, actor_id: int | None):
    """The new endpoint and its secret (shown to the admin this once)."""
    count = db.session.scalar(db.select(db.func.count()).select_from(WebhookEndpoint))
    if count >= MAX_ENDPOINTS:
        message = f"There are already {MAX_ENDPOINTS} endpoints. Delete one to add another."
        raise WebhookError(409, message, "too_many")
    endpoint = WebhookEndpoint(
        url=_check_url(url),
        events=_check_events(events),
        description=description,
        secret=signing.new_secret(),
        enabled=True,
        created_by_user_id=actor_id,
    )
    db.session.add(endpoint)
    db.session.commit()
    return endpoint, endpoint.secret


def update(endpoint_id: int, changes: dict) -> WebhookEndpoint:
    """`changes`: any of url, events, description, enabled."""
    endpoint = get(endpoint_id)
    if "url" in changes and changes["url"] != endpoint.url:
        endpoint.url = _check_url(changes["url"])
    if "events" in changes:
        endpoint.events = _check_events(changes["events"])
    if "description" in changes:
        endpoint.description = changes["description"]
    if "enabled" in changes and changes["enabled"] != endpoint.enabled:
        endpoint.enabled = changes["enabled"]
        # Enabled again: its failures start counting afresh.
        endpoint.disabled_at = None if endpoint.enabled else utcnow()
        endpoint.disabled_reason = None if endpoint.enabled else "Disabled by an admin."
        endpoint.failing_since = None
    db.session.commit()
    return endpoint


def delete(endpoint_id: int) -> None:
    """The endpoint, its delivery log, and its deliveries' jobs (spelled out: SQLite
    doesn't cascade)."""
    endpoint = get(endpoint_id)
    ids = list(
        db.session.scalars(
            db.select(WebhookDelivery.id).where(WebhookDelivery.endpoint_id == endpoint.id)
        )
    )
    if ids:
        db.session.execute(db.delete(WebhookAttempt).where(WebhookAttempt.delivery_id.in_(ids)))
        db.session.execute(db.delete(WebhookDelivery).where(WebhookDelivery.id.in_(ids)))
        db.session.execute(db.delete(OutboxEntry).where(OutboxEntry.job_id.in_(ids)))
    db.session.delete(endpoint)
    db.session.commit()
    # Redis down: a job left behind finds no delivery and ends as "missing".
    with suppress(RedisError):
        queues.delete_jobs(ids, queues.connection())


def rotate_secret(endpoint_id: int):
    endpoint = get(endpoint_id)
    now = utcnow()
    endpoint.previous_secret = endpoint.secret
    endpoint.previous_secret_expires_at = now + ROTATION_GRACE
    endpoint.secret = signing.new_secret()
    db.session.commit()
    return endpoint, endpoint.secret


def send_test(endpoint_id: int) -> str:
    """Stage and enqueue a webhook.test for this endpoint; returns the delivery id."""
    endpoint = get(endpoint_id)
    if not endpoint.enabled:
        raise WebhookError(409, DISABLED, "disabled")
    jobs = webhook_test(endpoint)
    db.session.commit()
    hand_off(jobs)
    return jobs[0][1]


def _last_deliveries(endpoint_ids: list[int]) -> dict[int, WebhookDelivery]:
    if not endpoint_ids:
        return {}
    latest = (
        db.select(WebhookDelivery.endpoint_id, db.func.max(WebhookDelivery.created_at).label("at"))
        .where(WebhookDelivery.endpoint_id.in_(endpoint_ids))
        .group_by(WebhookDelivery.endpoint_id)
        .subquery()
    )
    rows = db.session.scalars(
        db.select(WebhookDelivery).join(
            latest,
            (WebhookDelivery.endpoint_id == latest.c.endpoint_id)
            & (WebhookDelivery.created_at == latest.c.at),
        )
    )
    return {d.endpoint_id: d for d in rows}


def endpoint_json(endpoint: WebhookEndpoint, last: WebhookDelivery | None = None) -> dict:
    now = utcnow()
    rotating = len(signing_secrets(endpoint, now)) > 1
    return {
        "id": endpoint.id,
        "url": endpoint.url,
        "description": endpoint.description,
        "events": list(endpoint.events or []),
        "enabled": endpoint.enabled,
        "disabled_at": iso(endpoint.disabled_at),
        "disabled_reason": endpoint.disabled_reason,
        "failing_since": iso(endpoint.failing_since),
        "previous_secret_valid_until": (
            iso(endpoint.previous_secret_expires_at) if rotating else None
        ),
        "created_at": iso(endpoint.created_at),
        "updated_at": iso(endpoint.updated_at),
        "last_delivery": None
        if last is None
        else {
            "id": last.id,
            "event_type": last.event_type,
            "status": last.status,
            "status_code": last.last_status_code,
            "created_at": iso(last.created_at),
        },
    }


def list_endpoints() -> list[dict]:
    endpoints = db.session.scalars(db.select(WebhookEndpoint).order_by(WebhookEndpoint.id)).all()
    last = _last_deliveries([e.id for e in endpoints])
    return [endpoint_json(e, last.get(e.id)) for e in endpoints]


def one(endpoint_id: int) -> dict:
    endpoint = get(endpoint_id)
    return endpoint_json(endpoint, _last_deliveries([endpoint.id]).get(endpoint.id))
