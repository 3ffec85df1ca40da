"""The dashboard band and the health line: leads this ISO week against the whole week
before, follow-ups due today or overdue on open, real leads, and the job dashboard's
failed jobs with emails that gave up and failing webhook endpoints (jobs unknown, not an
error, while Redis is down)."""

from datetime import timedelta

from rq import Queue

from pipeline import ops, queues
from pipeline.leads.follow_ups import local_today
from pipeline.leads.overview import summary_json
from pipeline.leads.overview.health import health_json
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.webhook_endpoint import WebhookEndpoint
from tests.support.overview_data import HOUR, lead


def test_leads_this_week_and_last_and_follow_ups_due(app):
    with app.app_context():
        now = utcnow()
        monday = now.replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(
            days=now.weekday()
        )
        today = local_today()
        just_now = max(now - timedelta(seconds=1), monday)  # this week, even at 00:00 Monday
        lead("contact", just_now)
        lead("contact", just_now, spam=True)
        lead("guide", monday - 12 * HOUR, follow_up=today)  # last week; due today
        lead("finder", monday - 7 * 24 * HOUR + HOUR, follow_up=today - timedelta(days=3))
        lead("finder", monday - 8 * 24 * HOUR)  # the week before last
        lead("contact", now - 14 * 24 * HOUR, follow_up=today + timedelta(days=1))  # not yet
        lead("contact", now - 14 * 24 * HOUR, follow_up=today,
             stages=(("won", HOUR),))  # fmt: skip  # closed: not chased
        lead("contact", now - 14 * 24 * HOUR, follow_up=today, spam=True)

        band = summary_json(ops.connection)

    assert band["leadsThisWeek"] == 1
    assert band["leadsLastWeek"] == 2
    assert band["followUpsDueToday"] == 2
    assert band["health"] == {"jobsFailing": 0, "emailsNotSent": 0, "webhooksFailing": 0}


def _failed_job(conn) -> None:
    queue = Queue(queues.ALL_QUEUES[0], connection=conn)
    job = queue.enqueue("builtins.len", "x")
    job.set_status("failed")
    queue.failed_job_registry.add(job, ttl=600)


def test_health_counts_what_the_job_dashboard_shows(app):
    with app.app_context():
        conn = ops.connection()
        _failed_job(conn)
        _failed_job(conn)
        for status in ("failed", "retrying", "sent"):
            db.session.add(
                EmailMessage(purpose="contact_ack", to_addr="ada@example.com", subject="Hello",
                             message_bytes=b"x", status=status)
            )  # fmt: skip
        for failing_since, enabled in ((utcnow(), True), (utcnow(), False), (None, True)):
            db.session.add(
                WebhookEndpoint(url="https://hooks.example/in", secret="whsec_x",
                                failing_since=failing_since, enabled=enabled)
            )  # fmt: skip
        db.session.commit()

        assert sum(q["failed"] for q in ops.queue_counts(conn)) == 2
        assert health_json(ops.connection) == {
            "jobsFailing": 2,
            "emailsNotSent": 1,
            "webhooksFailing": 2,
        }


def test_health_answers_while_redis_is_down(app):
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"
    with app.app_context():
        assert health_json(ops.connection)["jobsFailing"] is None
