"""A newsletter send at scale (issue 36, Must show): 10,000 confirmed subscribers in
PostgreSQL, one issue sent by `python -m worker` (one worker, as the stack runs it) to a
local aiosmtpd sink at an unlimited rate (NEWSLETTER_SEND_RATE=0), while a signed-in editor's
browser polls the issue's page and the issues list on the live stack (gunicorn, the repo's
gunicorn.conf.py, 2 x 4 threads).

Prints the send's time and messages a second, the worker's peak memory (VmHWM) for a
2,000-subscriber send and for the 10,000 one, each with a fresh worker, so a peak that grows
with the list shows, and the admin pages' p95 during the send; checks every subscriber got
exactly one message.

    .venv/bin/python bench/newsletter_bench.py [--readers 10000] [--small 2000]

Connects to postgresql://postgres@127.0.0.1:5432/test only to create its own database
(newsletter_bench) and drops it at the end; Redis db 13 (flushed; --redis-url to change).
Targets: admin pages' p95 < 200 ms while sending; peak memory flat (10k within 20% of 2k)."""

import argparse
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from datetime import timedelta
from pathlib import Path

import httpx
import redis
import sqlalchemy as sa
from aiosmtpd.controller import Controller

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import scratch_database  # noqa: E402
from bench.figures import load_average, save_figures  # noqa: E402
from bench.load_bench import percentile, wait_until_up  # noqa: E402
from pipeline.models.db import utcnow  # noqa: E402
from tests.support.admin_accounts import PASSWORD  # noqa: E402
from tests.support.smtp_sink import free_port  # noqa: E402

BENCH_DB = "newsletter_bench"
PG_URL = scratch_database.url_of(BENCH_DB).replace("+psycopg", "")
TARGET_P95_MS = 200.0
FLAT = 1.2  # the 10k send's peak within 20% of the 2k send's
CHUNK = 5000
BODY = "<h2>Three calm ways to start</h2>" + "<p>Pick one task, time it, try a tool.</p>" * 30


class CountingSink:
    """Counts each message's Message-ID (no message is kept: 10,000 would be the sink's
    memory, not the worker's)."""

    def __init__(self):
        self.ids: Counter = Counter()
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 (aiosmtpd's hook)
        for line in envelope.content.split(b"\r\n", 40):
            if line.lower().startswith(b"message-id:"):
                with self.lock:
                    self.ids[line.split(b":", 1)[1].strip()] += 1
                break
        return "250 OK"


def seed(engine: sa.Engine, readers: int, tag: str) -> int:
    """`readers` confirmed subscribers and one issue scheduled now; the issue's id."""
    now = utcnow()
    meta = sa.MetaData()
    signups = sa.Table("signups", meta, autoload_with=engine)
    issues = sa.Table("newsletter_issues", meta, autoload_with=engine)
    rows = [
        {"list_name": "newsletter", "email": f"{tag}-{i}@example.com", "tags": [],
         "status": "subscribed", "confirmed_at": now - timedelta(days=1), "created_at": now}
        for i in range(readers)
    ]  # fmt: skip
    with engine.begin() as conn:
        conn.execute(sa.delete(signups))
        for start in range(0, len(rows), CHUNK):
            conn.execute(signups.insert(), rows[start : start + CHUNK])
        conn.execute(sa.text("ANALYZE signups"))
        return conn.execute(
            issues.insert().returning(issues.c.id),
            {"subject": f"The Calm AI Digest ({tag})", "preview": "Three calm ways to start",
             "body_html": BODY, "list_name": "newsletter", "status": "scheduled",
             "origin": "editor", "scheduled_at": now, "counts": {}, "created_at": now,
             "updated_at": now},
        ).scalar_one()  # fmt: skip


def peak_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def editor_client(port: int) -> httpx.Client:
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10)
    client.get("/api/auth/session")
    answer = client.post(
        "/api/auth/login",
        json={"email": "editor@example.com", "password": PASSWORD},
        headers={"X-CSRFToken": client.cookies.get("csrf_token", "")},
    )
    answer.raise_for_status()
    return client


