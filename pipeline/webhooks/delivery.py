"""The delivery job: POST one stored event to its endpoint, signed, and log the attempt
honestly (status code, duration, the answer's first part, the next retry). Any answer but
2xx is a failure that RQ retries with backoff (queues.JOBS: 5 s, 5 min, 30 min, 2 h, 5 h,
10 h), with the same webhook-id and body on every attempt. A refused target (a private
address in production) is not retried: it would be refused again."""

from __future__ import annotations

import logging
import time
from datetime import timedelta

from rq import get_current_job

from pipeline import queues
from pipeline.models.db import db, utcnow
from pipeline.models.webhook_attempt import WebhookAttempt
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint
from pipeline.webhooks import failing, signing, targets, transport
from pipeline.webhooks.endpoints import signing_secrets

log = logging.getLogger(__name__)

USER_AGENT = "consultancy-site-webhooks/1.0 (+https://www.standardwebhooks.com)"
# Claimable: waiting, or failed for good and retried from the job dashboard. A "sending"
# row this old belongs to a worker that died mid-attempt.
CLAIMABLE = ("queued", "retrying", "failed")
STALE_SENDING = timedelta(seconds=60)


class DeliveryFailed(Exception):
    """The receiver didn't take the event (RQ retries while it can)."""


def _claim(delivery_id: str) -> bool:
    """Atomically move the delivery to 'sending', so two copies of the job (a sweeper
    re-enqueue racing the original) never both post it."""
    now = utcnow()
    result = db.session.execute(
        db.update(WebhookDelivery)
        .where(
            WebhookDelivery.id == delivery_id,
            WebhookDelivery.status.in_(CLAIMABLE)
            | (
                (WebhookDelivery.status == "sending")
                & (WebhookDelivery.updated_at < now - STALE_SENDING)
            ),
        )
        .values(status="sending", attempts=WebhookDelivery.attempts + 1, updated_at=now)
    )
    db.session.commit()
    return result.rowcount == 1


def _stop_retrying() -> None:
    job = get_current_job()
    if job is not None:
        job.retries_left = 0


def _next_retry(now):
    """When RQ will run this job again, read from the job itself (None: last attempt)."""
    job = get_current_job()
    if job is None or not job.retries_left:
        return None
    intervals = job.retry_intervals or [0]
    index = max(len(intervals) - job.retries_left, 0)
    return now + timedelta(seconds=intervals[min(index, len(intervals) - 1)])


def _finish(delivery: WebhookDelivery, status: str, reason: str | None) -> str:
    delivery.status, delivery.last_error, delivery.next_retry_at = status, reason, None
    queues.mark_done(delivery.id)  # one commit: the status and the outbox entry together
    return status


def _attempt(delivery: WebhookDelivery, endpoint: WebhookEndpoint) -> transport.Answer:
    started = time.monotonic()
    now = utcnow()
    try:
        target, addresses = targets.vet(endpoint.url)
    except targets.TargetRefused as exc:
        elapsed = round((time.monotonic() - started) * 1000)
        return transport.Answer(None, None, str(exc), elapsed, refused=exc.permanent)
    headers = signing.headers(delivery.message_id, delivery.body, signing_secrets(endpoint), now)
    headers["user-agent"] = USER_AGENT
    return transport.post(target, addresses, headers, delivery.body.encode("utf-8"))


def deliver(delivery_id: str) -> str:
    """The job (queues.JOBS)."""
    if not _claim(delivery_id):
        queues.mark_done(delivery_id)
        return "not-pending"
    delivery = db.session.get(WebhookDelivery, delivery_id)
    endpoint = db.session.get(WebhookEndpoint, delivery.endpoint_id)
    if delivery.body is None:
        return _finish(delivery, "cancelled", "Erased on request before it was sent.")
    if endpoint is None or not endpoint.enabled:
        return _finish(delivery, "cancelled", "The endpoint is disabled: nothing was sent.")

    started_at = utcnow()
    try:
        answer = _attempt(delivery, endpoint)
    except Exception as exc:  # the job's own timeout or a bug: still one honest log line
        answer = transport.Answer(None, None, f"{exc.__class__.__name__}: {exc}"[:500], 0)
    refused = answer.refused
    attempt = WebhookAttempt(
        delivery_id=delivery.id,
        number=delivery.attempts,
        started_at=started_at,
        duration_ms=answer.duration_ms,
        status_code=answer.status_code,
        response_excerpt=answer.excerpt,
        error=(answer.error or "")[:500] or None,
        succeeded=answer.ok,
    )
    db.session.add(attempt)
    delivery.last_status_code = answer.status_code
    if answer.ok:
        failing.succeeded(endpoint)
        delivery.delivered_at = utcnow()
        return _finish(delivery, "succeeded", None)

    error = answer.error or "No answer."
    disable_emails = failing.failed(endpoint, utcnow(), error)
    if refused or disable_emails:
        _stop_retrying()
    retry_at = None if (refused or disable_emails) else _next_retry(utcnow())
    attempt.next_retry_at = retry_at
    delivery.last_error = error
    if disable_emails:
        delivery.last_error = f"{error} The endpoint was disabled after failing for days."
    if retry_at is None:
        _finish(delivery, "failed", delivery.last_error)
        queues.enqueue_unqueued(disable_emails)
        log.warning("webhook delivery %s failed for good: %s", delivery_id, error)
        if refused:
            return "refused"  # nothing to retry, and not a job failure to chase
        raise DeliveryFailed(error)
    delivery.status, delivery.next_retry_at = "retrying", retry_at
    db.session.commit()
    log.info("webhook delivery %s failed (%s); retry at %s", delivery_id, error, retry_at)
    raise DeliveryFailed(error)
