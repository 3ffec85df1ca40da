"""A lead's stage in the sales pipeline: new → contacted → qualified → won | lost.

Sales may move a lead to any stage (a first call can end in "won"), but "lost" needs a
reason from LOST_REASONS (with sales' own words, which "other" can't do without), and every
change is on the lead's timeline with who, when, from and to. Won and lost are closed: their
follow-ups are no longer chased (follow_ups.py)."""

from __future__ import annotations

from datetime import datetime

from pipeline import webhooks
from pipeline.leads import events
from pipeline.leads.sales_state import handling_row, invalid
from pipeline.models.db import db, utcnow
from pipeline.models.lead_handling import LeadHandling

STAGE_LABELS = {
    "new": "New",
    "contacted": "Contacted",
    "qualified": "Qualified",
    "won": "Won",
    "lost": "Lost",
}
STAGES = tuple(STAGE_LABELS)
OPEN_STAGES = ("new", "contacted", "qualified")
# How far along the way to won each stage is (lost is off the way: kept as lost_at).
PROGRESS = {"new": 0, "contacted": 1, "qualified": 2, "won": 3}
LOST_REASONS = {
    "no_budget": "No budget",
    "no_response": "Never replied",
    "chose_competitor": "Chose someone else",
    "not_a_fit": "Not a fit for what we do",
    "bad_timing": "Not the right time",
    "not_a_lead": "Not a real enquiry",
    "other": "Other",
}
LOST_DETAIL_MAX = 500

NEEDS_REASON = "Say why the lead was lost: choose a reason from the list."
NEEDS_DETAIL = "Say in a few words why the lead was lost."


def stage_of(row: LeadHandling | None) -> str:
    return row.stage if row is not None else "new"


def lost_text(reason: str | None, detail: str | None) -> str | None:
    """The reason as the timeline, the CSV and the digest show it."""
    if not reason:
        return None
    label = LOST_REASONS.get(reason, reason)
    return f"{label}: {detail}" if detail else label


def record_progress(row: LeadHandling, stage: str, now: datetime) -> None:
    """The stage change's time, and how far the lead has now got (models/lead_handling.py):
    kept with the change itself, as the stage is, so the two can't disagree."""
    row.stage_changed_at = now
    if row.first_stage_change_at is None:
        row.first_stage_change_at = now
    if PROGRESS.get(stage, 0) > PROGRESS.get(row.furthest_stage or "new", 0):
        row.furthest_stage = stage
    if stage == "won" and row.won_at is None:
        row.won_at = now
    if stage == "lost" and row.lost_at is None:
        row.lost_at = now


def set_stage(
    submission_id: str,
    stage: str,
    actor_id: int | None,
    lost_reason: str | None = None,
    lost_detail: str | None = None,
) -> LeadHandling:
    """Move the lead (and commit); moving it to the stage it is at changes nothing."""
    if stage not in STAGE_LABELS:
        raise invalid("stage", "Choose a stage from the list.")
    detail = " ".join((lost_detail or "").split()) or None
    if stage == "lost":
        if lost_reason not in LOST_REASONS:
            raise invalid("lost_reason", NEEDS_REASON)
        if lost_reason == "other" and not detail:
            raise invalid("lost_detail", NEEDS_DETAIL)
    else:
        lost_reason = detail = None  # a reason belongs to "lost" only
    row = handling_row(submission_id)
    before = stage_of(row)
    if (before, row.lost_reason, row.lost_detail) == (stage, lost_reason, detail):
        return row
    row.stage, row.lost_reason, row.lost_detail = stage, lost_reason, detail
    record_progress(row, stage, utcnow())
    row.updated_by_user_id = actor_id
    jobs = events.stage_changed(
        submission_id, before, stage, actor_id, lost_text(lost_reason, detail)
    )
    db.session.commit()
    webhooks.hand_off(jobs)
    return row
