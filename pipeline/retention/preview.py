"""What the next run would delete, kind by kind: the admin's retention page and `flask
retention preview` (and `run --dry-run`). The rules' own selections, counted."""

from __future__ import annotations

from datetime import date, datetime

from pipeline.models.db import utcnow
from pipeline.retention.rules import RULES
from pipeline.retention.schedule import schedule_json


def iso(moment: datetime | date | None) -> str | None:
    if moment is None:
        return None
    if isinstance(moment, datetime):
        return moment.isoformat(timespec="seconds") + "Z"
    return moment.isoformat()


def due(now: datetime | None = None) -> dict[str, dict]:
    """{kind: {"count", "oldest"}} for every kind with a rule."""
    now = now or utcnow()
    found = {}
    for rule in RULES:
        what = rule.due(now)
        found[rule.kind.key] = {"count": what.count, "oldest": iso(what.oldest)}
    return found


def next_run(now: datetime | None = None) -> list[dict]:
    """The schedule, each kind with what the next run would delete (None: deleted with
    another kind)."""
    found = due(now)
    return [{**row, "due": found.get(row["kind"])} for row in schedule_json()]
