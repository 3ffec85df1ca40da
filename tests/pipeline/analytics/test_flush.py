"""The flush moves each Redis batch of counts into analytics_daily_totals exactly once
(issue 27): across days, when it is run again, when it crashed before or after its commit,
while events keep arriving, and when two flushes run at once."""

import threading
from datetime import UTC, date, datetime

from redis import Redis
from redis.exceptions import ConnectionError as RedisConnectionError

from pipeline import analytics
from pipeline.analytics.flushing import FLUSHING_PREFIX, rename_live_hashes
from pipeline.models.analytics_total import AnalyticsFlush, AnalyticsTotal
from pipeline.models.db import db

NOW = datetime(2026, 11, 27, 12, tzinfo=UTC)
EVENT = analytics.Event("quiz", "view", "", "/find-your-fit", "www.linkedin.com", "linkedin",
                        "social", "spring", "mobile")  # fmt: skip
OTHER = analytics.Event("contact", "submit", "", "/contact", "", "", "", "", "desktop")


def count_many(event: analytics.Event, n: int, tag: str, now: datetime = NOW) -> None:
    for i in range(n):
        assert analytics.count(event, f"{tag}-flow-{i:08d}", now=now)


def totals() -> dict[tuple, int]:
    rows = db.session.scalars(db.select(AnalyticsTotal)).all()
    return {(r.day, r.flow, r.step, r.path, r.device): r.count for r in rows}


def redis_of(app) -> Redis:
    return Redis.from_url(app.config["REDIS_URL"])


def leftover(app) -> list[bytes]:
    return list(redis_of(app).scan_iter(match="analytics:[cf]*"))


def test_counts_of_several_days_become_totals_and_add_to_existing_ones(app):
    with app.app_context():
        count_many(EVENT, 3, "a")
        count_many(OTHER, 2, "a")
        count_many(EVENT, 4, "b", datetime(2026, 11, 26, 23, 59, tzinfo=UTC))
        report = analytics.flush()
        assert (report.keys, report.counts, report.replayed) == (2, 9, 0)
        count_many(EVENT, 5, "c")
        assert analytics.flush().counts == 5
        assert totals() == {
            (date(2026, 11, 27), "quiz", "view", "/find-your-fit", "mobile"): 8,
            (date(2026, 11, 27), "contact", "submit", "/contact", "desktop"): 2,
            (date(2026, 11, 26), "quiz", "view", "/find-your-fit", "mobile"): 4,
        }
        row = db.session.scalars(db.select(AnalyticsTotal).where(AnalyticsTotal.count == 8)).one()
        sources = (row.referrer_host, row.utm_source, row.utm_medium, row.utm_campaign)
        assert row.question == "" and sources == (
            "www.linkedin.com",
            "linkedin",
            "social",
            "spring",
        )
        assert len(db.session.scalars(db.select(AnalyticsFlush)).all()) == 3
    assert leftover(app) == []


def test_a_flush_with_nothing_to_move_changes_nothing(app):
    with app.app_context():
        assert analytics.flush() == analytics.FlushReport()
        assert totals() == {}


class CrashAfterCommit(Redis):
    """The machine's Redis, but the process "dies" (the connection drops) as the flush
    deletes a key it has added: after the commit, before the delete."""

    def delete(self, *names):
        if any(str(n).startswith(FLUSHING_PREFIX) for n in names):
            raise RedisConnectionError("simulated crash between commit and delete")
        return super().delete(*names)


def test_a_crash_between_commit_and_delete_is_replayed_without_counting_twice(app):
    with app.app_context():
        count_many(EVENT, 7, "a")
        crashing = CrashAfterCommit.from_url(app.config["REDIS_URL"])
        try:
            analytics.flush(crashing)
            raise AssertionError("the simulated crash did not happen")
        except RedisConnectionError:
            db.session.rollback()
        [key] = leftover(app)
        assert key.decode().startswith(FLUSHING_PREFIX)  # the batch is still in Redis...
        assert sum(totals().values()) == 7  # ...and already in the totals
        count_many(EVENT, 2, "b")  # meanwhile, new events

        report = analytics.flush()
        assert (report.replayed, report.keys, report.counts) == (1, 1, 2)
        assert sum(totals().values()) == 9
    assert leftover(app) == []


