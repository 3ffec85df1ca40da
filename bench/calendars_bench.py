"""Salespeople's own calendars (issue 34, make bench):

1. Free times read through the busy-time cache, as /api/booking/slots and the booking's
   re-check do: 5 salespeople taking calls x 21 days, each with 500 busy times cached
   (calendar_busy_times) -> calendars.state + the engine (availability.team_times), on
   SQLite and PostgreSQL. Goal: p95 < 50 ms, the issue's free-times goal with the cache's
   reads included.
2. One read of a real CalDAV server (Radicale on loopback, as the tests start it) holding
   500 events, 50 of them weekly series: the job's whole read into the cache. No goal:
   network-bound, shown for scale.

    .venv/bin/python bench/calendars_bench.py [--runs 100] [--reads 10]
"""

import argparse
import random
import statistics
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from time import perf_counter

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flask_migrate import upgrade  # noqa: E402

from bench import scratch_database  # noqa: E402
from bench.figures import load_average, save_figures  # noqa: E402
from pipeline import booking, calendars  # noqa: E402
from pipeline.calendars import reading  # noqa: E402
from pipeline.models.calendar_busy_time import CalendarBusyTime  # noqa: E402
from pipeline.models.db import db  # noqa: E402
from tests.support.booking_team import WORKDAYS, salesperson  # noqa: E402
from tests.support.caldav_server import PASSWORD, USER, CalDAVServer  # noqa: E402
from tests.support.calendar_data import event  # noqa: E402
from web import create_app  # noqa: E402

GOAL_MS = 50.0
BENCH_DB = "bench_calendars"
PEOPLE, BUSY = 5, 500


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def _app(database_url: str, folder: Path):
    # Nothing measured here uses Redis: a port nobody listens on proves it.
    app = create_app({
        "SQLALCHEMY_DATABASE_URI": database_url, "REDIS_URL": "redis://127.0.0.1:1/0",
        "ENQUEUE_JOBS": False, "MAIL_OUTBOX_DIR": str(folder / "outbox"),
    })  # fmt: skip
    with app.app_context():
        upgrade(revision="heads")
    return app


def _fill(app, now: datetime) -> list[int]:
    rng = random.Random(34)
    ids = [
        salesperson(app, f"s{i}@example.co.uk", hours=WORKDAYS, notice=240) for i in range(PEOPLE)
    ]
    with app.app_context():
        for user_id in ids:
            for _ in range(BUSY):
                start = now + timedelta(minutes=rng.randrange(0, 21 * 24 * 60, 15))
                length = timedelta(minutes=rng.choice((15, 30, 45, 60)))
                db.session.add(CalendarBusyTime(
                    user_id=user_id, starts_at=start.replace(tzinfo=None),
                    ends_at=(start + length).replace(tzinfo=None),
                ))  # fmt: skip
        db.session.commit()
    return ids


def bench_cache(app, runs: int) -> dict:
    now = datetime.now(UTC)
    ids = _fill(app, now)
    times, reads, found = [], [], 0
    with app.app_context():
        span = booking.window(now, None, None)
        for index in range(runs + 5):
            started = perf_counter()
            found = len(booking.team_times(now, span))
            elapsed = (perf_counter() - started) * 1000
            started = perf_counter()  # the cache's share: the same read, in the same transaction
            calendars.state(ids, span.start, span.end, now)
            read = (perf_counter() - started) * 1000
            db.session.rollback()
            if index >= 5:  # warm-up
                times.append(elapsed)
                reads.append(read)
    return {
        "p50_ms": round(statistics.median(times), 2),
        "p95_ms": round(percentile(times, 0.95), 2),
        "cache_read_p95_ms": round(percentile(reads, 0.95), 2),
        "free_instants": found,
    }


def bench_caldav_read(app, folder: Path, reads: int) -> dict:
    server = CalDAVServer(folder).start()
    try:
        calendar = server.new_calendar()
        rng = random.Random(7)
        now = datetime.now(UTC).replace(minute=0, second=0, microsecond=0)
        for n in range(BUSY):
            start = now + timedelta(hours=rng.randrange(0, 21 * 24))
            rule = ("RRULE:FREQ=WEEKLY;COUNT=4",) if n < 50 else ()
            server.put_event(
                calendar, f"e{n}", event(f"e{n}", start, start + timedelta(hours=1), *rule)
            )
        user_id = salesperson(app, "reader@example.co.uk")
        with app.app_context():
            calendars.save(user_id, "caldav", calendar, USER, PASSWORD)
            db.session.commit()
            times = []
            for _ in range(reads):
                started = perf_counter()
                assert reading.refresh(user_id)
                times.append((perf_counter() - started) * 1000)
            cached = db.session.scalar(db.select(db.func.count()).select_from(CalendarBusyTime)
                                       .where(CalendarBusyTime.user_id == user_id))  # fmt: skip
        return {"read_p50_ms": round(statistics.median(times), 1), "read_busy_intervals": cached}
    finally:
        server.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--reads", type=int, default=10)
    args = parser.parse_args()
    load = load_average()
    figures: dict = {}
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        sqlite_app = _app(f"sqlite:///{base / 'bench.db'}", base)
        sqlite = bench_cache(sqlite_app, args.runs)
        figures.update({f"sqlite_{k}": v for k, v in sqlite.items()})
        print(f"free times via the cache (SQLite): p50 {sqlite['p50_ms']} ms, p95 "
              f"{sqlite['p95_ms']} ms (goal < {GOAL_MS:.0f} ms), of which the cache's read "
              f"p95 {sqlite['cache_read_p95_ms']} ms; "
              f"{sqlite['free_instants']} instants")  # fmt: skip
        (base / "radicale").mkdir()
        figures.update(bench_caldav_read(sqlite_app, base / "radicale", args.reads))
        print(f"one CalDAV read of {BUSY} events (Radicale, free-busy report): p50 "
              f"{figures['read_p50_ms']} ms, "
              f"{figures['read_busy_intervals']} busy intervals")  # fmt: skip
        scratch_database.create(BENCH_DB)
        try:
            pg = bench_cache(_app(scratch_database.url_of(BENCH_DB), base), args.runs)
            with sqlite_app.app_context():
                db.engine.dispose()
        finally:
            scratch_database.drop(BENCH_DB)
        figures.update({f"postgres_{k}": v for k, v in pg.items()})
        print(f"free times via the cache (PostgreSQL): p50 {pg['p50_ms']} ms, p95 "
              f"{pg['p95_ms']} ms (goal < {GOAL_MS:.0f} ms), of which the cache's read "
              f"p95 {pg['cache_read_p95_ms']} ms")  # fmt: skip
    save_figures("calendars", figures, load_at_start=load, settings=vars(args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
