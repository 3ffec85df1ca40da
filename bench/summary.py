"""One screen of bench figures against their goals, from the JSON the benches leave in
bench/results/ (see bench/figures.py): `python bench/summary.py [--markdown]`, and with
`--write bench/RESULTS.md` the same as a Markdown page with the run's dates, load average
and machine (bench/results_report.py). `--begin`, before the benches, marks the run's start.

The goals are issue 20's (intake, finder, render, Home JS, Lighthouse), issue 27's (event
intake, the overview API), issue 28's (backup and restore, the retention run), issue 36's
(the newsletter send) and the benches' own stated targets (blog API, load). Figures, not a
test: an unmet goal is reported, not failed. The exit code is 1 only when a bench left no
figures (it failed or did not run).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import figures, machine  # noqa: E402
from bench.results_report import results_markdown  # noqa: E402

RESULTS_DIR = Path(__file__).resolve().parent / "results"
BENCHES = (
    "lighthouse",
    "finder",
    "blog",
    "load",
    "events",
    "overview",
    "backup",
    "retention",
    "newsletter",
    "booking",
    "calendars",
)
LIGHTHOUSE_CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


@dataclass(frozen=True)
class Row:
    figure: str
    value: str
    goal: str
    met: bool | None  # None: nothing measured to judge


def _kib(size: int) -> str:
    return f"{size / 1024:.1f}"


def lighthouse_rows(figures: dict) -> Iterator[Row]:
    bare, home = figures["bare_app_js_bytes"], figures["home_first_load_js_bytes"]
    yield Row(
        "Home first-load JS / bare app",
        f"{home / bare:.3f}x ({_kib(home)} / {_kib(bare)} KiB gz)",
        "<= 1.00x",
        home <= bare,
    )
    for page, scores in figures["scores"].items():
        values = [scores[category] for category in LIGHTHOUSE_CATEGORIES]
        yield Row(
            f"Lighthouse {page} (perf/a11y/bp/seo)",
            "/".join(str(value) for value in values),
            "100 in all four",
            all(value == 100 for value in values),
        )


def finder_rows(figures: dict) -> Iterator[Row]:
    p95, render_p95 = figures["submit_p95_ms"], figures["render_p95_ms"]
    ratio = p95 / render_p95
    yield Row(
        "Finder submit->results p95 / PDF render p95",
        f"{ratio:.2f}x ({p95} / {render_p95} ms)",
        "<= 1.2x",
        ratio <= 1.2,
    )
    render_p50 = figures["render_p50_ms"]
    yield Row("Finder PDF render p50", f"{render_p50} ms", "<= 200 ms", render_p50 <= 200)
    passed, runs = figures["consistency_passed"], figures["consistency_runs"]
    yield Row("Finder consistency checks passed", f"{passed} of {runs}", "all", passed == runs)


def blog_rows(figures: dict) -> Iterator[Row]:
    worst = figures["worst_p95_ms"]
    skipped = f", {len(figures['skipped'])} skipped" if figures["skipped"] else ""
    yield Row("Blog API worst p95 (10k posts)", f"{worst:.1f} ms{skipped}", "< 25 ms", worst < 25)


def load_rows(figures: dict) -> Iterator[Row]:
    contact, floor, noop = figures["contact_rps"], figures["floor_rps"], figures["noop_rps"]
    yield Row(
        "Intake: POST /api/contact / durable floor",
        f"{contact / floor:.0%} ({contact:.0f} / {floor:.0f} req/s)",
        ">= 60%",
        contact / floor >= 0.6,
    )
    yield Row("  (no-op endpoint, same settings)", f"{noop:.0f} req/s", "", None)
    lost = not figures["nothing_lost"]
    yield Row("Load: submissions lost or duplicated", "some" if lost else "none", "none", not lost)
    yield Row("Load: errors", str(figures["errors"]), "0", figures["errors"] == 0)
    p99 = figures["submissions_p99_ms"]
    yield Row("Load: submission p99 (mixed traffic)", f"{p99:.0f} ms", "< 200 ms", p99 < 200)


def events_rows(figures: dict) -> Iterator[Row]:
    events, noop = figures["events_rps"], figures["noop_rps"]
    yield Row(
        "Events: POST /api/events / no-op",
        f"{events / noop:.0%} ({events:.0f} / {noop:.0f} req/s)",
        ">= 50%",
        events / noop >= 0.5,
    )
    if "floor_rps" in figures:
        floor = figures["floor_rps"]
        yield Row(
            "  (the endpoint's floor: an event declined unread under Sec-GPC / no-op)",
            f"{floor / noop:.0%} ({floor:.0f} req/s); events are {events / floor:.0%} of it",
            "",
            None,
        )
    yield Row("Events: errors", str(figures["errors"]), "0", figures["errors"] == 0)
    counted, accepted = figures["counted"], figures["accepted"]
    yield Row(
        "Events: counted exactly once (totals / accepted)",
        f"{counted} / {accepted}",
        "equal",
        figures["exactly_once"],
    )


def overview_rows(figures: dict) -> Iterator[Row]:
    scale = f"{figures['events'] / 1e6:.0f}M events, {figures['leads'] / 1000:.0f}k leads"
    for label, key, goal in (("90 days", "p95_90_days_ms", 150),
                             ("12 months", "p95_12_months_ms", 300)):  # fmt: skip
        p95 = figures[key]
        yield Row(f"Overview API p95, {label} ({scale})", f"{p95:.0f} ms", f"< {goal} ms",
                  p95 < goal)  # fmt: skip


def backup_rows(figures: dict) -> Iterator[Row]:
    scale = f"{figures['leads'] / 1000:.0f}k leads, {figures['images'] / 1000:g}k images"
    for label, key in (("create", "create_s"), ("restore", "restore_s")):
        seconds = figures[key]
        yield Row(f"Backup {label} ({scale}, PostgreSQL)", f"{seconds:.1f} s", "< 60 s",
                  seconds < 60)  # fmt: skip


def retention_rows(figures: dict) -> Iterator[Row]:
    rows = f"{figures['expired_rows'] / 1000:.0f}k expired rows"
    yield Row(f"Retention run ({rows})", f"{figures['run_seconds']:.0f} s", "", None)
    p99, before = figures["during_p99_ms"], figures["before_p99_ms"]
    yield Row(
        "Retention: form p99 during the run (before)",
        f"{p99:.0f} ms ({before:.0f} ms)",
        "< 200 ms",
        p99 < 200 and figures["errors"] == 0,
    )
    yield Row(
        "Retention: expired erased, recent and new kept",
        "yes" if figures["all_expired_erased"] and figures["kept"] else "no",
        "yes",
        figures["all_expired_erased"] and figures["kept"],
    )


def newsletter_rows(figures: dict) -> Iterator[Row]:
    scale = f"{figures['readers'] / 1000:.0f}k subscribers"
    rate = figures["messages_per_second"]
    yield Row(f"Newsletter send ({scale}, unlimited rate)",
              f"{figures['seconds']:.0f} s, {rate} msg/s", "", None)  # fmt: skip
    small, big = figures["peak_mib_small"], figures["peak_mib_big"]
    yield Row(
        f"Newsletter: worker peak memory ({figures['small'] / 1000:.0f}k / {scale})",
        f"{small} / {big} MiB",
        "flat (within 20%)",
        big <= small * 1.2,
    )
    p95 = figures["admin_p95_ms"]
    yield Row("Newsletter: admin pages p95 while sending", f"{p95:.0f} ms", "< 200 ms",
              p95 < 200)  # fmt: skip
    once = figures["everyone_once"]
    yield Row("Newsletter: every subscriber exactly once", "yes" if once else "no", "yes", once)


def booking_rows(figures: dict) -> Iterator[Row]:
    p95 = figures["engine_p95_ms"]
    yield Row("Booking: free times, 5 people x 21 days x 500 busy (p95)", f"{p95:.1f} ms",
              "< 50 ms", p95 < 50)  # fmt: skip
    p95, failed = figures["booking_p95_ms"], figures["booking_failures"]
    yield Row("Booking: submit -> 201 (p95)", f"{p95:.0f} ms", "< 150 ms",
              p95 < 150 and failed == 0)  # fmt: skip


def calendars_rows(figures: dict) -> Iterator[Row]:
    for stack, label in (("sqlite", "SQLite"), ("postgres", "PostgreSQL")):
        p95 = figures[f"{stack}_p95_ms"]
        yield Row(f"Calendars: free times via the busy cache, 5 x 21 days x 500 ({label}, p95)",
                  f"{p95:.1f} ms", "< 50 ms", p95 < 50)  # fmt: skip
    yield Row("Calendars: one CalDAV read of 500 events (p50)",
              f"{figures['read_p50_ms']:.0f} ms", "", None)  # fmt: skip


ROWS: dict[str, Callable[[dict], Iterator[Row]]] = {
    "lighthouse": lighthouse_rows,
    "finder": finder_rows,
    "blog": blog_rows,
    "load": load_rows,
    "events": events_rows,
    "overview": overview_rows,
    "backup": backup_rows,
    "retention": retention_rows,
    "newsletter": newsletter_rows,
    "booking": booking_rows,
    "calendars": calendars_rows,
}


def read_results(directory: Path) -> dict[str, dict]:
    results = {}
    for name in BENCHES:
        path = directory / f"{name}.json"
        if path.is_file():
            results[name] = json.loads(path.read_text(encoding="utf-8"))
    return results


def rows(results: dict[str, dict]) -> list[Row]:
    table = []
    for name in BENCHES:
        if name in results:
            table.extend(ROWS[name](results[name]["figures"]))
        else:
            table.append(Row(f"{name}_bench.py", "no figures: failed or not run", "", None))
    return table


def _met(row: Row) -> str:
    return "" if row.met is None else ("yes" if row.met else "NO")


def measured_line(results: dict[str, dict]) -> str:
    """When each bench ran and how busy the machine was as it started, on one line."""
    if not results:
        return "measured: nothing"
    days = {record["finished_at"][:10] for record in results.values()}
    one_day = len(days) == 1
    runs = [
        f"{name} {record['finished_at'][11 if one_day else 0 : 16].replace('T', ' ')} "
        f"({record['load_at_start']})"
        for name, record in results.items()
    ]
    cpus = "/".join(sorted({str(record["cpus"]) for record in results.values()}))
    day = f" {days.pop()}" if one_day else ""
    return f"measured{day} UTC on {cpus} CPUs (load average at start): " + ", ".join(runs)


def render_text(table: list[Row], results: dict[str, dict]) -> str:
    widths = [max(len(getattr(row, field)) for row in table) for field in ("figure", "value")]
    head = f"{'figure':<{widths[0]}}  {'value':<{widths[1]}}  {'goal':<16}  met?"
    lines = [head, "-" * len(head)]
    for row in table:
        lines.append(
            f"{row.figure:<{widths[0]}}  {row.value:<{widths[1]}}  {row.goal:<16}  {_met(row)}"
        )
    lines += ["", goals_line(table), measured_line(results)]
    return "\n".join(lines)


def goals_line(table: list[Row]) -> str:
    met = [row.met for row in table if row.met is not None]
    return f"goals met: {sum(met)} of {len(met)}"


def render_markdown(table: list[Row], results: dict[str, dict]) -> str:
    lines = ["| figure | value | goal | met? |", "|---|---|---|---|"]
    lines += [f"| {row.figure} | {row.value} | {row.goal} | {_met(row)} |" for row in table]
    return "\n".join([*lines, "", goals_line(table), "", measured_line(results)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument(
        "--write", type=Path, metavar="PATH", help="also write the run's report (RESULTS.md)"
    )
    parser.add_argument("--begin", action="store_true", help="mark the start of a run")
    parser.add_argument(
        "--quiet-wait",
        type=float,
        default=0,
        metavar="SECONDS",
        help="with --begin: first wait up to this long for a quiet machine (load under 1)",
    )
    parser.add_argument("--results", type=Path, default=RESULTS_DIR, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.begin:
        if args.quiet_wait:
            load = figures.wait_until_quiet(args.quiet_wait)
            print(f"load average {load:.2f} at the start of the run")
        figures.begin_run(args.results)
        return 0
    results = read_results(args.results)
    table = rows(results)
    print((render_markdown if args.markdown else render_text)(table, results))
    if args.write:
        report = results_markdown(
            render_markdown(table, results),
            figures.read_run(args.results),
            figures.load_average(),
            datetime.now(UTC),
            machine.describe(),
        )
        args.write.write_text(report, encoding="utf-8")
        print(f"\nwritten to {args.write}")
    return 0 if len(results) == len(BENCHES) else 1


if __name__ == "__main__":
    sys.exit(main())
