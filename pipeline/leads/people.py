"""People: every lead with the same email address is one person.

The address is compared by its stored key, email_key (pipeline.mail.address_key: NFKC,
Unicode case folding, the IDNA domain), worked out in Python when the row was stored, the
same key the GDPR export and erase (data_requests.py) and the retention schedule find a
person's rows by, so a person here is exactly what an erase would remove.

The inbox lists people (newest activity first) under the same filters as leads: a person is
listed when one of their leads matches. Their page (person_timeline.py) shows every lead."""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import func

from pipeline.leads import scoring
from pipeline.leads.inbox import KIND_LABELS, PER_PAGE, LeadFilter, filtered, iso, score_json
from pipeline.leads.person_keys import PERSON_KEY
from pipeline.leads.stages import STAGE_LABELS, stage_of
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission
from pipeline.models.user import User


def leads_of(keys: list[str]) -> dict[str, list[tuple]]:
    """Every lead (Submission, FinderRun, LeadHandling) of these people, newest first."""
    found: dict[str, list[tuple]] = defaultdict(list)
    for start in range(0, len(keys), 500):
        rows = db.session.execute(
            db.select(PERSON_KEY, Submission, FinderRun, LeadHandling)
            .outerjoin(FinderRun, FinderRun.submission_id == Submission.id)
            .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
            .where(PERSON_KEY.in_(keys[start : start + 500]))
            .order_by(Submission.created_at.desc(), Submission.id.desc())
        ).all()
        for key, *lead in rows:
            found[key].append(tuple(lead))
    return found


def person_summary(key: str, leads: list[tuple], owners: dict[int, str],
                   score: dict | None) -> dict:  # fmt: skip
    """One person as the people list shows them (`leads` newest first)."""
    latest = leads[0][0]
    real = [row for row in leads if not row[0].is_spam] or leads
    stages: dict[str, int] = defaultdict(int)
    for _, _, handling in real:
        stages[stage_of(handling)] += 1
    owner_ids = {h.owner_user_id for _, _, h in real if h is not None and h.owner_user_id}
    return {
        "lead_id": latest.id,  # the person's page is /admin/people/<any of their lead ids>
        "email": key,
        "name": next((row[0].name for row in leads if row[0].name), None),
        "company": next((t.company_name for _, t, _ in leads if t is not None), None),
        "lead_count": len(real),
        "kinds": sorted({KIND_LABELS.get(row[0].kind, row[0].kind) for row in real}),
        "stages": {STAGE_LABELS[s]: n for s, n in stages.items()},
        "owners": sorted(owners.get(uid, "a removed account") for uid in owner_ids),
        "first_at": iso(leads[-1][0].created_at),
        "latest_at": iso(latest.created_at),
        **score_json(score),
    }


def _owner_emails(groups: dict[str, list[tuple]]) -> dict[int, str]:
    ids = {h.owner_user_id for rows in groups.values() for _, _, h in rows if h and h.owner_user_id}
    if not ids:
        return {}
    return dict(db.session.execute(db.select(User.id, User.email).where(User.id.in_(ids))).all())


def matching_keys(lead_filter: LeadFilter):
    """(key, latest) of every person with a lead under the filter, newest activity first."""
    ids = filtered(lead_filter).with_only_columns(Submission.id).order_by(None)
    latest = func.max(Submission.created_at).label("latest")
    return (
        db.select(PERSON_KEY.label("key"), latest)
        .where(Submission.id.in_(ids.scalar_subquery()))
        .group_by(PERSON_KEY)
        .order_by(latest.desc(), PERSON_KEY)
    )


def list_people(lead_filter: LeadFilter, page: int = 1, per_page: int = PER_PAGE) -> dict:
    query = matching_keys(lead_filter)
    start = (page - 1) * per_page
    if lead_filter.by_score:
        # The score is worked out, not stored: filter in Python, then take one page.
        every = [row.key for row in db.session.execute(query)]
        scores = scoring.scores_for(every)
        every = [key for key in every if lead_filter.admits(scores[key]["score"])]
        total, keys = len(every), every[start : start + per_page]
    else:
        total = db.session.scalar(db.select(func.count()).select_from(query.subquery()))
        keys = [row.key for row in db.session.execute(query.limit(per_page).offset(start))]
        scores = scoring.scores_for(keys)
    groups = leads_of(keys)
    owners = _owner_emails(groups)
    return {
        "people": [
            person_summary(key, groups[key], owners, scores.get(key))
            for key in keys
            if groups.get(key)
        ],
        "total": total,
        "page": page,
        "per_page": per_page,
    }
