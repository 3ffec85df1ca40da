"""Funnel event intake at saturation (issue 27, Performance): POST /api/events against the
no-op endpoint (bench/noop_app.py) in the same run, then proof that every accepted event was
counted exactly once. Starts gunicorn (the repo's gunicorn.conf.py, WEB_CONCURRENCY=2 x 4
threads) on PostgreSQL (database test_events, recreated) + the machine's Redis (db 14,
flushed), and the no-op app under the same settings; reuses bench/load_bench.py's driver
(threads + http.client, keep-alive per thread).

1. saturation: --threads clients post events back to back for --sat-seconds (each a new
   page flow, so none is a duplicate; flows, steps, pages, sources and devices vary as on
   the site; a desktop browser's user agent), then the same clients against the no-op,
   then the endpoint's floor (the same events from a browser sending Sec-GPC: 1, answered
   204 unread after the app's hooks and the rate limit's Redis round trip);
   with --rounds N the two alternate N times and each figure sums its rounds;
2. `flask analytics flush` (what the worker does each minute), then the totals in
   PostgreSQL are summed: they must equal the 204s, and no count may be left in Redis.

    .venv/bin/python bench/events_bench.py [--threads 16] [--sat-seconds 2] [--rounds 4]

Targets on the 2-core box: >= 50% of the no-op's requests/s, 0 errors, counted == accepted."""

import argparse
import os
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

import psycopg
import redis

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import load_average, save_figures  # noqa: E402
from bench.load_bench import PG_ADMIN, print_table, saturate, wait_until_up  # noqa: E402
from tests.support.analytics_events import BROWSER, FLOW_STEPS, PATHS  # noqa: E402
from tests.support.smtp_sink import free_port  # noqa: E402

PG_URL = "postgresql://postgres@127.0.0.1:5432/test_events"
REDIS_URL = "redis://127.0.0.1:6379/14"
# The endpoint's floor: the same request from a browser sending Global Privacy Control is
# answered 204 unread, after the app's hooks (security headers, session, compression) and
# the one Redis round trip that spends the client's allowance, which every event must
# also pass. Counting an event can't be cheaper than declining it; the bare no-op has none
# of this.
FLOOR_HEADERS = {**BROWSER, "Sec-GPC": "1"}
STEPS = [(flow, step) for flow, steps in FLOW_STEPS.items() for step in steps]
SOURCES = [("www.linkedin.com", "linkedin", "social", "spring"), ("www.google.com", "", "", ""),
           ("", "newsletter", "email", "november"), ("", "", "", "")]  # fmt: skip


def make_event(tag: str, i: int) -> dict:
    """The i-th event of a run: a page flow of its own (flowId), so each one counts."""
    flow, step = STEPS[i % len(STEPS)]
    referrer, source, medium, campaign = SOURCES[i % len(SOURCES)]
    body = {"flow": flow, "step": step, "path": PATHS[flow], "referrer": referrer,
            "utmSource": source, "utmMedium": medium, "utmCampaign": campaign,
            "device": "mobile" if i % 3 else "desktop",
            "flowId": f"{tag}-{i:012d}"[-32:]}  # fmt: skip
    if step == "answer":
        body["question"] = str(i % 5 + 1)
    return body


def saturation(ports: dict[str, int], args) -> dict:
    print(f"\n1. saturation, {args.threads} client threads, {args.sat_seconds:.0f} s each, "
          f"{args.rounds} round(s)")  # fmt: skip
    counts, walls, errors, accepted = Counter(), Counter(), 0, 0
    for round_no in range(args.rounds):
        for name, path, expect, headers in (
            ("events", "/api/events", 204, BROWSER), ("noop", "/noop", 200, BROWSER),
            ("floor", "/api/events", 204, FLOOR_HEADERS),
        ):  # fmt: skip
            # Event flow ids are 16-32 characters: the tag keeps each round's apart.
            tag = f"bench{round_no:02d}"
            port = ports["noop" if name == "noop" else "events"]
            run, wall = saturate(port, path, args.threads, args.sat_seconds, tag, expect,
                                 make_body=make_event, headers=headers)  # fmt: skip
            print_table(run, wall)
            sent = sum(len(v) for v in run.latency.values())
            counts[name] += sent
            walls[name] += wall
            if name == "events":
                errors += sum(run.errors.values())
                accepted += sent - sum(run.errors.values())
    rps = {name: counts[name] / walls[name] for name in ("events", "noop", "floor")}
    print(f"  event intake: {rps['events']:.1f} req/s vs no-op {rps['noop']:.1f} req/s = "
          f"{rps['events'] / rps['noop']:.0%} of the no-op's throughput")  # fmt: skip
    print(f"  the endpoint's floor (the same event declined unread under Sec-GPC): "
          f"{rps['floor']:.1f} req/s = "
          f"{rps['floor'] / rps['noop']:.0%} of the no-op; events are "
          f"{rps['events'] / rps['floor']:.0%} of it")  # fmt: skip
    return {**rps, "errors": errors, "accepted": accepted}


