"""How far each lead that arrived in a range got in the sales pipeline, as one subquery the
pipeline and sources figures both read: the furthest open-or-won stage it ever reached,
whether it was ever lost, and when its stage first changed and when it first became won.

"Reached" counts the furthest stage, not each stage visited: sales may move a lead from new
straight to won (a first call can end in a sale), and such a lead has still been contacted
and qualified. The timeline (lead_events, kind "stage") says what happened, and the current
stage (lead_handling) covers a lead moved before the timeline existed."""

from __future__ import annotations

from sqlalchemy import ColumnElement, Subquery

from pipeline.leads.overview.ranges import Range
from pipeline.models.db import db
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission

# The stages a lead passes through on its way to won, by how far along they are.
RANKS = {"new": 0, "contacted": 1, "qualified": 2, "won": 3}


def rank_of(column) -> ColumnElement:
    return db.case(*((column == stage, rank) for stage, rank in RANKS.items() if rank), else_=0)


def arrived(window: Range) -> list[ColumnElement]:
    since, until = window.bounds()
    return [
        Submission.is_spam.is_(False),
        Submission.created_at >= since,
        Submission.created_at < until,
    ]


def facts(window: Range) -> Subquery:
    """One row per real lead that arrived in the range: id, created_at, referrer, utm,
    source_page, reached (0-3, RANKS), lost (0/1), first_change_at, first_won_at."""
    in_range = db.select(Submission.id).where(*arrived(window))
    stage_events = (
        db.select(
            LeadEvent.submission_id.label("lead_id"),
            db.func.max(rank_of(LeadEvent.to_value)).label("rank"),
            db.func.max(db.case((LeadEvent.to_value == "lost", 1), else_=0)).label("lost"),
            db.func.min(LeadEvent.created_at).label("first_change_at"),
            db.func.min(
                db.case((LeadEvent.to_value == "won", LeadEvent.created_at), else_=None)
            ).label("first_won_at"),
        )
        .where(LeadEvent.kind == "stage", LeadEvent.submission_id.in_(in_range))
        .group_by(LeadEvent.submission_id)
        .subquery()
    )
    now_rank = rank_of(LeadHandling.stage)
    ever_rank = db.func.coalesce(stage_events.c.rank, 0)
    changed_at = LeadHandling.stage_changed_at
    return (
        db.select(
            Submission.id,
            Submission.created_at,
            Submission.referrer,
            Submission.utm,
            Submission.source_page,
            db.case((now_rank > ever_rank, now_rank), else_=ever_rank).label("reached"),
            db.case(
                (LeadHandling.stage == "lost", 1), else_=db.func.coalesce(stage_events.c.lost, 0)
            ).label("lost"),
            db.func.coalesce(stage_events.c.first_change_at, changed_at).label("first_change_at"),
            db.func.coalesce(
                stage_events.c.first_won_at,
                db.case((LeadHandling.stage == "won", changed_at), else_=None),
            ).label("first_won_at"),
        )
        .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
        .outerjoin(stage_events, stage_events.c.lead_id == Submission.id)
        .where(*arrived(window))
        .subquery("lead_facts")
    )
