"""AI Tool Finder latency through the live stack: `python bench/finder_bench.py [-n 50]`.

Starts the real stack the way the e2e tests do (tests/support/stack_process.py around
scripts/run_stack.py: SQLite, embedded Redis, gunicorn and ONE RQ worker, warmed up at
start; its render process, started by the first report, is ready before the runs) with a
temporary INSTANCE_PATH and an aiosmtpd sink, submits the runs one after another through
POST /api/finder, and asks for each run's status the way the browser does
(frontend/src/features/finder/api/get-finder-result.ts), over one kept-alive connection:
each request names what the browser shows (?wait=status:stage, the first from the 202
answer) and the API holds it until the run moves on; after an answer that did not move, the
next request waits the browser's poll interval.

Prints, from one run of the bench: p50/p95 from submit to results available (the moment
the status answer carries them) beside the PDF render alone as the worker timed it for each
run (and as this process times it afterwards), their ratio, and where the rest of the time
went. Issue 20's goals: p95 within 1.2x the render p95, render p50 <= 200 ms.
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import os
import re
import sqlite3
import statistics
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flask import Flask  # noqa: E402

from bench.figures import load_average, save_figures  # noqa: E402
from pipeline import finder  # noqa: E402
from pipeline.finder import FinderRequest, default_recommender, render_process  # noqa: E402
from pipeline.models.finder_run import FinderRun  # noqa: E402
from tests.support.form_timing import human  # noqa: E402
from tests.support.smtp_sink import SmtpSink  # noqa: E402
from tests.support.stack_process import running_stack  # noqa: E402
from web.config import embedded_redis_url  # noqa: E402

PAYLOAD = {
    "firstName": "Bench",
    "companyName": "Benchmark Bakeries Ltd",
    "companySize": "21-50",
    "businessGoal": ["generate-more-leads", "automate-customer-service", "automate-reporting"],
    "mainChallenge": ["budget-constraints", "lack-technical-expertise"],
    "currentTools": "Gmail, Shopify, Xero",
}
# frontend/src/features/finder/api/get-finder-result.ts FINDER_POLL_INTERVAL_MS: the wait
# before asking again after an answer that had not moved on.
BROWSER_POLL_SECONDS = 0.4
# The worker's log line per run (pipeline/finder/job.py): "finder <id> timings: name N ms, ..."
TIMINGS = re.compile(r"finder (\S+) timings: (.*)")
TIMING = re.compile(r"([a-z ]+) (\d+) ms")
WARM_UP_RUNS = 3
WORKER_WARM = "finder report renderer warmed up"
MINIMAL_DOCUMENT = '<p style="font-family: DejaVu Sans">Your AI tool recommendations</p>'
# Extra settings for the stack from the environment, e.g. FINDER_BENCH_SETTINGS=WORKER_NICE=0
STACK_SETTINGS = dict(
    pair.split("=", 1)
    for pair in os.environ.get("FINDER_BENCH_SETTINGS", "").split()
    if "=" in pair
)


class Browser:
    """Asks the stack over one kept-alive connection, as a browser does of a site."""

    def __init__(self, base: str) -> None:
        address = urllib.parse.urlsplit(base)
        self._address = (address.hostname, address.port)
        self._connection: http.client.HTTPConnection | None = None

    def json(self, path: str, body: dict | None = None) -> dict:
        for attempt in (1, 2):
            if self._connection is None:
                self._connection = http.client.HTTPConnection(*self._address, timeout=30)
            try:
                self._connection.request(
                    "GET" if body is None else "POST",
                    path,
                    body=None if body is None else json.dumps(body),
                    headers={"Content-Type": "application/json"},
                )
                response = self._connection.getresponse()
                data = response.read()
            except (http.client.RemoteDisconnected, ConnectionError):
                # The server closed the idle connection first: open another, as a browser does.
                self._connection.close()
                self._connection = None
                if attempt == 2:
                    raise
                continue
            if response.status >= 400:
                raise SystemExit(f"{path}: {response.status} {data[:300]!r}")
            return json.loads(data)
        raise AssertionError("unreachable")


def wait_for_log(log: Path, line: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while line not in log.read_text():
        if time.monotonic() > deadline:
            raise SystemExit(f"never logged {line!r}:\n{log.read_text()[-3000:]}")
        time.sleep(0.2)


def one_run(browser: Browser, n: int) -> tuple[float, float, list[str]]:
    """Seconds from submit to results available, of which the POST itself, and the stages
    seen on the way, asking as the browser does."""
    # The form token a browser sends (web/form_tokens.py): without it a run is suspect and
    # never processed. The stack signs with the tests' key (tests/support/stack_process.py).
    body = {**PAYLOAD, **human("finder"), "email": f"bench{n}@example.co.uk"}
    started = time.perf_counter()
    accepted = browser.json("/api/finder", body)
    posted = time.perf_counter() - started
    stages: list[str] = []
    # The 202 answer is the run's first status: the browser's first request waits on it.
    shown = progress_of({"status": accepted["status"], "stage": None})
    while True:
        wait = f"?wait={urllib.parse.quote(shown)}" if shown else ""
        status = browser.json(accepted["status_url"] + wait)
        if not stages or stages[-1] != status["stage"]:
            stages.append(status["stage"])
        if status["results"]:
            return time.perf_counter() - started, posted, stages
        if status["status"] == "failed":
            raise SystemExit(f"run {n} failed: {status['error']}")
        if progress_of(status) == shown:
            time.sleep(BROWSER_POLL_SECONDS)
        shown = progress_of(status)


def progress_of(status: dict) -> str:
    """What the browser shows of a status answer (get-finder-result.ts progressOf)."""
    return f"{status['status']}:{status['stage'] or ''}"


def wait_until_idle(redis_url: str, timeout: float = 60) -> None:
    """Until the queues are empty and the worker waits for work: a run's email delivery,
    its sales email and theirs run after its results, on the same single worker."""
    from redis import Redis
    from rq import Queue, Worker

    from pipeline.queues import ALL_QUEUES

    connection = Redis.from_url(redis_url)
    queues = [Queue(name, connection=connection) for name in ALL_QUEUES]
    deadline = time.monotonic() + timeout
    while any(q.count for q in queues) or any(
        w.get_state() != "idle" for w in Worker.all(connection=connection)
    ):
        if time.monotonic() > deadline:
            raise SystemExit("the worker did not go idle in time")
        time.sleep(0.01)


def worker_timings(log: str) -> list[dict[str, int]]:
    """Each run's timings as the worker logged them, in the order the runs finished."""
    return [
        {name.strip(): int(ms) for name, ms in TIMING.findall(fields)}
        for _, fields in TIMINGS.findall(log)
    ]