def verify(flask: list[str], env: dict, accepted: int) -> dict:
    print(f"\n2. flush and verify: {accepted} events accepted")
    done = subprocess.run([*flask, "analytics", "flush"], cwd=ROOT, env=env, check=True,
                          capture_output=True, text=True)  # fmt: skip
    print(f"  {done.stdout.strip()}")
    with psycopg.connect(PG_URL) as conn:
        counted = conn.execute("SELECT COALESCE(SUM(count), 0) FROM analytics_daily_totals")
        counted = int(counted.fetchone()[0])
        rows = conn.execute("SELECT COUNT(*) FROM analytics_daily_totals").fetchone()[0]
    left = list(redis.Redis.from_url(REDIS_URL).scan_iter(match="analytics:[cf]*"))
    ok = counted == accepted and not left
    print(f"  counted in the totals: {counted} in {rows} rows; keys left in Redis: {len(left)}; "
          f"{'every accepted event counted exactly once' if ok else 'MISMATCH'}")  # fmt: skip
    return {"counted": counted, "exactly_once": ok}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--sat-seconds", type=float, default=2)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    load_at_start = load_average()
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS test_events WITH (FORCE)")
        conn.execute("CREATE DATABASE test_events")
    redis.Redis.from_url(REDIS_URL).flushdb()
    instance = ROOT / "instance" / "events_bench"
    instance.mkdir(parents=True, exist_ok=True)
    port, noop_port = free_port(), free_port()
    env = {**os.environ, "INSTANCE_PATH": str(instance), "DATABASE_URL": PG_URL,
           "REDIS_URL": REDIS_URL, "PORT": str(port), "SITE_URL": f"http://127.0.0.1:{port}",
           "EVENTS_RATE_LIMIT": "1000000 per minute", "WEB_CONCURRENCY": "2",
           "WEB_THREADS": "4"}  # fmt: skip
    flask = [sys.executable, "-m", "flask", "--app", "web:create_app"]
    subprocess.run([*flask, "db", "upgrade", "heads"], cwd=ROOT, env=env, check=True,
                   capture_output=True)  # fmt: skip
    log = (instance / "stack.log").open("w")
    gunicorn = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py"]
    web = subprocess.Popen([*gunicorn, "web.wsgi:app"], cwd=ROOT, env=env, stdout=log,
                           stderr=log)  # fmt: skip
    noop = subprocess.Popen([*gunicorn, "--chdir", str(ROOT / "bench"), "noop_app:app"],
                            cwd=ROOT, env={**env, "PORT": str(noop_port)}, stdout=log,
                            stderr=log)  # fmt: skip
    try:
        wait_until_up(port, "/healthz", web)
        wait_until_up(noop_port, "/noop", noop)
        print(f"stack: gunicorn 2x4 threads, PostgreSQL, Redis db 14, no worker (the flush "
              f"runs after); machine load {os.getloadavg()[0]:.1f}")  # fmt: skip
        sat = saturation({"events": port, "noop": noop_port}, args)
        checked = verify(flask, env, sat["accepted"])
    finally:
        for process in (web, noop):
            process.send_signal(signal.SIGTERM)
        for process in (web, noop):
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
    ratio = sat["events"] / sat["noop"]
    print("\ntargets: "
          f">= 50% of no-op [{'ok' if ratio >= 0.5 else 'FAIL'}], "
          f"errors 0 [{'ok' if not sat['errors'] else 'FAIL'}], "
          f"counted once [{'ok' if checked['exactly_once'] else 'FAIL'}]")  # fmt: skip
    save_figures(
        "events",
        {"events_rps": round(sat["events"], 1), "noop_rps": round(sat["noop"], 1),
         "floor_rps": round(sat["floor"], 1),
         "errors": sat["errors"], "accepted": sat["accepted"], **checked},
        load_at_start=load_at_start,
        settings={k: getattr(args, k) for k in ("threads", "sat_seconds", "rounds")},
    )  # fmt: skip
    return 0 if checked["exactly_once"] and not sat["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
