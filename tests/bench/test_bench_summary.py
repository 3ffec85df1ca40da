"""bench/summary.py: the figures each bench saved (bench/figures.py) judged against the
goals, one row each, and a bench that left no figures reported rather than skipped."""

import json
import os
import platform
import re

import pytest

from bench import figures, summary

LIGHTHOUSE = {
    "scores": {
        "/": {"performance": 100, "accessibility": 100, "best-practices": 100, "seo": 100},
        "/services": {"performance": 99, "accessibility": 100, "best-practices": 100, "seo": 100},
    },
    "bare_app_js_bytes": 100_000,
    "home_entry_js_bytes": 90_000,
    "home_first_load_js_bytes": 100_000,
}
FINDER = {
    "runs": 20,
    "submit_p50_ms": 300,
    "submit_p95_ms": 600,
    "render_p50_ms": 200,
    "render_p95_ms": 500,
    "render_in_process_p50_ms": 190,
    "consistency_passed": 23,
    "consistency_runs": 23,
}
BLOG = {"worst_p95_ms": 25.0, "scenarios": {}, "skipped": []}
LOAD = {
    "nothing_lost": True,
    "errors": 0,
    "submissions_p50_ms": 20.0,
    "submissions_p95_ms": 80.0,
    "submissions_p99_ms": 150.0,
    "contact_rps": 300.0,
    "floor_rps": 500.0,
    "noop_rps": 3000.0,
}
OVERVIEW = {
    "p95_90_days_ms": 149.9,
    "p95_12_months_ms": 299.9,
    "p50_90_days_ms": 80.0,
    "p50_12_months_ms": 150.0,
    "total_rows": 637_055,
    "events": 2_000_000,
    "leads": 50_000,
    "timeline_entries": 161_708,
    "ranges": {},
}
BACKUP = {"create_s": 59.9, "restore_s": 59.9, "leads": 50_000, "images": 2_000,
          "rows": 318_569, "backup_mb": 18.1}  # fmt: skip

EVENTS = {
    "events_rps": 1500.0,
    "noop_rps": 3000.0,
    "errors": 0,
    "accepted": 9000,
    "counted": 9000,
    "exactly_once": True,
}

RETENTION = {
    "expired_rows": 100_000,
    "run_seconds": 31.1,
    "before_p50_ms": 6.0,
    "before_p99_ms": 40.0,
    "during_p50_ms": 9.0,
    "during_p99_ms": 199.9,
    "posts_during": 600,
    "errors": 0,
    "all_expired_erased": True,
    "kept": True,
}

NEWSLETTER = {
    "readers": 10_000,
    "seconds": 41.3,
    "messages_per_second": 242,
    "peak_mib_small": 100,
    "peak_mib_big": 120,
    "small": 2_000,
    "admin_p95_ms": 199.9,
    "admin_requests": 400,
    "everyone_once": True,
}
BOOKING = {"engine_p95_ms": 49.9, "booking_p95_ms": 149.9, "booking_failures": 0}
CALENDARS = {"sqlite_p95_ms": 49.9, "postgres_p95_ms": 49.9, "read_p50_ms": 180.0}


@pytest.fixture
def results_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(figures, "RESULTS_DIR", tmp_path)
    return tmp_path


def save_all(**overrides):
    benches = {"lighthouse": LIGHTHOUSE, "finder": FINDER, "blog": BLOG, "load": LOAD,
               "events": EVENTS, "overview": OVERVIEW, "backup": BACKUP,
               "retention": RETENTION, "newsletter": NEWSLETTER,
               "booking": BOOKING, "calendars": CALENDARS}  # fmt: skip
    for name, data in benches.items():
        figures.save_figures(name, {**data, **overrides.get(name, {})}, load_at_start=0.5)


def table(results_dir, capsys, *args):
    code = summary.main(["--results", str(results_dir), *args])
    return code, capsys.readouterr().out


def row(out, figure):
    """The cells after `figure` on its line: value ... goal ... met."""
    line = next(line for line in out.splitlines() if line.startswith(figure))
    return line[len(figure) :].split()


def test_save_figures_records_when_and_where(results_dir):
    path = figures.save_figures("blog", BLOG, load_at_start=1.25, settings={"requests": 100})
    record = json.loads(path.read_text())
    assert path == results_dir / "blog.json"
    assert record["figures"] == BLOG
    assert record["load_at_start"] == 1.25
    assert record["settings"] == {"requests": 100}
    assert record["cpus"] >= 1
    assert record["finished_at"].endswith("+00:00")


