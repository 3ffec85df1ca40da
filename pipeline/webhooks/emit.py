"""Staging events: one delivery row and one outbox entry per subscribed endpoint, in the
caller's transaction, so an event goes out exactly when the change it reports commits
(design convention 2). The caller enqueues the returned jobs after its commit; Redis down,
the sweeper does. Nothing here makes a network call: a visitor never waits on a receiver."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from functools import cache

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB

from pipeline import queues
from pipeline.models.db import db, new_id, utcnow
from pipeline.models.outbox_entry import OutboxEntry
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


@dataclass(frozen=True)
class Event:
    """An event not yet staged: what emit() takes, for a caller that stages it in SQL."""

    type: str
    data: dict
    submission_id: str | None = None
    person_id: str | None = None


def staged_in_sql(event: Event) -> tuple[sa.CTE, sa.CTE, dict]:
    """PostgreSQL only: emit() for every subscribed endpoint as part of the caller's one
    INSERT statement (pipeline/intake/statement.py), so the subscribers are found in the
    same round trip as the rows. Two CTEs, the new deliveries (returning their ids) and
    their outbox entries, and the values of their parameters. Same rows as emit(): one uuid4 id per
    delivery (gen_random_uuid), one message id and body per event."""
    deliveries, jobs = _fan_out_ctes(event.type)
    return (
        deliveries,
        jobs,
        {
            "hook_message_id": f"msg_{uuid.uuid4().hex}",
            "hook_body": body(event.type, event.data, utcnow()),
            "hook_submission_id": event.submission_id,
            "hook_person_id": event.person_id,
        },
    )


@cache
def _fan_out_ctes(event_type: str) -> tuple[sa.CTE, sa.CTE]:
    # Built once per event type: the statement's compiled form is then cached by SQLAlchemy
    # and prepared by psycopg, and only the parameters travel with each submission.
    endpoints = WebhookEndpoint.__table__
    deliveries = WebhookDelivery.__table__
    outbox = OutboxEntry.__table__
    now = sa.bindparam("hook_now", type_=sa.DateTime)
    targets = sa.select(
        sa.cast(sa.func.gen_random_uuid(), sa.String),
        endpoints.c.id,
        sa.bindparam("hook_message_id", type_=sa.String),
        sa.literal(event_type),
        sa.bindparam("hook_body", type_=sa.Text),
        sa.bindparam("hook_submission_id", type_=sa.String),
        sa.bindparam("hook_person_id", type_=sa.String),
        sa.literal("queued"),
        sa.literal(0),
        now,
        now,
    ).where(
        endpoints.c.enabled.is_(True),
        # subscribers(): the endpoint's list of event types holds this one.
        sa.cast(endpoints.c.events, JSONB).has_key(event_type),
    )
    columns = ["id", "endpoint_id", "message_id", "event_type", "body", "submission_id",
               "person_id", "status", "attempts", "created_at", "updated_at"]  # fmt: skip
    staged = (
        sa.insert(deliveries)
        .from_select(columns, targets, include_defaults=False)
        .returning(deliveries.c.id)
        .cte("deliveries")
    )
    spec = queues.spec_for(DELIVER)
    jobs = sa.insert(outbox).from_select(
        ["job_id", "func", "queue", "created_at"],
        sa.select(staged.c.id, sa.literal(DELIVER), sa.literal(spec.queue), now),
        include_defaults=False,
    )
    return staged, jobs.cte("delivery_jobs")


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
