"""How far each lead that arrived in a range got in the sales pipeline, as one subquery the
pipeline and sources figures both read: the furthest of new/contacted/qualified/won it ever
reached, whether it was ever lost, when its stage first changed and when it first became
won. Read from lead_handling, where stages.set_stage keeps them with every change (a lead
with no row has never been moved: new, nothing else)."""

from __future__ import annotations

from sqlalchemy import ColumnElement, Subquery

from pipeline.leads.overview.ranges import Range
from pipeline.leads.stages import PROGRESS
from pipeline.models.db import db
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission

WON, QUALIFIED = PROGRESS["won"], PROGRESS["qualified"]


def rank_of(column) -> ColumnElement:
    return db.case(*((column == stage, rank) for stage, rank in PROGRESS.items() if rank),
                   else_=0)  # fmt: skip


def facts(window: Range) -> Subquery:
    """One row per real lead that arrived in the range: id, created_at, referrer, utm,
    source_page, reached (0-3, stages.PROGRESS), lost (0/1), first_change_at,
    first_won_at."""
    since, until = window.bounds()
    return (
        db.select(
            Submission.id,
            Submission.created_at,
            Submission.referrer,
            Submission.utm,
            Submission.source_page,
            rank_of(LeadHandling.furthest_stage).label("reached"),
            db.case((LeadHandling.lost_at.is_not(None), 1), else_=0).label("lost"),
            LeadHandling.first_stage_change_at.label("first_change_at"),
            LeadHandling.won_at.label("first_won_at"),
        )
        .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
        .where(
            Submission.is_spam.is_(False),
            Submission.created_at >= since,
            Submission.created_at < until,
        )
        .subquery("lead_facts")
    )
