"""The day's health in one line, with the figures the job dashboard and the Integrations
screen show: jobs in the failed registries (the dashboard's "Failed jobs"), emails whose
delivery gave up (status "failed": the ones a failed delivery job left, until it is
retried), and webhook endpoints failing since their last success (those already disabled
for it included). Never raises for Redis being down: the jobs figure is then null."""

from __future__ import annotations

from collections.abc import Callable

from redis import Redis
from redis.exceptions import RedisError

from pipeline import ops
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.webhook_endpoint import WebhookEndpoint


def _count(model, *conditions) -> int:
    return db.session.scalar(db.select(db.func.count()).select_from(model).where(*conditions))


def health_json(conn_factory: Callable[[], Redis]) -> dict:
    try:
        jobs_failing: int | None = ops.failed_count(conn_factory())
    except RedisError:
        jobs_failing = None
    return {
        "jobsFailing": jobs_failing,
        "emailsNotSent": _count(EmailMessage, EmailMessage.status == "failed"),
        "webhooksFailing": _count(WebhookEndpoint, WebhookEndpoint.failing_since.is_not(None)),
    }
