"""The sales inbox: every submission (contact, guide, early access, newsletter, tool
finder) in one list, newest first, filtered by kind, date range, status, handled and text
across the kind's own fields. The detail view is in leads_detail.py, actions in
leads_actions.py, the CSV export in leads_csv.py."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy import Select, or_

from pipeline import mail
from pipeline.leads import scoring
from pipeline.leads.follow_ups import follow_up_json, local_today
from pipeline.leads.person_keys import keys_of
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.finder_run import FinderRun
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission
from pipeline.models.user import User

KIND_LABELS = {
    "contact": "Contact",
    "guide": "Free guide",
    "early_access": "Early access",
    "newsletter": "Newsletter",
    "finder": "Tool finder",
    "booking": "Discovery call",
}
# Why a submission was kept out of the pipeline (web/api/spam.py's reasons). Spam and
# suspects are both stored, never processed, mailed or notified; the inbox says which.
SPAM_LABELS = {
    "honeypot": "Spam: filled in the hidden field",
    "too-fast": "Spam: sent faster than a person could",
    "no-timing": "Suspect: sent without valid form timing",
}
SPAM_CHOICES = ("exclude", "include", "only")
HANDLED_CHOICES = ("yes", "no")
PER_PAGE = 25
SUMMARY_LENGTH = 160


@dataclass(frozen=True)
class LeadFilter:
    kind: str | None = None  # the source form
    status: str | None = None
    stage: str | None = None  # stages.STAGES
    owner: str | None = None  # a user id, or "none" for unassigned leads
    handled: str | None = None  # "yes" | "no" | None (either)
    date_from: date | None = None
    date_to: date | None = None  # inclusive
    q: str | None = None
    spam: str = "exclude"
    min_score: int | None = None  # the person's score (scoring.py), inclusive
    max_score: int | None = None

    @property
    def by_score(self) -> bool:
        return self.min_score is not None or self.max_score is not None

    def admits(self, score: int) -> bool:
        low = self.min_score if self.min_score is not None else 0
        high = self.max_score if self.max_score is not None else scoring.MAX_SCORE
        return low <= score <= high


def iso(moment: datetime | None) -> str | None:
    return moment.isoformat(timespec="seconds") + "Z" if moment else None


def filtered(lead_filter: LeadFilter) -> Select:
    """Submissions with their kind details and handling state, filtered, newest first."""
    query = (
        db.select(Submission, ContactMessage, FinderRun, LeadHandling)
        .outerjoin(ContactMessage, ContactMessage.submission_id == Submission.id)
        .outerjoin(FinderRun, FinderRun.submission_id == Submission.id)
        .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
    )
    f = lead_filter
    if f.kind:
        query = query.where(Submission.kind == f.kind)
    if f.status:
        query = query.where(Submission.status == f.status)
    if f.stage:
        query = query.where(db.func.coalesce(LeadHandling.stage, "new") == f.stage)
    if f.owner == "none":
        query = query.where(LeadHandling.owner_user_id.is_(None))
    elif f.owner:
        query = query.where(LeadHandling.owner_user_id == int(f.owner))
    if f.handled == "yes":
        query = query.where(LeadHandling.handled.is_(True))
    elif f.handled == "no":
        query = query.where(or_(LeadHandling.handled.is_(None), LeadHandling.handled.is_(False)))
    if f.date_from:
        start = datetime.combine(f.date_from, datetime.min.time())
        query = query.where(Submission.created_at >= start)
    if f.date_to:
        end = datetime.combine(f.date_to + timedelta(days=1), datetime.min.time())
        query = query.where(Submission.created_at < end)
    if f.spam == "exclude":
        query = query.where(Submission.is_spam.is_(False))
    elif f.spam == "only":
        query = query.where(Submission.is_spam.is_(True))
    if f.q:
        text = f.q.strip()
        query = query.where(
            or_(
                Submission.name.icontains(text, autoescape=True),
                Submission.email.icontains(text, autoescape=True),
                # Any spelling of the address (SQLite's case-insensitive LIKE is ASCII only).
                Submission.email_key.contains(mail.address_key(text), autoescape=True),
                ContactMessage.message.icontains(text, autoescape=True),
                FinderRun.company_name.icontains(text, autoescape=True),
            )
        )
    return query.order_by(Submission.created_at.desc(), Submission.id.desc())


def summary(submission: Submission, contact: ContactMessage | None,
            test: FinderRun | None) -> str:  # fmt: skip
    if contact is not None:
        text = " ".join(contact.message.split())
        return text if len(text) <= SUMMARY_LENGTH else text[: SUMMARY_LENGTH - 1] + "…"
    if test is not None:
        return f"{test.company_name} ({test.company_size} employees)"
    return KIND_LABELS.get(submission.kind, submission.kind)


def emails_by_submission(submission_ids: list[str]) -> dict[str, list[EmailMessage]]:
    found: dict[str, list[EmailMessage]] = defaultdict(list)
    if submission_ids:
        rows = db.session.scalars(
            db.select(EmailMessage)
            .where(EmailMessage.submission_id.in_(submission_ids))
            .order_by(EmailMessage.created_at, EmailMessage.id)
        )
        for email in rows:
            found[email.submission_id].append(email)
    return found


def flags(submission: Submission, emails: list[EmailMessage]) -> dict:
    """What sales should know before trusting a lead or expecting its emails to be out."""
    spam_label = SPAM_LABELS.get(submission.spam_reason or "", "Spam")
    return {
        "is_spam": submission.is_spam,
        "suspect": submission.spam_reason == "no-timing",
        "spam_label": spam_label if submission.is_spam else None,
        "is_repeat": submission.is_repeat,
        "recipient_limited": any(e.status == "limited" for e in emails),
    }


def owner_emails(rows: list) -> dict[int, str]:
    """The owners' addresses of these (submission, …, handling) rows, by user id."""
    ids = {row[3].owner_user_id for row in rows if row[3] is not None and row[3].owner_user_id}
    if not ids:
        return {}
    return dict(db.session.execute(db.select(User.id, User.email).where(User.id.in_(ids))).all())


