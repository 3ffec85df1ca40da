"""The worker's analytics timer: each minute one worker flushes the event counts into the
totals; once a UTC day one worker prunes old totals (a failed prune is retried); `flask
analytics flush` and `prune` do the same by hand (issue 27)."""

from datetime import UTC, date, datetime

from redis import Redis

from pipeline import analytics
from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.db import db
from worker.analytics_timer import FLUSH_LOCK, AnalyticsTimer, flush_once, prune_once

EVENT = analytics.Event("finder", "result", "", "/ai-tool-finder", "", "", "", "", "desktop")


def count(app, n: int) -> None:
    with app.app_context():
        for i in range(n):
            analytics.count(EVENT, f"timer-flow-{i:08d}")


def total(app) -> int:
    with app.app_context():
        return sum(db.session.scalars(db.select(AnalyticsTotal.count)))


def old_total(app) -> None:
    with app.app_context():
        db.session.add(AnalyticsTotal(day=date(2020, 1, 1), flow="quiz", step="view",
                                      question="", path="/", referrer_host="", utm_source="",
                                      utm_medium="", utm_campaign="", device="mobile",
                                      count=1))  # fmt: skip
        db.session.commit()


def test_one_worker_flushes_at_a_time(app):
    redis = Redis.from_url(app.config["REDIS_URL"])
    count(app, 3)
    redis.set(FLUSH_LOCK, "1")  # another worker is flushing
    assert flush_once(app, redis) is None
    redis.delete(FLUSH_LOCK)
    assert flush_once(app, redis).counts == 3
    assert redis.get(FLUSH_LOCK) is None  # released
    assert total(app) == 3


def test_the_days_prune_runs_once_and_is_retried_after_a_failure(app):
    redis = Redis.from_url(app.config["REDIS_URL"])
    old_total(app)
    app.config["ANALYTICS_TOTALS_MONTHS"] = "not a number"  # the prune fails...
    try:
        prune_once(app, redis, today="2026-11-27")
        raise AssertionError("the prune should have failed")
    except ValueError:
        pass
    app.config["ANALYTICS_TOTALS_MONTHS"] = 25  # ...and the next minute's try succeeds
    assert prune_once(app, redis, today="2026-11-27") == (1, 0)
    assert prune_once(app, redis, today="2026-11-27") is None  # done for the day
    assert total(app) == 0


def test_the_timer_flushes_and_stops_when_asked(app):
    count(app, 2)
    timer = AnalyticsTimer(app, interval=0.05)
    timer.start()
    deadline = datetime.now(UTC).timestamp() + 10
    while total(app) < 2 and datetime.now(UTC).timestamp() < deadline:
        timer.stopping.wait(0.05)
    timer.stop()
    timer.join(timeout=5)
    assert not timer.is_alive()
    assert total(app) == 2


def test_flask_analytics_flush_and_prune(app):
    count(app, 4)
    old_total(app)
    runner = app.test_cli_runner()
    result = runner.invoke(args=["analytics", "flush"])
    assert result.exit_code == 0, result.output
    assert "flushed 4 event(s) from 1 batch(es)" in result.output
    result = runner.invoke(args=["analytics", "prune"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("deleted 1 total(s) before ")
    assert total(app) == 4