def test_goals_met_exactly_at_their_limits(results_dir, capsys):
    save_all()
    code, out = table(results_dir, capsys)

    assert code == 0
    assert row(out, "Intake: POST /api/contact / durable floor")[0] == "60%"
    assert row(out, "Intake: POST /api/contact / durable floor")[-1] == "yes"
    assert row(out, "Finder submit->results p95 / PDF render p95")[0] == "1.20x"
    assert row(out, "Finder submit->results p95 / PDF render p95")[-1] == "yes"
    assert row(out, "Finder PDF render p50")[-1] == "yes"
    assert row(out, "Home first-load JS / bare app")[:1] == ["1.000x"]
    assert row(out, "Home first-load JS / bare app")[-1] == "yes"
    assert row(out, "Lighthouse / (perf/a11y/bp/seo)")[-1] == "yes"
    # A point short of 100 in one category misses the goal.
    assert row(out, "Lighthouse /services (perf/a11y/bp/seo)")[0] == "99/100/100/100"
    assert row(out, "Lighthouse /services (perf/a11y/bp/seo)")[-1] == "NO"
    # The blog's own target is strict: 25 ms is over it.
    assert row(out, "Blog API worst p95 (10k posts)")[-1] == "NO"
    assert row(out, "Events: POST /api/events / no-op")[:4] == ["50%", "(1500", "/", "3000"]
    assert row(out, "Events: POST /api/events / no-op")[-1] == "yes"
    assert row(out, "Events: counted exactly once (totals / accepted)")[-1] == "yes"
    assert row(out, "Overview API p95, 90 days (2M events, 50k leads)") == [
        "150", "ms", "<", "150", "ms", "yes",
    ]  # fmt: skip
    assert row(out, "Overview API p95, 12 months (2M events, 50k leads)")[-1] == "yes"
    assert row(out, "Backup create (50k leads, 2k images, PostgreSQL)") == [
        "59.9", "s", "<", "60", "s", "yes",
    ]  # fmt: skip
    assert row(out, "Backup restore (50k leads, 2k images, PostgreSQL)")[-1] == "yes"
    assert row(out, "Retention: form p99 during the run (before)") == [
        "200", "ms", "(40", "ms)", "<", "200", "ms", "yes",
    ]  # fmt: skip
    assert row(out, "Retention run (100k expired rows)") == ["31", "s"]
    assert row(out, "Newsletter: worker peak memory (2k / 10k subscribers)")[-1] == "yes"
    assert row(out, "Newsletter: admin pages p95 while sending")[-1] == "yes"
    assert row(out, "Booking: free times, 5 people x 21 days x 500 busy (p95)")[-1] == "yes"
    assert row(out, "Booking: submit -> 201 (p95)")[-1] == "yes"
    for stack in ("SQLite", "PostgreSQL"):
        figure = f"Calendars: free times via the busy cache, 5 x 21 days x 500 ({stack}, p95)"
        assert row(out, figure) == ["49.9", "ms", "<", "50", "ms", "yes"]
    assert row(out, "Calendars: one CalDAV read of 500 events (p50)") == ["180", "ms"]
    assert "goals met: 25 of 27" in out


