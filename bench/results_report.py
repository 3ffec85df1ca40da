"""bench/RESULTS.md: the latest `make bench` run as a page to commit and read later (the
summary table, when the run began and ended, the load average at both ends, and the
machine), written by `bench/summary.py --write`."""

from __future__ import annotations

from datetime import datetime

INTRO = (
    "The latest `make bench` run, written by `bench/summary.py --write bench/RESULTS.md`. "
    "Each bench prints its own detail; `bench/results/*.json` holds the figures."
)


def _when(iso: str) -> str:
    return iso[:16].replace("T", " ")


def results_markdown(
    table: str,
    run: dict | None,
    load_at_end: float,
    written_at: datetime,
    machine: dict[str, str],
) -> str:
    ended = written_at.isoformat(timespec="seconds")
    if run:
        date = run["started_at"][:10]
        period = f"{_when(run['started_at'])} to {_when(ended)} UTC"
        start_load = f"{run['load_at_start']:.2f}"
    else:  # the summary alone, without `--begin` before the benches
        date = ended[:10]
        period = f"ended {_when(ended)} UTC (start not recorded)"
        start_load = "not recorded"
    lines = [
        "# Bench results",
        "",
        INTRO,
        "",
        f"- Date: {date}",
        f"- Run: {period}",
        f"- Load average (1 minute): {start_load} at the start, {load_at_end:.2f} at the end",
        "",
        table,
        "",
        "## Machine",
        "",
        "| | |",
        "|---|---|",
        *(f"| {name} | {value} |" for name, value in machine.items()),
    ]
    return "\n".join(lines) + "\n"
