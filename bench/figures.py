"""Each bench's key figures as JSON, for bench/summary.py to put side by side.

A bench still prints its own report; it also calls `save_figures()` with the numbers the
summary's goals are judged on, which land in bench/results/<name>.json (gitignored) with
when, on how many CPUs and under what load they were measured.
"""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime
from pathlib import Path

RESULTS_DIR = Path(__file__).resolve().parent / "results"
RUN_FILE = "run.json"
QUIET_LOAD = 1.0


def load_average() -> float:
    """The one-minute load average: figures from a busy machine mean little."""
    return round(os.getloadavg()[0], 2)


def save_figures(
    name: str, figures: dict, *, load_at_start: float, settings: dict | None = None
) -> Path:
    RESULTS_DIR.mkdir(exist_ok=True)
    record = {
        "bench": name,
        "finished_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "cpus": os.cpu_count(),
        "load_at_start": load_at_start,
        "settings": settings or {},
        "figures": figures,
    }
    path = RESULTS_DIR / f"{name}.json"
    path.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    return path


def wait_until_quiet(at_most: float, quiet: float = QUIET_LOAD) -> float:
    """Waits up to `at_most` seconds for the one-minute load average to fall under `quiet`
    (the build `make bench` runs first leaves it well above); returns the load then."""
    deadline = time.monotonic() + at_most
    while (load := load_average()) >= quiet and time.monotonic() < deadline:
        time.sleep(5)
    return load


def begin_run(directory: Path | None = None) -> Path:
    """Marks the start of a `make bench` run: when, and the load average then (the end's is
    read when bench/summary.py writes bench/RESULTS.md)."""
    directory = directory or RESULTS_DIR
    directory.mkdir(exist_ok=True)
    record = {
        "started_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "load_at_start": load_average(),
    }
    path = directory / RUN_FILE
    path.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    return path


def read_run(directory: Path | None = None) -> dict | None:
    path = (directory or RESULTS_DIR) / RUN_FILE
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None