def test_a_crash_after_the_rename_and_before_the_commit_loses_nothing(app):
    with app.app_context():
        count_many(EVENT, 4, "a")
        [renamed] = rename_live_hashes(redis_of(app))  # ...and the process dies here
        assert totals() == {}
        count_many(EVENT, 3, "b")
        report = analytics.flush()
        assert (report.keys, report.counts) == (2, 7)  # the stranded batch and the new one
        assert sum(totals().values()) == 7
        assert db.session.get(AnalyticsFlush, renamed) is not None
    assert leftover(app) == []


class EventsDuringRead(Redis):
    """The machine's Redis, where visitors' events arrive while the flush reads a batch."""

    arrive: object = None

    def hgetall(self, name):
        if self.arrive:
            arrive, self.arrive = self.arrive, None
            arrive()
        return super().hgetall(name)


def test_events_counted_while_a_flush_runs_go_to_the_next_flush(app):
    with app.app_context():
        count_many(EVENT, 5, "a")
        redis = EventsDuringRead.from_url(app.config["REDIS_URL"])
        redis.arrive = lambda: count_many(EVENT, 3, "b")
        assert analytics.flush(redis).counts == 5
        assert analytics.flush().counts == 3
        assert sum(totals().values()) == 8


def test_events_from_many_threads_during_repeated_flushes_are_all_counted_once(app):
    counted = []
    stop = threading.Event()

    def visitor(n: int) -> None:
        with app.app_context():
            hits = 0
            for i in range(150):
                hits += analytics.count(EVENT if i % 2 else OTHER, f"visitor-{n}-{i:06d}")
            counted.append(hits)

    def flusher() -> None:
        while not stop.is_set():
            with app.app_context():
                analytics.flush()
                db.session.remove()

    visitors = [threading.Thread(target=visitor, args=(n,)) for n in range(4)]
    flushing = threading.Thread(target=flusher)
    flushing.start()
    for t in visitors:
        t.start()
    for t in visitors:
        t.join()
    stop.set()
    flushing.join()
    with app.app_context():
        analytics.flush()
        assert sum(counted) == 600
        assert sum(totals().values()) == 600
    assert leftover(app) == []


class BothRead(Redis):
    """Two flushes that have both read the same stranded batch before either commits."""

    barrier = threading.Barrier(2, timeout=10)

    def hgetall(self, name):
        if str(name).startswith(FLUSHING_PREFIX):
            self.barrier.wait()
        return super().hgetall(name)


def test_two_flushes_of_the_same_batch_add_it_once(app):
    with app.app_context():
        count_many(EVENT, 6, "a")
        rename_live_hashes(redis_of(app))  # a batch a crashed flush left behind
    reports, errors = [], []

    def flush() -> None:
        with app.app_context():
            try:
                reports.append(analytics.flush(BothRead.from_url(app.config["REDIS_URL"])))
            except Exception as exc:  # collected: the assertion below names it
                errors.append(exc)
            finally:
                db.session.remove()

    threads = [threading.Thread(target=flush) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(r.counts for r in reports) == [0, 6]  # one added it, the other stood back
    with app.app_context():
        assert sum(totals().values()) == 6
    assert leftover(app) == []


def test_fields_no_event_could_write_are_skipped_not_stored(app):
    with app.app_context():
        redis = redis_of(app)
        key = f"analytics:counts:{NOW.date().isoformat()}"
        redis.hset(key, mapping={"junk": 3, EVENT.field(): 2, "quiz|view|||||||tablet": 1})
        report = analytics.flush()
        assert report.counts == 2 and len(report.skipped_fields) == 2
        assert sum(totals().values()) == 2
