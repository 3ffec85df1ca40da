"""Prometheus metrics read from the database and Redis at scrape time (a custom collector),
so every web process reports the same, whole-system numbers and nothing is kept in
process memory: submissions by kind and status, submission job durations, queue depths
and RQ states, email delivery results, live workers."""

from __future__ import annotations

import logging
from collections.abc import Iterator

from prometheus_client.core import GaugeMetricFamily, HistogramMetricFamily
from prometheus_client.registry import Collector
from redis.exceptions import RedisError

from pipeline import queues
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.submission import Submission
from pipeline.ops import dashboard, health

log = logging.getLogger(__name__)

# Seconds from a submission's first start to its finish (including retry waits).
DURATION_BUCKETS = (0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600)


def _durations() -> HistogramMetricFamily:
    family = HistogramMetricFamily(
        "app_submission_job_duration_seconds",
        "Time from a submission job's first start to its finish, from the database.",
        labels=["kind"],
    )
    rows = db.session.execute(
        db.select(Submission.kind, Submission.started_at, Submission.finished_at).where(
            Submission.finished_at.is_not(None), Submission.started_at.is_not(None)
        )
    )
    by_kind: dict[str, list[float]] = {}
    for kind, started, finished in rows:
        by_kind.setdefault(kind, []).append(max(0.0, (finished - started).total_seconds()))
    for kind, values in sorted(by_kind.items()):
        buckets = [(str(edge), sum(1 for v in values if v <= edge)) for edge in DURATION_BUCKETS]
        buckets.append(("+Inf", len(values)))
        family.add_metric([kind], buckets, sum(values))
    return family


class StateCollector(Collector):
    def collect(self) -> Iterator:
        submissions = GaugeMetricFamily(
            "app_submissions",
            "Submissions stored, by kind and pipeline status (spam excluded).",
            labels=["kind", "status"],
        )
        rows = db.session.execute(
            db.select(Submission.kind, Submission.status, db.func.count())
            .where(Submission.is_spam.is_(False))
            .group_by(Submission.kind, Submission.status)
        )
        for kind, status, count in rows:
            submissions.add_metric([kind, status], count)
        yield submissions

        emails = GaugeMetricFamily("app_emails", "Emails by delivery status.", labels=["status"])
        for status, count in db.session.execute(
            db.select(EmailMessage.status, db.func.count()).group_by(EmailMessage.status)
        ):
            emails.add_metric([status], count)
        yield emails
        yield _durations()
        yield from self._redis()

    def _redis(self) -> Iterator:
        up = GaugeMetricFamily("app_redis_up", "1 when Redis answered this scrape.")
        try:
            conn = queues.connection()
            counts = dashboard.queue_counts(conn)
            workers = len(health.live_workers(conn))
        except RedisError as exc:
            log.warning("metrics: Redis unavailable: %s", exc)
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)
        yield up
        depth = GaugeMetricFamily("app_queue_depth", "Jobs waiting in a queue.", labels=["queue"])
        states = GaugeMetricFamily(
            "app_jobs", "Jobs per queue and RQ registry state.", labels=["queue", "state"]
        )
        for queue in counts:
            depth.add_metric([queue["name"]], queue["queued"])
            for state in dashboard.STATES:
                states.add_metric([queue["name"], state], queue[state])
        yield depth
        yield states
        yield GaugeMetricFamily("app_workers_live", "Workers with a recent heartbeat.", workers)