def send(engine, env, instance: Path, readers: int, tag: str, port: int | None) -> dict:
    """One send with a fresh worker; its figures. With `port`, the admin pages are polled
    while it sends."""
    issue_id = seed(engine, readers, tag)
    log = (instance / f"worker-{tag}.log").open("w")
    worker = subprocess.Popen([sys.executable, "-m", "worker"], cwd=ROOT, env=env,
                              stdout=log, stderr=log)  # fmt: skip
    latencies: list[float] = []
    peak = 0
    client = editor_client(port) if port else None
    try:
        status = "scheduled"
        while status != "sent":
            if worker.poll() is not None:
                raise SystemExit(f"the worker exited; see {log.name}")
            peak = max(peak, peak_kib(worker.pid))
            if client is not None and status == "sending":
                for path in (f"/api/admin/newsletter/issues/{issue_id}",
                             "/api/admin/newsletter/issues"):  # fmt: skip
                    started = time.perf_counter()
                    client.get(path).raise_for_status()
                    latencies.append(time.perf_counter() - started)
            time.sleep(0.1)
            with engine.connect() as conn:
                status = conn.execute(
                    sa.text("SELECT status FROM newsletter_issues WHERE id = :i"), {"i": issue_id}
                ).scalar_one()
        peak = max(peak, peak_kib(worker.pid))
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.wait(timeout=60)
        if client is not None:
            client.close()
    with engine.connect() as conn:
        started, finished, sent = conn.execute(sa.text(
            "SELECT started_at, sent_at, (counts->>'sent')::int FROM newsletter_issues "
            "WHERE id = :i"), {"i": issue_id}).one()  # fmt: skip
    seconds = (finished - started).total_seconds()
    return {"readers": readers, "sent": sent, "seconds": seconds, "peak_kib": peak,
            "latencies": latencies}  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readers", type=int, default=10_000)
    parser.add_argument("--small", type=int, default=2_000)
    parser.add_argument("--redis-url", default="redis://127.0.0.1:6379/13")
    args = parser.parse_args()
    load_at_start = load_average()
    print(f"load average at start: {load_at_start:.2f} on {os.cpu_count()} CPUs")
    scratch_database.create(BENCH_DB)
    redis.Redis.from_url(args.redis_url).flushdb()
    instance = ROOT / "instance" / "newsletter_bench"
    instance.mkdir(parents=True, exist_ok=True)
    handler = CountingSink()
    smtp_port = free_port()
    sink = Controller(handler, hostname="127.0.0.1", port=smtp_port)
    sink.start()
    port = free_port()
    env = {**os.environ, "INSTANCE_PATH": str(instance), "DATABASE_URL": PG_URL,
           "REDIS_URL": args.redis_url, "PORT": str(port), "SITE_URL": f"http://127.0.0.1:{port}",
           "SMTP_URL": f"smtp://127.0.0.1:{smtp_port}?timeout=10", "WEB_CONCURRENCY": "2",
           "WEB_THREADS": "4", "NEWSLETTER_SEND_RATE": "0", "NEWSLETTER_BATCH_SIZE": "200",
           "NEWSLETTER_CHECK_SECONDS": "1", "WORKER_NICE": "0",
           "COMPANY_POSTAL_ADDRESS": "1 Quiet Street, Leeds LS1 1AA"}  # fmt: skip
    flask = [sys.executable, "-m", "flask", "--app", "web:create_app"]
    web = None
    try:
        subprocess.run([*flask, "db", "upgrade", "heads"], cwd=ROOT, env=env, check=True,
                       capture_output=True)  # fmt: skip
        subprocess.run([sys.executable, "-c", ACCOUNT], cwd=ROOT, env=env, check=True)
        engine = sa.create_engine(scratch_database.url_of(BENCH_DB), poolclass=sa.NullPool)
        log = (instance / "web.log").open("w")
        gunicorn = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "web.wsgi:app"]
        web = subprocess.Popen(gunicorn, cwd=ROOT, env=env, stdout=log, stderr=log)
        wait_until_up(port, "/healthz", web)
        small = send(engine, env, instance, args.small, "small", None)
        big = send(engine, env, instance, args.readers, "big", port)
    finally:
        if web is not None:
            web.send_signal(signal.SIGTERM)
            web.wait(timeout=30)
        sink.stop()
        scratch_database.drop(BENCH_DB)
    twice = sum(1 for n in handler.ids.values() if n > 1)
    received = len(handler.ids)
    rate = big["sent"] / big["seconds"] if big["seconds"] else 0.0
    p95 = percentile(big["latencies"], 95) * 1000 if big["latencies"] else float("nan")
    growth = big["peak_kib"] / small["peak_kib"] if small["peak_kib"] else float("nan")
    print(f"\nnewsletter send to {big['readers']:,} subscribers: {big['seconds']:.1f} s, "
          f"{rate:,.0f} messages/s; {received:,} distinct messages received in all, "
          f"{twice} delivered twice")  # fmt: skip
    print(f"  worker peak memory: {small['peak_kib'] / 1024:.0f} MiB for {args.small:,}, "
          f"{big['peak_kib'] / 1024:.0f} MiB for {args.readers:,} ({growth:.2f}x)")  # fmt: skip
    print(f"  admin pages while sending: {len(big['latencies'])} requests, p95 {p95:.0f} ms")
    everyone = big["sent"] == args.readers and small["sent"] == args.small and twice == 0
    met = p95 < TARGET_P95_MS and growth <= FLAT and everyone
    print(f"\ntargets: admin p95 < {TARGET_P95_MS:.0f} ms, peak memory within "
          f"{(FLAT - 1) * 100:.0f}%, everyone once [{'ok' if met else 'FAIL'}]")  # fmt: skip
    save_figures(
        "newsletter",
        {"readers": args.readers, "seconds": round(big["seconds"], 1),
         "messages_per_second": round(rate), "peak_mib_small": round(small["peak_kib"] / 1024),
         "peak_mib_big": round(big["peak_kib"] / 1024), "small": args.small,
         "admin_p95_ms": round(p95, 1), "admin_requests": len(big["latencies"]),
         "everyone_once": everyone},
        load_at_start=load_at_start,
        settings={"rate": "unlimited", "batch_size": 200, "workers": 1},
    )  # fmt: skip
    return 0 if met else 1


# An editor to sign in as, made through the app (its password hash, its profile).
ACCOUNT = """
from tests.support.admin_accounts import make_account
from web import create_app
make_account(create_app(), "editor@example.com", "editor")
"""


if __name__ == "__main__":
    sys.exit(main())
