"""The funnels of the quiz, the tool finder and each form, from the daily event totals
(models/analytics_total.py, read through their per-step rollup, analytics_rollup.py): each
step's count in the range and in the previous period, and
the drop-off from the step before (1 - count / the previous step's count)."""

from __future__ import annotations

from pipeline.leads.overview.ranges import Range
from pipeline.models.analytics_rollup import AnalyticsDailyStep
from pipeline.models.db import db

FORM_STEPS = (("view", ""), ("start", ""), ("submit", ""))
# A discovery call booked on /book (issue 34): the step after the quiz's and the finder's
# "Book a Free Discovery Call" click, and the booking page's own last step.
BOOKED = ("booking_confirmed", "")
QUESTIONS = ("1", "2", "3", "4", "5")
# flow -> (label, its steps in order as (step, question)).
FUNNELS = {
    "quiz": (
        "Plan quiz",
        (
            ("view", ""),
            ("start", ""),
            *(("answer", q) for q in QUESTIONS),
            ("result", ""),
            ("cta", ""),
            BOOKED,
        ),
    ),  # fmt: skip
    "finder": (
        "Tool finder",
        (("view", ""), ("start", ""), ("submit", ""), ("result", ""), ("cta", ""), BOOKED),
    ),
    "contact": ("Contact form", FORM_STEPS),
    "guide": ("Free guide", FORM_STEPS),
    "early-access": ("Early access", FORM_STEPS),
    "newsletter": ("Newsletter", FORM_STEPS),
    "booking": ("Discovery call booking", (*FORM_STEPS, BOOKED)),
}
STEP_LABELS = {
    "view": "Page viewed",
    "start": "Started",
    "submit": "Submitted",
    "cta": 'Clicked "Book a Free Discovery Call"',
    "booking_confirmed": "Booked a call",
}
RESULT_LABELS = {"quiz": "Result shown", "finder": "Results shown"}


def step_label(flow: str, step: str, question: str) -> str:
    if step == "answer":
        return f"Question {question} answered"
    if step == "result":
        return RESULT_LABELS.get(flow, "Result shown")
    return STEP_LABELS[step]


def drop_off(count: int, before: int | None) -> float | None:
    """1 - count/before, rounded to 0.001; None for the first step or after a step of 0."""
    if not before:
        return None
    return round(1 - count / before, 3)


def step_counts(window: Range) -> dict[tuple[str, str, str], tuple[int, int]]:
    """(flow, step, question) -> (count in the range, count in the previous period), in one
    pass over both periods' daily step rollup."""
    steps = AnalyticsDailyStep
    current = steps.day >= window.start
    rows = db.session.execute(
        db.select(
            steps.flow,
            steps.step,
            steps.question,
            db.func.sum(db.case((current, steps.count), else_=0)),
            db.func.sum(db.case((current, 0), else_=steps.count)),
        )
        .where(steps.day >= window.previous_start, steps.day <= window.end)
        .group_by(steps.flow, steps.step, steps.question)
    )
    return {(flow, step, q): (int(now or 0), int(before or 0))
            for flow, step, q, now, before in rows}  # fmt: skip


def funnels_json(window: Range) -> list[dict]:
    counts = step_counts(window)
    funnels = []
    for flow, (label, steps) in FUNNELS.items():
        shown, before = [], None
        for step, question in steps:
            count, previous = counts.get((flow, step, question), (0, 0))
            shown.append(
                {
                    "step": step,
                    "question": question or None,
                    "label": step_label(flow, step, question),
                    "count": count,
                    "previous": previous,
                    "dropOff": drop_off(count, before),
                }
            )
            before = count
        funnels.append({"flow": flow, "label": label, "steps": shown})
    return funnels


def table(funnels: list[dict]) -> tuple[list[str], list[list]]:
    header = ["Funnel", "Step", "Count", "Previous period", "Drop-off"]
    rows = [
        [funnel["label"], step["label"], step["count"], step["previous"],
         "" if step["dropOff"] is None else step["dropOff"]]
        for funnel in funnels
        for step in funnel["steps"]
    ]  # fmt: skip
    return header, rows
