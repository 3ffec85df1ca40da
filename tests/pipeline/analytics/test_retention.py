"""Totals are kept ANALYTICS_TOTALS_MONTHS (25 by default) and pruned daily; a flush marker
goes once its key is gone from Redis and nothing can replay it (issue 27)."""

from datetime import date, timedelta

import pytest
from redis import Redis

from pipeline import analytics
from pipeline.analytics.retention import months_back
from pipeline.models.analytics_total import AnalyticsFlush, AnalyticsTotal
from pipeline.models.db import db, utcnow

TODAY = date(2026, 11, 27)


def add_total(day: date, count: int = 1) -> None:
    db.session.add(AnalyticsTotal(day=day, flow="quiz", step="view", question="",
                                  path="/find-your-fit", referrer_host="", utm_source="",
                                  utm_medium="", utm_campaign="", device="mobile",
                                  count=count))  # fmt: skip


def days_kept() -> list[date]:
    return sorted(db.session.scalars(db.select(AnalyticsTotal.day)))


@pytest.mark.parametrize(
    ("day", "months", "expected"),
    [
        (date(2026, 11, 27), 25, date(2024, 10, 27)),
        (date(2026, 1, 15), 1, date(2025, 12, 15)),
        (date(2026, 3, 31), 1, date(2026, 2, 28)),  # February has no 31st
        (date(2028, 3, 31), 1, date(2028, 2, 29)),
        (date(2026, 12, 31), 12, date(2025, 12, 31)),
        (date(2026, 5, 1), 0, date(2026, 5, 1)),
    ],
)
def test_months_back(day, months, expected):
    assert months_back(day, months) == expected


def test_totals_older_than_25_months_are_pruned_and_newer_kept(app):
    assert app.config["ANALYTICS_TOTALS_MONTHS"] == 25  # the default
    cutoff = date(2024, 10, 27)
    with app.app_context():
        for day in [date(2023, 1, 1), cutoff - timedelta(days=1), cutoff,
                    cutoff + timedelta(days=1), date(2025, 11, 27), TODAY]:  # fmt: skip
            add_total(day)
        db.session.commit()
        assert analytics.oldest_kept(TODAY) == cutoff
        assert analytics.prune(TODAY) == 2
        assert days_kept() == [cutoff, cutoff + timedelta(days=1), date(2025, 11, 27), TODAY]
        assert analytics.prune(TODAY) == 0  # daily: the second run finds nothing


def test_the_months_kept_are_a_setting(app):
    app.config["ANALYTICS_TOTALS_MONTHS"] = 3
    with app.app_context():
        add_total(date(2026, 8, 26))
        add_total(date(2026, 8, 27))
        db.session.commit()
        assert analytics.prune(TODAY) == 1
        assert days_kept() == [date(2026, 8, 27)]


def test_a_marker_goes_once_its_key_is_gone_and_it_is_a_day_old(app):
    redis = Redis.from_url(app.config["REDIS_URL"])
    old = utcnow() - timedelta(days=2)
    with app.app_context():
        db.session.add_all([
            AnalyticsFlush(key="analytics:flushing:2026-11-25:gone", flushed_at=old),
            AnalyticsFlush(key="analytics:flushing:2026-11-25:still", flushed_at=old),
            AnalyticsFlush(key="analytics:flushing:2026-11-27:recent", flushed_at=utcnow()),
        ])  # fmt: skip
        db.session.commit()
        redis.hset("analytics:flushing:2026-11-25:still", "x", 1)  # a replay may still come
        assert analytics.forget_flushed_keys(redis) == 1
        assert sorted(db.session.scalars(db.select(AnalyticsFlush.key))) == [
            "analytics:flushing:2026-11-25:still",
            "analytics:flushing:2026-11-27:recent",
        ]
