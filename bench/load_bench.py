"""Load on the live stack, then proof that nothing was lost. Starts gunicorn (the repo's
gunicorn.conf.py: WEB_CONCURRENCY=2 x 4 threads) and two `python -m worker` processes on
PostgreSQL (database test_load, recreated) + the machine's Redis (db 5, flushed) + a real
SMTP sink, then:

1. mixed traffic, open loop (requests leave on schedule whether or not earlier ones have
   answered): pages (/, /services, /contact), blog reads (/api/blog/posts, /blog/<slug>)
   and submissions of all five kinds at --rate submissions/s for --seconds;
2. saturation, with the workers paused: --threads clients posting /api/contact back to
   back for --sat-seconds, then the same against bench/noop_app.py (the ratio) and
   bench/floor_app.py (the least a durable write can cost), same gunicorn settings;
3. waits for the queues to drain and checks every 202 became exactly one stored row whose
   emails all reached the SMTP sink exactly once (by Message-ID). Driver: threads and
   http.client, keep-alive per thread.

    .venv/bin/python bench/load_bench.py [--rate 50] [--seconds 15] [--threads 16] [--rounds 1]

--saturation-only runs phase 2 alone (no workers, nothing verified, figures not saved): the
quick way to compare the three figures while working on the intake path.

Targets on the 2-core box: 0 lost, 0 errors, p99 < 200 ms at 50 submissions/s, submission
throughput >= 40% of the no-op's."""

import argparse
import http.client
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from email import message_from_bytes
from pathlib import Path

import psycopg
import redis
import sqlalchemy as sa

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import load_average, save_figures  # noqa: E402
from tests.support.fault_stack import payload  # noqa: E402
from tests.support.form_timing import TEST_TOKEN_SETTINGS  # noqa: E402
from tests.support.smtp_sink import SmtpSink, free_port  # noqa: E402

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"
PG_URL = "postgresql://postgres@127.0.0.1:5432/test_load"
REDIS_URL = "redis://127.0.0.1:6379/5"
TOKEN_KEY = {k: str(v) for k, v in TEST_TOKEN_SETTINGS.items()}  # payload()'s tokens' key
# Submissions by weight: the finder renders a PDF per run, so it is the rarest, as on the site.
MIX = {"contact": 30, "guide": 20, "early_access": 20, "newsletter": 25, "finder": 5}
PAGES = ["/", "/services", "/contact"]

_local = threading.local()


def request(port: int, method: str, path: str, body: dict | None = None,
            headers: dict | None = None) -> tuple[int, bytes]:  # fmt: skip
    conn = getattr(_local, "conns", {}).get(port)
    if conn is None:
        _local.conns = getattr(_local, "conns", {})
        conn = _local.conns[port] = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    data = json.dumps(body).encode() if body is not None else None
    headers = {**({"Content-Type": "application/json"} if data else {}), **(headers or {})}
    try:
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        return response.status, response.read()
    except (OSError, http.client.HTTPException):
        conn.close()
        del _local.conns[port]
        raise


class Results:
    def __init__(self):
        self.latency = defaultdict(list)
        self.errors = Counter()
        self.accepted: list[str] = []
        self.lock = threading.Lock()

    def record(self, kind: str, seconds: float, status: int | None, body: bytes, expect: int):
        with self.lock:
            self.latency[kind].append(seconds)
            if status != expect:
                self.errors[f"{kind} {status}"] += 1
            elif status == 202:
                self.accepted.append(json.loads(body)["id"])  # a 202 must carry its id


