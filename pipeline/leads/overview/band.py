"""The admin dashboard's summary band: leads this week against last week, follow-ups due
today, and the day's health, linking to the Overview.

Weeks are ISO weeks in UTC, like the overview's buckets: this week is Monday to now, last
week the whole Monday-to-Sunday before. A follow-up is due today when its day is today or
has passed (an overdue one still wants doing today) while its lead is open and not spam; its
day is sales' own (DIGEST_TIMEZONE), as the inbox and the digest reckon it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from redis import Redis

from pipeline.leads.follow_ups import local_today
from pipeline.leads.overview.health import health_json
from pipeline.leads.overview.ranges import at_midnight
from pipeline.leads.stages import OPEN_STAGES
from pipeline.models.db import db, utcnow
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission


def _leads_between(since, until) -> int:
    return db.session.scalar(
        db.select(db.func.count())
        .select_from(Submission)
        .where(
            Submission.is_spam.is_(False),
            Submission.created_at >= since,
            Submission.created_at < until,
        )
    )


def follow_ups_due(today) -> int:
    return db.session.scalar(
        db.select(db.func.count())
        .select_from(LeadHandling)
        .join(Submission, Submission.id == LeadHandling.submission_id)
        .where(
            Submission.is_spam.is_(False),
            LeadHandling.stage.in_(OPEN_STAGES),
            LeadHandling.next_action_due <= today,
        )
    )


def summary_json(conn_factory: Callable[[], Redis]) -> dict:
    now = utcnow()
    monday = at_midnight(now.date() - timedelta(days=now.weekday()))
    week = timedelta(days=7)
    return {
        "leadsThisWeek": _leads_between(monday, monday + week),
        "leadsLastWeek": _leads_between(monday - week, monday),
        "followUpsDueToday": follow_ups_due(local_today()),
        "health": health_json(conn_factory),
    }
