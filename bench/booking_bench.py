"""Discovery-call booking speed (issue 34, make bench):

1. The free-time engine (pipeline/booking/engine.py, pure): 5 salespeople x 21 days with
   500 busy events each (calendar events over the window) -> every free start instant.
   Goal: p95 < 50 ms.
2. Booking through the running stack (`make run`'s: gunicorn + worker, SQLite, embedded
   Redis, its demo salesperson taking calls Monday to Friday 9:00-17:30): POST /api/booking
   of a free time -> 201, one after another. Goal: p95 < 150 ms.

    .venv/bin/python bench/booking_bench.py [--engine-runs 200] [--bookings 60]
"""

import argparse
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import load_average, save_figures  # noqa: E402
from pipeline.booking import Rules, bank_holidays, free_times  # noqa: E402
from pipeline.booking.rules import week  # noqa: E402
from tests.support.booking_payloads import booking_body  # noqa: E402
from tests.support.stack_process import running_stack  # noqa: E402

ENGINE_GOAL_MS, BOOKING_GOAL_MS = 50.0, 150.0
WORKDAYS = week({d: [["09:00", "17:30"]] for d in ("mon", "tue", "wed", "thu", "fri")})


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def engine_case(seed: int):
    rng = random.Random(seed)
    now = datetime(2026, 12, 7, 8, 0, tzinfo=UTC)
    end = now + timedelta(days=21)
    team = [
        Rules(user_id=u, zone=ZoneInfo("Europe/London"), weekly=WORKDAYS,
              buffer_before=timedelta(minutes=5), buffer_after=timedelta(minutes=10),
              notice=timedelta(hours=4), max_per_day=6)
        for u in range(1, 6)
    ]  # fmt: skip
    busy = {}
    for rules in team:
        events = []
        for _ in range(500):
            start = now + timedelta(minutes=rng.randrange(0, 21 * 24 * 60, 15))
            events.append((start, start + timedelta(minutes=rng.choice((15, 30, 45, 60)))))
        busy[rules.user_id] = events
    holidays = bank_holidays("england-and-wales", now.date(), end.date())
    return team, busy, now, end, holidays


def bench_engine(runs: int) -> dict:
    team, busy, now, end, holidays = engine_case(34)
    times = []
    slots = 0
    for _ in range(runs):
        started = time.perf_counter()
        found = free_times(team, busy, {}, now=now, start=now, end=end,
                           length=timedelta(minutes=30), holidays=holidays)  # fmt: skip
        times.append((time.perf_counter() - started) * 1000)
        slots = len(found)
    return {
        "engine_p50_ms": round(statistics.median(times), 2),
        "engine_p95_ms": round(percentile(times, 0.95), 2),
        "engine_free_instants": slots,
        "engine_runs": runs,
    }


def bench_bookings(count: int) -> dict:
    with tempfile.TemporaryDirectory() as folder, running_stack(Path(folder), "") as stack:
        client = httpx.Client(base_url=stack.base_url, timeout=30)
        slots = [s["start"] for s in client.get("/api/booking/slots").json()["slots"]]
        times, failures = [], 0
        for index, start in enumerate(slots[: count + 5]):
            body = booking_body(start, email=f"bench{index}@example.com")
            started = time.perf_counter()
            answer = client.post("/api/booking", json=body)
            elapsed = (time.perf_counter() - started) * 1000
            if index < 5:
                continue  # warm-up: each gunicorn worker's first request
            times.append(elapsed)
            failures += answer.status_code != 201
    return {
        "booking_p50_ms": round(statistics.median(times), 1),
        "booking_p95_ms": round(percentile(times, 0.95), 1),
        "bookings": len(times),
        "booking_failures": failures,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--engine-runs", type=int, default=200)
    parser.add_argument("--bookings", type=int, default=60)
    args = parser.parse_args()
    load = load_average()
    figures = bench_engine(args.engine_runs)
    print(f"engine: 5 people x 21 days x 500 busy each: p50 {figures['engine_p50_ms']} ms, "
          f"p95 {figures['engine_p95_ms']} ms (goal < {ENGINE_GOAL_MS:.0f} ms), "
          f"{figures['engine_free_instants']} free instants")  # fmt: skip
    figures.update(bench_bookings(args.bookings))
    print(f"booking submit -> 201: p50 {figures['booking_p50_ms']} ms, p95 "
          f"{figures['booking_p95_ms']} ms (goal < {BOOKING_GOAL_MS:.0f} ms), "
          f"{figures['bookings']} bookings, {figures['booking_failures']} not 201")  # fmt: skip
    save_figures("booking", figures, load_at_start=load, settings=vars(args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