def owner_json(handling: LeadHandling | None, emails: dict[int, str]) -> dict | None:
    if handling is None or handling.owner_user_id is None:
        return None
    return {"id": handling.owner_user_id, "email": emails.get(handling.owner_user_id)}


def row_json(submission, contact, test, handling, emails: list[EmailMessage],
             owners: dict[int, str], score: dict | None = None) -> dict:  # fmt: skip
    return {
        "id": submission.id,
        "kind": submission.kind,
        "kind_label": KIND_LABELS.get(submission.kind, submission.kind),
        "created_at": iso(submission.created_at),
        "name": submission.name,
        "email": submission.email,
        "company": test.company_name if test is not None else None,
        "summary": summary(submission, contact, test),
        "status": submission.status,
        # The job's last step (jobs.py); "stage" is the lead's place in the sales pipeline.
        "job_stage": submission.stage,
        "stage": handling.stage if handling is not None else "new",
        "owner": owner_json(handling, owners),
        "follow_up": follow_up_json(handling, local_today()),
        **score_json(score),
        **flags(submission, emails),
        "handled": bool(handling and handling.handled),
        "emails": [
            {"id": e.id, "purpose": e.purpose, "to": e.to_addr, "status": e.status} for e in emails
        ],
    }


def scores_by_email(addresses) -> dict[str, dict]:
    """address → its person's score and reasons (scoring.py)."""
    keys = keys_of(addresses)
    scores = scoring.scores_for(set(keys.values()))
    return {address: scores[key] for address, key in keys.items()}


def score_json(result: dict | None) -> dict:
    if result is None:
        return {"score": 0, "score_reasons": []}
    return {"score": result["score"], "score_reasons": [r["text"] for r in result["reasons"]]}


def scored_ids(lead_filter: LeadFilter) -> list[str]:
    """The ids under the filter, newest first, whose person's score it admits."""
    pairs = db.session.execute(
        filtered(lead_filter).with_only_columns(Submission.id, Submission.email)
    ).all()
    scores = scores_by_email(email for _, email in pairs)
    return [i for i, email in pairs if lead_filter.admits(scores[email]["score"])]


def list_leads(lead_filter: LeadFilter, page: int = 1, per_page: int = PER_PAGE) -> dict:
    query = filtered(lead_filter)
    start = (page - 1) * per_page
    if lead_filter.by_score:
        # The score is worked out, not stored: filter in Python, then fetch one page.
        ids = scored_ids(lead_filter)
        total, window = len(ids), ids[start : start + per_page]
        rows = db.session.execute(query.where(Submission.id.in_(window))).all() if window else []
    else:
        total = db.session.scalar(db.select(db.func.count()).select_from(query.subquery()))
        rows = db.session.execute(query.limit(per_page).offset(start)).all()
    emails = emails_by_submission([row[0].id for row in rows])
    owners = owner_emails(rows)
    scores = scores_by_email(row[0].email for row in rows)
    return {
        "leads": [
            {
                **row_json(*row, emails.get(row[0].id, []), owners),
                **score_json(scores.get(row[0].email)),
            }
            for row in rows
        ],
        "total": total,
        "page": page,
        "per_page": per_page,
    }
