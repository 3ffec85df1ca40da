"""How far the leads that arrived in a range got in the sales pipeline, read once for both
the pipeline and the sources figures: the leads counted per (referrer, UTM tags, furthest
stage reached, ever lost), and the median time from arrival to the first stage change and
to won. Read from lead_handling, where stages.set_stage keeps each lead's progress with
every move (a lead without a row has never been moved: new, nothing else). And the
discovery calls those leads booked (issue 34), per referrer, UTM tags and outcome, in a
query of their own over the booking leads alone (a booking is a lead of its own, of kind
"booking": ix_submissions_kind_created finds them), which costs the 12 months of the
overview bench about half what joining every lead of the range to the bookings did.

Grouped in the database, so Python handles each distinct referrer once, not each lead; the
UTM JSON is grouped as text, which is safe because every lead's tags are written by the same
json.dumps. Medians are PostgreSQL's percentile_cont, over the same materialised rows in
the same statement; SQLite has no such aggregate, so there the durations are fetched and
Python takes them."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from sqlalchemy import ColumnElement, Select, Subquery

from pipeline.leads.overview.ranges import Range
from pipeline.leads.stages import PROGRESS
from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission

WON, QUALIFIED = PROGRESS["won"], PROGRESS["qualified"]
# What the leads are counted by, and (facts columns) the seconds of the two medians.
KEYS = ("referrer", "utm", "reached", "lost", "source_page", "asked_plan")
MEDIANS = ("first_change_at", "first_won_at")
BOOKING_KIND = "booking"  # the kind of every booking's own lead (pipeline/booking/reserve.py)


@dataclass(frozen=True)
class Group:
    referrer: str | None
    utm: str | None  # the JSON as stored, as text
    reached: int  # stages.PROGRESS
    lost: int  # 1 if ever lost
    # Only for won leads (None otherwise): what their plan is read from (plans.plan_key_of).
    source_page: str | None
    asked_plan: str | None
    leads: int


@dataclass(frozen=True)
class CallGroup:
    """Calls booked, not cancelled, by the range's leads from one source with one outcome."""

    referrer: str | None
    utm: str | None  # the JSON as stored, as text
    call: str  # "booked" (no outcome yet), "attended" or "no_show"
    leads: int


@dataclass(frozen=True)
class LeadSummary:
    groups: list[Group]
    median_seconds_to_first_change: float | None
    median_seconds_to_won: float | None
    calls: list[CallGroup] = field(default_factory=list)


def rank_of(column) -> ColumnElement:
    return db.case(*((column == stage, rank) for stage, rank in PROGRESS.items() if rank),
                   else_=0)  # fmt: skip


def _arrived(window: Range) -> list[ColumnElement]:
    since, until = window.bounds()
    return [
        Submission.is_spam.is_(False),
        Submission.created_at >= since,
        Submission.created_at < until,
    ]


def _postgres() -> bool:
    return db.session.get_bind().dialect.name == "postgresql"


def _seconds(later, earlier) -> ColumnElement:
    if _postgres():
        return db.cast(db.func.extract("epoch", later - earlier), db.Float)
    return (db.func.julianday(later) - db.func.julianday(earlier)) * 86400.0


def facts(window: Range) -> Select:
    """One row per real lead that arrived in the range: referrer, utm (text), reached,
    lost, a won lead's source page and asked-for plan, and the seconds to its first stage
    change and to won (None: not yet)."""
    arrived = Submission.created_at
    won = LeadHandling.furthest_stage == "won"
    return (
        db.select(
            Submission.referrer,
            db.cast(Submission.utm, db.Text).label("utm"),
            rank_of(LeadHandling.furthest_stage).label("reached"),
            db.case((LeadHandling.lost_at.is_not(None), 1), else_=0).label("lost"),
            db.case((won, Submission.source_page), else_=None).label("source_page"),
            db.case((won, ContactMessage.plan), else_=None).label("asked_plan"),
            _seconds(LeadHandling.first_stage_change_at, arrived).label("first_change_at"),
            _seconds(LeadHandling.won_at, arrived).label("first_won_at"),
        )
        .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
        .outerjoin(ContactMessage, ContactMessage.submission_id == Submission.id)
        .where(*_arrived(window))
    )


def booked_calls(window: Range) -> list[CallGroup]:
    """The range's leads' calls still held (a booking is a lead of its own: one a lead)."""
    utm = db.cast(Submission.utm, db.Text)
    call = db.func.coalesce(Booking.outcome, "booked")
    rows = db.session.execute(
        db.select(Submission.referrer, utm, call, db.func.count())
        .select_from(Booking)
        .join(Submission, Submission.id == Booking.submission_id)
        .where(Booking.status == CONFIRMED, Submission.kind == BOOKING_KIND, *_arrived(window))
        .group_by(Submission.referrer, utm, call)
    ).all()
    return [CallGroup(*row) for row in rows]


def _python_medians(lead: Subquery) -> list[float | None]:
    rows = db.session.execute(
        db.select(*(lead.c[m] for m in MEDIANS)).where(lead.c.first_change_at.is_not(None))
    ).all()
    found = []
    for index in range(len(MEDIANS)):
        values = [row[index] for row in rows if row[index] is not None]
        found.append(statistics.median(values) if values else None)
    return found


def summarise(window: Range) -> LeadSummary:
    if not _postgres():
        lead = facts(window).subquery("lead_facts")
        keys = [lead.c[key] for key in KEYS]
        rows = db.session.execute(db.select(*keys, db.func.count()).group_by(*keys)).all()
        medians = _python_medians(lead)
        return LeadSummary([Group(*row) for row in rows], *medians, booked_calls(window))
    # One pass over the leads (the join is the cost), materialised once: the groups, and one
    # row with the medians (percentile_cont ignores leads never moved, or never won).
    lead = facts(window).cte("lead_facts").prefix_with("MATERIALIZED")
    keys = [lead.c[key] for key in KEYS]
    nothing = db.cast(db.null(), db.Float)
    grouped = db.select(db.literal(False), *keys, db.func.count(), nothing, nothing)
    medians = db.select(
        db.literal(True),  # marks the medians' row: UNION ALL promises no order
        *(db.null() for _ in keys),
        db.func.count(),
        *(db.func.percentile_cont(0.5).within_group(lead.c[m]) for m in MEDIANS),
    )
    rows = db.session.execute(db.union_all(grouped.group_by(*keys), medians)).all()
    [last] = [row for row in rows if row[0]]
    groups = [Group(*row[1 : len(KEYS) + 2]) for row in rows if not row[0]]
    return LeadSummary(groups, *last[len(KEYS) + 2 :], booked_calls(window))