def timed(results: Results, port, kind, method, path, body=None, expect=200, headers=None) -> None:
    started = time.perf_counter()
    try:
        status, data = request(port, method, path, body, headers)
    except Exception as exc:  # a refused or dropped connection is an error, counted
        status, data = None, str(exc).encode()
    results.record(kind, time.perf_counter() - started, status, data, expect)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def print_table(results: Results, wall: float) -> None:
    total = sum(len(v) for v in results.latency.values())
    print(f"  {total} requests in {wall:.1f} s = {total / wall:.1f} req/s")
    print(f"  {'type':<22}{'count':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for kind in sorted(results.latency):
        v = results.latency[kind]
        print(f"  {kind:<22}{len(v):>7}{percentile(v, 50) * 1000:>9.1f}"
              f"{percentile(v, 95) * 1000:>9.1f}{percentile(v, 99) * 1000:>9.1f}"
              f"{max(v) * 1000:>9.1f}")  # fmt: skip
    print(f"  errors: {sum(results.errors.values())} {dict(results.errors) or ''}")


def mixed_plan(rate: float, seconds: float, slugs: list[str], tag: str) -> list[tuple]:
    """(at, kind, method, path, body, expect): submissions at `rate`/s, reads at half that."""
    rng = random.Random(7)
    kinds = list(MIX)
    weights = [MIX[k] for k in kinds]
    plan = []
    for i in range(int(rate * seconds)):
        kind = rng.choices(kinds, weights)[0]
        path, body = payload(kind, f"{tag}-{i}@example.com")
        plan.append((i / rate, f"POST {path}", "POST", path, body, 202))
    for i in range(int(rate / 2 * seconds)):
        choice = rng.random()
        if choice < 0.5:
            path = rng.choice(PAGES)
            plan.append((i / (rate / 2), f"GET {path}", "GET", path, None, 200))
        elif choice < 0.75:
            path = "/api/blog/posts"
            plan.append((i / (rate / 2), f"GET {path}", "GET", path, None, 200))
        else:
            path = f"/blog/{rng.choice(slugs)}"
            plan.append((i / (rate / 2), "GET /blog/<slug>", "GET", path, None, 200))
    return sorted(plan, key=lambda p: p[0])


def run_open_loop(port: int, plan: list[tuple], threads: int) -> tuple[Results, float]:
    results = Results()
    start = time.perf_counter() + 0.5

    def fire(item):
        at, kind, method, path, body, expect = item
        delay = start + at - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        timed(results, port, kind, method, path, body, expect)

    with ThreadPoolExecutor(max_workers=threads) as pool:
        list(pool.map(fire, plan))
    return results, time.perf_counter() - start


def saturate(port: int, path: str, threads: int, seconds: float, tag: str, expect: int = 202,
             make_body=lambda tag, i: payload("contact", f"{tag}-{i}@example.com")[1],
             headers: dict | None = None) -> tuple[Results, float]:  # fmt: skip
    results = Results()
    deadline = time.perf_counter() + seconds
    counter, lock = iter(range(10**9)), threading.Lock()

    def client():
        while time.perf_counter() < deadline:
            with lock:
                i = next(counter)
            body = make_body(tag, i)
            timed(results, port, f"POST {path} (saturation)", "POST", path, body, expect, headers)

    started = time.perf_counter()
    workers = [threading.Thread(target=client) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return results, time.perf_counter() - started


def wait_until_up(port: int, path: str, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"process exited during start-up (port {port})")
        try:
            request(port, "GET", path)
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"port {port} did not answer")


def verify(engine, smtp: SmtpSink, accepted: list[str], timeout: float) -> bool:
    print(f"\nverify: {len(accepted)} accepted submissions (waiting for the queues to drain)")
    started = time.monotonic()
    wanted = set(accepted)
    while True:
        with engine.connect() as conn:
            rows = conn.execute(sa.text("SELECT id, status FROM submissions"))
            subs = {r.id: r.status for r in rows}
            emails = list(conn.execute(sa.text(
                "SELECT id, submission_id, status, message_bytes FROM emails")))  # fmt: skip
        mine = [e for e in emails if e.submission_id in wanted]
        not_done = [i for i in wanted if subs.get(i) != "succeeded"]
        unsent = [e for e in mine if e.status != "sent"]
        if (not not_done and not unsent) or time.monotonic() - started > timeout:
            break
        time.sleep(1)
    time.sleep(1)  # the last SMTP conversations
    received = Counter(m["Message-ID"] for m in smtp.messages)
    expected = {message_from_bytes(bytes(e.message_bytes))["Message-ID"] for e in mine}
    stored = len(wanted & set(subs))
    with_mail = len({e.submission_id for e in mine})
    missing = sum(1 for mid in expected if received[mid] == 0)
    dupes = sum(1 for mid in expected if received[mid] > 1)
    duplicate_ids = len(accepted) - len(wanted)
    print(f"  drained in {time.monotonic() - started:.1f} s")
    print(f"  202s: {len(accepted)}, distinct ids: {len(wanted)}, stored rows: {stored}, "
          f"succeeded: {len(wanted) - len(not_done)}, with emails: {with_mail}")  # fmt: skip
    print(
        f"  emails stored: {len(mine)}, sent: {len(mine) - len(unsent)}, reached SMTP sink: "
        f"{len(expected) - missing}, missing: {missing}, delivered twice or more: {dupes}"
    )
    lost = len(wanted) - stored + len(not_done) + len(unsent) + missing + dupes + duplicate_ids
    lost += len(wanted) - with_mail
    print(f"  LOST OR DUPLICATED: {lost}")
    return lost == 0


def saturation(ports: dict[str, int], args, workers: list[subprocess.Popen]) -> dict:
    """Phase 2: the workers paused (SIGSTOP) while each endpoint is saturated in turn, so
    the figures compare the request paths alone under identical conditions; the jobs the
    saturation queued are processed after SIGCONT. With --rounds N the three alternate N
    times and each figure is the sum over its rounds (a busy neighbour then weighs on all
    three alike). Returns each endpoint's req/s and the contact path's accepted ids."""
    print(f"\n2. saturation, {args.threads} client threads, {args.sat_seconds:.0f} s each, "
          f"{args.rounds} round(s), workers paused")  # fmt: skip
    targets = [("contact", "/api/contact", 202), ("noop", "/noop", 200),
               ("floor", "/floor", 202)]  # fmt: skip
    counts, walls, accepted, errors = Counter(), Counter(), [], 0
    for worker in workers:
        worker.send_signal(signal.SIGSTOP)
    try:
        for round_no in range(args.rounds):
            for name, path, expect in targets:
                tag = f"{name}-{round_no}"
                run, wall = saturate(ports[name], path, args.threads, args.sat_seconds, tag, expect)
                print_table(run, wall)
                counts[name] += sum(len(v) for v in run.latency.values())
                walls[name] += wall
                errors += sum(run.errors.values()) if name == "contact" else 0
                accepted += run.accepted if name == "contact" else []
    finally:
        for worker in workers:
            worker.send_signal(signal.SIGCONT)
    rps = {name: counts[name] / walls[name] for name, _, _ in targets}
    print(
        f"  submission path: {rps['contact']:.1f} req/s vs no-op {rps['noop']:.1f} req/s = "
        f"{rps['contact'] / rps['noop']:.0%} of the no-op's throughput\n"
        f"  durable-write floor (bench/floor_app.py): {rps['floor']:.1f} req/s = "
        f"{rps['floor'] / rps['noop']:.0%} of the no-op's; the submission path is "
        f"{rps['contact'] / rps['floor']:.0%} of the floor"
    )
    return {**rps, "accepted": accepted, "errors": errors}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=float, default=50, help="submissions per second")
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--sat-seconds", type=float, default=5)
    parser.add_argument("--rounds", type=int, default=1, help="saturation rounds")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--drain-timeout", type=float, default=420)
    parser.add_argument(
        "--saturation-only",
        action="store_true",
        help="phase 2 alone: no workers, mixed traffic or verification, figures not saved",
    )
    args = parser.parse_args()
    load_at_start = load_average()
    workers = 0 if args.saturation_only else args.workers

    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS test_load WITH (FORCE)")
        conn.execute("CREATE DATABASE test_load")
    redis.Redis.from_url(REDIS_URL).flushdb()
    instance = ROOT / "instance" / "load_bench"
    instance.mkdir(parents=True, exist_ok=True)
    smtp = SmtpSink().start()
    port, noop_port, floor_port = free_port(), free_port(), free_port()
    env = {**os.environ, "INSTANCE_PATH": str(instance), "DATABASE_URL": PG_URL,
           "REDIS_URL": REDIS_URL, "SMTP_URL": smtp.url, "PORT": str(port),
           "SITE_URL": f"http://127.0.0.1:{port}", "MIN_SUBMIT_SECONDS": "0",
           "SUBMISSION_RATE_LIMIT": "1000000 per minute", "WEB_CONCURRENCY": "2",
           "WEB_THREADS": "4", "SWEEP_INTERVAL_SECONDS": "5", **TOKEN_KEY}  # fmt: skip
    flask = [sys.executable, "-m", "flask", "--app", "web:create_app"]
    subprocess.run([*flask, "db", "upgrade", "heads"], cwd=ROOT, env=env, check=True,
                   capture_output=True)  # fmt: skip
    if not args.saturation_only:
        subprocess.run([*flask, "content", "load-demo"], cwd=ROOT, env=env, check=True,
                       capture_output=True)  # fmt: skip
    log = (instance / "stack.log").open("w")
    gunicorn = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py"]
    procs = [subprocess.Popen([*gunicorn, "web.wsgi:app"], cwd=ROOT, env=env, stdout=log,
                              stderr=log)]  # fmt: skip
    procs += [subprocess.Popen([sys.executable, "-m", "worker"], cwd=ROOT, env=env, stdout=log,
                               stderr=log) for _ in range(workers)]  # fmt: skip

    def bench_app(app: str, app_port: int) -> subprocess.Popen:
        # Same gunicorn.conf.py and environment as the stack's web process.
        command = [*gunicorn, "--chdir", str(ROOT / "bench"), app]
        return subprocess.Popen(command, cwd=ROOT, env={**env, "PORT": str(app_port)},
                                stdout=log, stderr=log)  # fmt: skip

    noop, floor = bench_app("noop_app:app", noop_port), bench_app("floor_app:app", floor_port)
    ports = {"contact": port, "noop": noop_port, "floor": floor_port}
    ok = False
    try:
        wait_until_up(port, "/healthz", procs[0])
        wait_until_up(noop_port, "/noop", noop)
        wait_until_up(floor_port, "/noop", floor)  # a 404 is an answer: it's up
        print(f"stack: gunicorn 2x4 threads, {workers} workers, PostgreSQL, Redis db 5, "
              f"SMTP sink; machine load {os.getloadavg()[0]:.1f}")  # fmt: skip
        if args.saturation_only:
            saturation(ports, args, [])
            print("\n(saturation only: nothing verified, figures not saved)")
            return 0
        ok = run_all(port, ports, args, procs[1:], smtp, load_at_start)
    finally:
        for p in [*procs, noop, floor]:
            p.send_signal(signal.SIGTERM)
        for p in [*procs, noop, floor]:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
        smtp.stop()
    return 0 if ok else 1


