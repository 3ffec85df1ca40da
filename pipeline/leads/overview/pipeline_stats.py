"""The sales pipeline of the leads that arrived in the range: how many reached each stage
(new = all of them), the conversion from the stage before, and the median time from arrival
to the first stage change ("time to first contact", hours) and to won (days).

Conversion is each open stage's and won's share of the open stage before it (contacted of
new, qualified of contacted, won of qualified); lost, which can follow any stage, is its
share of all the range's leads. Reached counts the furthest stage a lead got to: one moved
from new straight to won has been contacted and qualified too (reach.py).

And the discovery calls those leads booked (issue 34): booked (not cancelled, whatever
came of them), attended and no-show (as sales marked them)."""

from __future__ import annotations

from pipeline.leads.overview.ranges import Range
from pipeline.leads.overview.reach import LeadSummary, summarise
from pipeline.leads.stages import PROGRESS, STAGE_LABELS

# stage -> the stage its conversion is measured from (None: the first).
# A call's outcome (models/booking.py) -> its key in the answer.
CALL_OUTCOMES = {"attended": "attended", "no_show": "noShow"}
CALL_ROWS = (("Calls booked", "booked"), ("Calls attended", "attended"),
             ("Calls no-show", "noShow"))  # fmt: skip
CONVERTS_FROM = {
    "new": None,
    "contacted": "new",
    "qualified": "contacted",
    "won": "qualified",
    "lost": "new",
}


def _in_units(seconds, unit: int) -> float | None:
    return None if seconds is None else round(float(seconds) / unit, 1)


def conversion(count: int, before: int | None) -> float | None:
    if not before:
        return None
    return round(count / before, 3)


def pipeline_json(window: Range, summary: LeadSummary | None = None) -> dict:
    summary = summary or summarise(window)
    reached = dict.fromkeys(CONVERTS_FROM, 0)
    for group in summary.groups:
        for stage, rank in PROGRESS.items():
            reached[stage] += group.leads if group.reached >= rank else 0
        reached["lost"] += group.leads if group.lost else 0
    calls = {"booked": 0, "attended": 0, "noShow": 0}
    for group in summary.calls:
        calls["booked"] += group.leads
        if group.call in CALL_OUTCOMES:
            calls[CALL_OUTCOMES[group.call]] += group.leads
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
        "medianHoursToFirstContact": _in_units(summary.median_seconds_to_first_change, 3600),
        "medianDaysToWon": _in_units(summary.median_seconds_to_won, 86400),
        "calls": calls,
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
    rows += [[label, pipeline["calls"][key], ""] for label, key in CALL_ROWS]
    return header, rows
