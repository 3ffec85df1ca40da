"""The sales pipeline of the leads that arrived in the range: how many reached each stage
(new = all of them), the conversion from the stage before, and the median time from arrival
to the first stage change ("time to first contact", hours) and to won (days).

Conversion is each open stage's and won's share of the open stage before it (contacted of
new, qualified of contacted, won of qualified); lost, which can follow any stage, is its
share of all the range's leads. Medians are PostgreSQL's percentile_cont, in the database;
SQLite has no such aggregate, so there the durations are fetched and Python takes it."""

from __future__ import annotations

import statistics

from sqlalchemy import ColumnElement, Subquery

from pipeline.leads.overview.ranges import Range
from pipeline.leads.overview.reach import facts
from pipeline.leads.stages import PROGRESS, STAGE_LABELS
from pipeline.models.db import db

# stage -> the stage its conversion is measured from (None: the first).
CONVERTS_FROM = {
    "new": None,
    "contacted": "new",
    "qualified": "contacted",
    "won": "qualified",
    "lost": "new",
}
# Seconds from arrival to each of these (facts columns): the two medians.
MEDIANS = ("first_change_at", "first_won_at")


def _postgres() -> bool:
    return db.session.get_bind().dialect.name == "postgresql"


def _seconds(later, earlier) -> ColumnElement:
    if _postgres():
        return db.cast(db.func.extract("epoch", later - earlier), db.Float)
    return (db.func.julianday(later) - db.func.julianday(earlier)) * 86400.0


def _medians(lead: Subquery) -> list[ColumnElement]:
    return [_seconds(lead.c[since], lead.c.created_at) for since in MEDIANS]


def _python_medians(lead: Subquery) -> list[float | None]:
    """SQLite: the durations themselves, and Python's median of each."""
    rows = db.session.execute(
        db.select(*_medians(lead)).where(lead.c.first_change_at.is_not(None))
    ).all()
    found = []
    for index in range(len(MEDIANS)):
        values = [row[index] for row in rows if row[index] is not None]
        found.append(statistics.median(values) if values else None)
    return found


def _in_units(seconds, unit: int) -> float | None:
    return None if seconds is None else round(float(seconds) / unit, 1)


def conversion(count: int, before: int | None) -> float | None:
    if before is None or not before:
        return None
    return round(count / before, 3)


def pipeline_json(window: Range) -> dict:
    lead = facts(window)
    reached_at_least = [db.func.sum(db.case((lead.c.reached >= rank, 1), else_=0))
                        for rank in range(1, len(PROGRESS))]  # fmt: skip
    medians = []
    if _postgres():  # percentile_cont ignores NULLs: leads never moved, or never won
        medians = [db.func.percentile_cont(0.5).within_group(s) for s in _medians(lead)]
    row = db.session.execute(
        db.select(
            db.func.count(), *reached_at_least, db.func.sum(lead.c.lost), *medians
        ).select_from(lead)
    ).one()
    total, contacted, qualified, won, lost = (int(value or 0) for value in row[:5])
    to_contact, to_won = row[5:] if medians else _python_medians(lead)
    reached = {"new": total, "contacted": contacted, "qualified": qualified, "won": won,
               "lost": lost}  # fmt: skip
    stages = [
        {
            "stage": stage,
            "label": STAGE_LABELS[stage],
            "reached": reached[stage],
            "conversion": conversion(reached[stage], reached.get(CONVERTS_FROM[stage] or "")),
        }
        for stage in CONVERTS_FROM
    ]
    return {
        "stages": stages,
        "medianHoursToFirstContact": _in_units(to_contact, 3600),
        "medianDaysToWon": _in_units(to_won, 86400),
    }


def _blank(value):
    return "" if value is None else value


def table(pipeline: dict) -> tuple[list[str], list[list]]:
    header = ["Stage", "Reached", "Conversion from the stage before"]
    rows = [[stage["label"], stage["reached"], _blank(stage["conversion"])]
            for stage in pipeline["stages"]]  # fmt: skip
    for label, key in (("Median hours to first contact", "medianHoursToFirstContact"),
                       ("Median days to won", "medianDaysToWon")):  # fmt: skip
        rows.append([label, _blank(pipeline[key]), ""])
    return header, rows