def run_all(port: int, ports: dict, args, workers: list, smtp: SmtpSink, load_at_start) -> bool:
    """Phases 1-3, then the figures saved for bench/summary.py."""
    _, body = request(port, "GET", "/api/blog/posts")
    posts = json.loads(body)
    items = posts.get("posts") or posts.get("items") or []
    slugs = [p["slug"] for p in items] or ["missing"]
    plan = mixed_plan(args.rate, args.seconds, slugs, "load")
    print(f"\n1. mixed open-loop traffic: {args.rate:.0f} submissions/s + {args.rate / 2:.0f} "
          f"reads/s for {args.seconds:.0f} s ({len(slugs)} blog slugs)")  # fmt: skip
    mixed, wall = run_open_loop(port, plan, threads=64)
    print_table(mixed, wall)
    subs = [v for k, v in mixed.latency.items() if k.startswith("POST")]
    all_subs = [x for v in subs for x in v]
    print(
        f"  all submissions: p50 {percentile(all_subs, 50) * 1000:.1f} ms, "
        f"p95 {percentile(all_subs, 95) * 1000:.1f} ms, "
        f"p99 {percentile(all_subs, 99) * 1000:.1f} ms"
    )

    engine = sa.create_engine(PG_URL.replace("postgresql://", "postgresql+psycopg://"))
    ok = verify(engine, smtp, mixed.accepted, args.drain_timeout)
    sat = saturation(ports, args, workers)
    ok = verify(engine, smtp, mixed.accepted + sat["accepted"], args.drain_timeout) and ok
    errors = sum(mixed.errors.values()) + sat["errors"]
    p99 = percentile(all_subs, 99)
    ratio = sat["contact"] / sat["noop"]
    print("\ntargets: "
          f"lost 0 [{'ok' if ok else 'FAIL'}], errors 0 [{'ok' if not errors else 'FAIL'}], "
          f"p99 < 200 ms [{'ok' if p99 < 0.2 else 'FAIL'}], "
          f">= 40% of no-op [{'ok' if ratio >= 0.4 else 'FAIL'}], >= 60% of the floor "
          f"[{'ok' if sat['contact'] / sat['floor'] >= 0.6 else 'FAIL'}]")  # fmt: skip
    engine.dispose()
    save_figures(
        "load",
        {
            "nothing_lost": ok,
            "errors": errors,
            "submissions_p50_ms": round(percentile(all_subs, 50) * 1000, 1),
            "submissions_p95_ms": round(percentile(all_subs, 95) * 1000, 1),
            "submissions_p99_ms": round(p99 * 1000, 1),
            "contact_rps": round(sat["contact"], 1),
            "floor_rps": round(sat["floor"], 1),
            "noop_rps": round(sat["noop"], 1),
        },
        load_at_start=load_at_start,
        settings={k: getattr(args, k) for k in ("rate", "seconds", "threads", "sat_seconds",
                                                "rounds", "workers")},
    )  # fmt: skip
    return ok


if __name__ == "__main__":
    sys.exit(main())
