"""The rules that erase people's data, through the leads' own erase() (pipeline/leads/
data_requests.py): the same rows, files, jobs, webhook payloads, person.erased event (reason
"retention") and hash-only audit entry as an erasure on request, a batch of people per
transaction. Each keeps the person's suppression entry.

- spam: spam and suspect submissions older than RETENTION_SPAM_DAYS.
- unsubscribed: sign-ups that were unsubscribed (their suppression entry stays).
- unconfirmed_signups: newsletter sign-ups never confirmed within
  RETENTION_UNCONFIRMED_SIGNUP_DAYS (the sign-up and its consent record; the submission is
  a lead like any other).
- leads: everyone whose newest activity (a submission, a stage change, a note, a timeline
  event, a discovery call: its time, or its last change) is older than RETENTION_LEAD_MONTHS.
  A booked call goes with its lead (erase() takes it), so what the visitor typed when
  booking is kept exactly as long as the lead. A confirmed subscriber keeps the submissions
  of the lists they are subscribed to (how they subscribed) and is never erased whole.

A rule that leaves a person with no lead and no sign-up erases the whole person."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime

from sqlalchemy import and_, exists, func, union_all

from pipeline import leads
from pipeline.models.booking import Booking
from pipeline.models.db import db
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.lead_note import LeadNote
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.retention import schedule
from pipeline.retention.rules.rule import Due, Rule, batches

# The person is the stored key of their address (mail.address_key), never SQL lower().
PERSON = Submission.email_key
REAL = Submission.is_spam.is_(False)


def _erase(rows: list[tuple], size: int, signups: bool = False) -> int:
    """rows: (id, person) of submissions (or of sign-ups); erased a batch at a time."""
    erased = 0
    for batch in batches(rows, size):
        ids = defaultdict(list)
        for row_id, person in batch:
            ids[person].append(row_id)
        leads.erase(
            [
                leads.Erasure(
                    person,
                    submissions=() if signups else tuple(mine),
                    signups=tuple(mine) if signups else (),
                    keep_suppression=True,
                )
                for person, mine in ids.items()
            ],
            None,
            reason="retention",
        )
        erased += len(batch)
    return erased


def _due(query) -> Due:
    selected = query.subquery()
    count, oldest = db.session.execute(
        db.select(func.count(), func.min(selected.c.created_at))
    ).one()
    return Due(count, oldest)


# --- spam -----------------------------------------------------------------------------


def _spam(now: datetime):
    cutoff = schedule.SPAM.cutoff(now)
    return db.select(Submission.id, PERSON.label("person"), Submission.created_at).where(
        Submission.is_spam.is_(True), Submission.created_at < cutoff
    )


def _apply_spam(now: datetime, size: int) -> int:
    rows = db.session.execute(_spam(now).order_by(Submission.created_at)).all()
    return _erase([(sub, person) for sub, person, _ in rows], size)


SPAM = Rule(schedule.SPAM, lambda now: _due(_spam(now)), _apply_spam)


# --- sign-ups -------------------------------------------------------------------------


def _signups(*conditions):
    return db.select(Signup.id, Signup.email_key.label("person"), Signup.created_at).where(
        *conditions
    )


def _unsubscribed(now: datetime):
    return _signups(Signup.status == "unsubscribed")


def _unconfirmed(now: datetime):
    return _signups(
        Signup.status == "pending", Signup.created_at < schedule.UNCONFIRMED.cutoff(now)
    )


def _apply_signups(select):
    def apply(now: datetime, size: int) -> int:
        rows = db.session.execute(select(now).order_by(Signup.id)).all()
        return _erase([(signup, person) for signup, person, _ in rows], size, signups=True)

    return apply


UNSUBSCRIBED = Rule(
    schedule.SUBSCRIBERS, lambda now: _due(_unsubscribed(now)), _apply_signups(_unsubscribed)
)
UNCONFIRMED = Rule(
    schedule.UNCONFIRMED, lambda now: _due(_unconfirmed(now)), _apply_signups(_unconfirmed)
)


# --- leads ----------------------------------------------------------------------------


def _activity():
    """(person, when) for every moment a person's real leads were active."""

    def of(column, model=None, *extra):
        query = db.select(PERSON.label("person"), column.label("at")).where(REAL, *extra)
        if model is not None:
            query = query.join(model, model.submission_id == Submission.id)
        return query

    return union_all(
        of(Submission.created_at),
        of(LeadEvent.created_at, LeadEvent),
        of(LeadNote.created_at, LeadNote),
        of(LeadHandling.stage_changed_at, LeadHandling, LeadHandling.stage_changed_at.is_not(None)),
        of(Booking.starts_at, Booking),
        of(Booking.updated_at, Booking),
    ).subquery()


def _inactive_people(cutoff: datetime, among: list[str] | None = None):
    activity = _activity()
    query = db.select(activity.c.person).group_by(activity.c.person)
    if among is not None:
        query = query.where(activity.c.person.in_(among))
    return query.having(func.max(activity.c.at) < cutoff)


# A confirmed subscriber's submissions to the lists they are on: how they subscribed.
_SUBSCRIBED_BY = exists().where(
    and_(
        Signup.email_key == PERSON,
        Signup.list_name == Submission.kind,
        Signup.status == "subscribed",
    )
)


def _leads(now: datetime, among: list[str] | None = None):
    inactive = _inactive_people(schedule.LEADS.cutoff(now), among)
    return db.select(Submission.id, PERSON.label("person"), Submission.created_at).where(
        REAL, PERSON.in_(inactive), ~_SUBSCRIBED_BY
    )


def _apply_leads(now: datetime, size: int) -> int:
    rows = db.session.execute(_leads(now).order_by(PERSON, Submission.id)).all()
    erased = 0
    for batch in batches([(sub, person) for sub, person, _ in rows], size):
        # Asked again just before erasing: a person who sent a form or got a note since
        # the run began keeps everything.
        still = {sub for sub, _, _ in db.session.execute(
            _leads(now, sorted({person for _, person in batch})))}  # fmt: skip
        erased += _erase([row for row in batch if row[0] in still], size)
    return erased


LEADS = Rule(schedule.LEADS, lambda now: _due(_leads(now)), _apply_leads)