def render_times(runs: int) -> list[float]:
    """The PDF render alone, warm, for the report the bench's runs produce."""
    finder.warm_up()
    test = FinderRun(
        first_name=PAYLOAD["firstName"],
        company_name=PAYLOAD["companyName"],
        company_size=PAYLOAD["companySize"],
        business_goal=", ".join(PAYLOAD["businessGoal"]),
        main_challenge=", ".join(PAYLOAD["mainChallenge"]),
        current_tools=PAYLOAD["currentTools"],
        created_at=datetime.now(),
    )
    request = FinderRequest(
        "Bench",
        PAYLOAD["companyName"],
        PAYLOAD["companySize"],
        tuple(PAYLOAD["businessGoal"]),
        tuple(PAYLOAD["mainChallenge"]),
        PAYLOAD["currentTools"],
    )
    test.recommendations = [r.as_dict() for r in default_recommender().recommend(request)]
    # The report closes with the booking link (pipeline.settings.book_url), which reads the
    # app's settings: the embedded defaults', with no external scheduler.
    settings = Flask(__name__)
    settings.config.update(SITE_URL="http://127.0.0.1:5000", BOOKING_URL="")
    times = []
    with settings.app_context():
        view = finder.report_view(test, test.recommendations)
        for _ in range(runs):
            started = time.perf_counter()
            finder.render_report(view)
            times.append(time.perf_counter() - started)
    return times


def floor_times(runs: int) -> list[float]:
    """WeasyPrint writing a one-line, one-page PDF, fonts already loaded: what any render
    costs on this machine, beside the report's."""
    from weasyprint import HTML
    from weasyprint.text.fonts import FontConfiguration

    fonts = FontConfiguration()
    HTML(string=MINIMAL_DOCUMENT).write_pdf(font_config=fonts)
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        HTML(string=MINIMAL_DOCUMENT).write_pdf(font_config=fonts)
        times.append(time.perf_counter() - started)
    return times