def test_goals_missed_are_reported_not_failed(results_dir, capsys):
    save_all(
        load={"contact_rps": 299.0, "nothing_lost": False, "errors": 3},
        finder={"submit_p95_ms": 601, "render_p50_ms": 201, "consistency_passed": 22},
        lighthouse={"home_first_load_js_bytes": 100_001},
        events={"events_rps": 1499.0, "errors": 1, "counted": 8999, "exactly_once": False},
        overview={"p95_90_days_ms": 150.0, "p95_12_months_ms": 300.0},
        backup={"create_s": 60.0, "restore_s": 75.2},
        retention={"during_p99_ms": 200.0, "kept": False},
        newsletter={"peak_mib_big": 121, "admin_p95_ms": 200.0, "everyone_once": False},
        booking={"engine_p95_ms": 50.0, "booking_p95_ms": 150.0},
        calendars={"sqlite_p95_ms": 50.0, "postgres_p95_ms": 50.1},
    )
    code, out = table(results_dir, capsys)

    assert code == 0
    for figure in (
        "Intake: POST /api/contact / durable floor",
        "Finder submit->results p95 / PDF render p95",
        "Finder PDF render p50",
        "Finder consistency checks passed",
        "Home first-load JS / bare app",
        "Load: submissions lost or duplicated",
        "Load: errors",
        "Events: POST /api/events / no-op",
        "Events: errors",
        "Events: counted exactly once (totals / accepted)",
        "Overview API p95, 90 days (2M events, 50k leads)",
        "Overview API p95, 12 months (2M events, 50k leads)",
        "Backup create (50k leads, 2k images, PostgreSQL)",
        "Backup restore (50k leads, 2k images, PostgreSQL)",
        "Retention: form p99 during the run (before)",
        "Retention: expired erased, recent and new kept",
        "Newsletter: worker peak memory (2k / 10k subscribers)",
        "Newsletter: admin pages p95 while sending",
        "Newsletter: every subscriber exactly once",
        "Booking: free times, 5 people x 21 days x 500 busy (p95)",
        "Booking: submit -> 201 (p95)",
        "Calendars: free times via the busy cache, 5 x 21 days x 500 (SQLite, p95)",
        "Calendars: free times via the busy cache, 5 x 21 days x 500 (PostgreSQL, p95)",
    ):
        assert row(out, figure)[-1] == "NO", figure
    assert row(out, "Intake: POST /api/contact / durable floor")[:4] == [
        "60%",
        "(299",
        "/",
        "500",
    ]


def test_a_bench_without_figures_is_named_and_fails_the_run(results_dir, capsys):
    save_all()
    (results_dir / "load.json").unlink()
    code, out = table(results_dir, capsys)

    assert code == 1
    assert "load_bench.py" in out
    assert "no figures: failed or not run" in out
    assert "Intake" not in out


def test_markdown_table(results_dir, capsys):
    save_all()
    code, out = table(results_dir, capsys, "--markdown")

    assert code == 0
    lines = out.splitlines()
    assert lines[:2] == ["| figure | value | goal | met? |", "|---|---|---|---|"]
    assert "| Finder PDF render p50 | 200 ms | <= 200 ms | yes |" in lines
    assert out.rstrip().splitlines()[-1].startswith("measured ")


def test_a_run_writes_its_report_with_the_table_dates_load_and_machine(
    results_dir, capsys, tmp_path
):
    assert summary.main(["--results", str(results_dir), "--begin"]) == 0
    started = json.loads((results_dir / "run.json").read_text())
    save_all()
    report = tmp_path / "RESULTS.md"
    code, out = table(results_dir, capsys, "--write", str(report))

    assert code == 0
    assert row(out, "Finder PDF render p50")[-1] == "yes"  # the screen's table, as before
    text = report.read_text()
    lines = text.splitlines()
    assert lines[0] == "# Bench results"
    assert f"- Date: {started['started_at'][:10]}" in lines
    start = started["started_at"][:16].replace("T", " ")
    assert any(line.startswith(f"- Run: {start} to ") and line.endswith(" UTC") for line in lines)
    [load] = [line for line in lines if line.startswith("- Load average (1 minute): ")]
    assert re.fullmatch(
        rf"- Load average \(1 minute\): {started['load_at_start']:.2f} at the start, "
        r"\d+\.\d\d at the end",
        load,
    )
    assert "| Finder PDF render p50 | 200 ms | <= 200 ms | yes |" in lines
    assert "goals met: 25 of 27" in lines
    # The machine, as this one is.
    machine = dict(re.findall(r"^\| (\w+) \| (.+) \|$", text.split("## Machine", 1)[1], re.M))
    assert set(machine) == {"CPU", "Cores", "Memory", "OS", "Python", "Node"}
    assert machine["Cores"] == str(os.cpu_count())
    assert machine["Python"] == platform.python_version()
    assert machine["Memory"].endswith(" GiB")
    assert machine["Node"].startswith("v") or machine["Node"] == "not found"


def test_a_report_without_a_recorded_start_says_so(results_dir, capsys, tmp_path):
    save_all()
    report = tmp_path / "RESULTS.md"
    table(results_dir, capsys, "--write", str(report))
    text = report.read_text()
    assert "(start not recorded)" in text
    assert "not recorded at the start" in text


def test_waiting_for_a_quiet_machine_gives_up_at_its_limit_with_the_load_then():
    # A load no machine reaches is quiet at once; a load of 0 is never reached, and a
    # limit of 0 s means no wait: both return the load as it is.
    assert figures.wait_until_quiet(60, quiet=1e9) == figures.load_average()
    assert figures.wait_until_quiet(0, quiet=0) >= 0
