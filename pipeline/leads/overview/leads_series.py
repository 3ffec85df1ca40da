"""Leads per day or week, stacked by the form they came from, with the previous period's
total. Spam is left out the way the inbox leaves it out by default (`is_spam`, which is set
for honeypot, too-fast and no-timing alike: suspects and decoys included), and a lead counts
on the UTC day it arrived."""

from __future__ import annotations

from collections import defaultdict
from datetime import date

from pipeline.leads.inbox import KIND_LABELS
from pipeline.leads.overview.ranges import Range
from pipeline.models.db import db
from pipeline.models.submission import Submission

# The series' keys in the contract's camelCase, in the order the chart stacks them.
SERIES_KEYS = {
    "contact": "contact",
    "guide": "guide",
    "early_access": "earlyAccess",
    "newsletter": "newsletter",
    "finder": "finder",
    "booking": "booking",
}


def as_date(value) -> date:
    # PostgreSQL's date() answers a date, SQLite's the same day as text.
    return value if isinstance(value, date) else date.fromisoformat(str(value)[:10])


def real_leads():
    return Submission.is_spam.is_(False)


def counts_by_day(since, until) -> list[tuple[date, str, int]]:
    """(day, kind, leads) for every day in [since, until) with any."""
    day = db.func.date(Submission.created_at)
    rows = db.session.execute(
        db.select(day, Submission.kind, db.func.count())
        .where(real_leads(), Submission.created_at >= since, Submission.created_at < until)
        .group_by(day, Submission.kind)
    )
    return [(as_date(found), kind, count) for found, kind, count in rows]


def leads_json(window: Range) -> dict:
    since, _ = window.bounds(previous=True)
    _, until = window.bounds()
    by_period: dict[date, dict[str, int]] = defaultdict(lambda: dict.fromkeys(SERIES_KEYS, 0))
    total = previous = 0
    for day, kind, count in counts_by_day(since, until):
        if day < window.start:
            previous += count
            continue
        total += count
        if kind in SERIES_KEYS:
            by_period[window.period_of(day)][kind] += count
    series = []
    for period in window.periods():
        counts = by_period.get(period) or dict.fromkeys(SERIES_KEYS, 0)
        series.append(
            {"period": period.isoformat(), **{SERIES_KEYS[k]: n for k, n in counts.items()}}
        )
    return {"total": total, "previousTotal": previous, "series": series}


def table(leads: dict) -> tuple[list[str], list[list]]:
    """The chart's numbers as the CSV download has them."""
    header = ["Period", *(KIND_LABELS[kind] for kind in SERIES_KEYS), "Total"]
    rows = [
        [row["period"], *(row[key] for key in SERIES_KEYS.values()),
         sum(row[key] for key in SERIES_KEYS.values())]
        for row in leads["series"]
    ]  # fmt: skip
    return header, rows