def percentile(values: list[float], pct: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(pct / 100 * len(ordered)) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=50)
    args = parser.parse_args()
    load_at_start = load_average()

    smtp = SmtpSink().start()
    try:
        with (
            tempfile.TemporaryDirectory(prefix="finder-bench-") as tmp,
            running_stack(Path(tmp), smtp.url, {"WEB_CONCURRENCY": "2", **STACK_SETTINGS}) as stack,
        ):
            wait_for_log(stack.log, WORKER_WARM)
            browser = Browser(stack.base_url)
            redis_url = embedded_redis_url(stack.instance)
            for n in range(WARM_UP_RUNS):
                one_run(browser, -1 - n)
            smtp.wait_for("@example.co.uk", count=WARM_UP_RUNS, timeout=60)
            # The worker's render process starts with its first report.
            wait_for_log(stack.log, render_process.READY_LINE)
            wait_until_idle(redis_url)
            latencies, posts, stage_sets = [], [], []
            for n in range(args.runs):
                seconds, posted, stages = one_run(browser, n)
                latencies.append(seconds)
                posts.append(posted)
                stage_sets.append(stages)
                # Latency, not queueing: the next visitor arrives once the worker has also
                # sent this run's emails (jobs on the same single worker) and is idle.
                smtp.wait_for(f"bench{n}@example.co.uk", timeout=60)
                wait_until_idle(redis_url)
            # The worker logs each run's own timings, measured where the work happens.
            worker = worker_timings(stack.log.read_text())[WARM_UP_RUNS:]
            with sqlite3.connect(stack.instance / "app.db") as conn:
                passed = conn.execute(
                    "SELECT count(*) FROM tool_consistency_results WHERE consistency_check_passed"
                ).fetchone()[0]
    finally:
        smtp.stop()

    in_process_ms = statistics.median(render_times(20)) * 1000
    floor_ms = statistics.median(floor_times(20)) * 1000
    p50, p95 = percentile(latencies, 50) * 1000, percentile(latencies, 95) * 1000

    def step(name: str, pct: float = 50) -> int:
        return percentile([w[name] for w in worker], pct)

    render_p50, render_p95 = step("pdf render"), step("pdf render", 95)
    with_pdf = sum(1 for m in smtp.messages if any(True for _ in m.iter_attachments()))
    seen = sorted({stage for stages in stage_sets for stage in stages if stage})
    lines = [
        f"runs: {len(latencies)} one after another, one warm worker; "
        f"load avg {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs",
        f"submit -> results available: p50 {p50:.0f} ms, p95 {p95:.0f} ms, "
        f"max {max(latencies) * 1000:.0f} ms",
        f"PDF render alone, as the worker timed it: p50 {render_p50} ms, p95 {render_p95} ms "
        f"(this process, after the runs: p50 {in_process_ms:.0f} ms; a one-line page, the "
        f"floor of any WeasyPrint render here: p50 {floor_ms:.0f} ms)",
        f"submit -> results / PDF render: p50 {p50 / render_p50:.2f}x, "
        f"p95 {p95 / render_p95:.2f}x (goals: p95 within 1.2x, render p50 <= 200 ms)",
        f"  the POST: p50 {percentile(posts, 50) * 1000:.0f} ms; waiting for the worker: "
        f"p50 {step('queued')} ms; in the worker, job start -> results: "
        f"p50 {step('to results')} ms, p95 {step('to results', 95)} ms",
        f"  worker steps, p50: generate {step('generate')} ms, PDF render {render_p50} ms, "
        f"email {step('email')} ms, check {step('check')} ms (of which reading the PDF "
        f"back {step('pdf read')} ms)",
        f"  after the results, off the visitor's path: deliver p50 {step('deliver')} ms",
        f"consistency checks passed: {passed} of {len(latencies) + WARM_UP_RUNS}",
        f"emails with the PDF attached: {with_pdf} of {len(smtp.messages)}",
        f"stages seen while asking: {', '.join(seen)}",
    ]
    print("\n".join(lines))
    save_figures(
        "finder",
        {
            "runs": len(latencies),
            "submit_p50_ms": round(p50),
            "submit_p95_ms": round(p95),
            "render_p50_ms": render_p50,
            "render_p95_ms": render_p95,
            "render_in_process_p50_ms": round(in_process_ms),
            "render_floor_p50_ms": round(floor_ms, 1),
            "worker_to_results_p50_ms": step("to results"),
            "consistency_passed": passed,
            "consistency_runs": len(latencies) + WARM_UP_RUNS,
        },
        load_at_start=load_at_start,
        settings={"runs": args.runs},
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
