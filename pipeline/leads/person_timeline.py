"""One person's page: every lead they sent, and one timeline of everything that happened
to them: each submission, each email (to them, or to sales about them), each consent they
gave and each confirmation or unsubscribe, and every stage, owner, note and follow-up
change sales made on any of their leads."""

from __future__ import annotations

from sqlalchemy import or_

from pipeline.leads import scoring
from pipeline.leads.inbox import KIND_LABELS, iso, owner_emails, owner_json, summary
from pipeline.leads.people import leads_of, person_summary
from pipeline.leads.person_keys import PERSON_KEY, emails_to
from pipeline.leads.stages import STAGE_LABELS, stage_of
from pipeline.leads.timeline import events_for
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.signups import LISTS


def _entry(at, kind: str, title: str, lead_id: str | None = None, text: str | None = None,
           actor: str | None = None) -> dict:  # fmt: skip
    return {"at": iso(at), "type": kind, "lead_id": lead_id, "title": title, "from": None,
            "to": None, "text": text, "actor": actor}  # fmt: skip


def _list_label(name: str) -> str:
    return LISTS[name].label if name in LISTS else name


def _signup_entries(signups: list[Signup], consents: list[ConsentRecord]) -> list[dict]:
    by_signup = {s.id: s for s in signups}
    entries = [
        _entry(
            c.created_at,
            "consent",
            f"Consent: {_list_label(by_signup[c.signup_id].list_name)}",
            by_signup[c.signup_id].submission_id,
            f"{c.wording} (version {c.version})",
        )  # fmt: skip
        for c in consents
    ]
    for signup in signups:
        label = _list_label(signup.list_name)
        if signup.confirmed_at:
            entries.append(_entry(signup.confirmed_at, "signup", f"Confirmed: {label}",
                                  signup.submission_id))  # fmt: skip
        if signup.unsubscribed_at:
            entries.append(_entry(signup.unsubscribed_at, "signup", f"Unsubscribed: {label}",
                                  signup.submission_id))  # fmt: skip
    return entries


def person(lead_id: str) -> dict | None:
    key = db.session.scalar(db.select(PERSON_KEY).where(Submission.id == lead_id))
    if key is None:
        return None
    leads = leads_of([key])[key]
    ids = [row[0].id for row in leads]
    contacts = {
        c.submission_id: c
        for c in db.session.scalars(
            db.select(ContactMessage).where(ContactMessage.submission_id.in_(ids))
        )
    }
    emails = list(db.session.scalars(
        db.select(EmailMessage).where(or_(EmailMessage.submission_id.in_(ids),
                                          emails_to(key)))
    ))  # fmt: skip
    signups = list(db.session.scalars(db.select(Signup).where(Signup.email_key == key)))
    consents = list(db.session.scalars(
        db.select(ConsentRecord).where(ConsentRecord.signup_id.in_([s.id for s in signups]))
    ))  # fmt: skip
    owners = owner_emails([(s, None, None, h) for s, _, h in leads])

    timeline = [
        _entry(
            s.created_at,
            "submission",
            f"{KIND_LABELS.get(s.kind, s.kind)} form",
            s.id,
            summary(s, contacts.get(s.id), t),
        )  # fmt: skip
        for s, t, _ in leads
    ]
    timeline += [
        _entry(
            e.created_at,
            "email",
            f"Email to {e.to_addr}: {e.subject}",
            e.submission_id,
            f"{e.purpose}, {e.status}",
        )  # fmt: skip
        for e in emails
    ]
    timeline += _signup_entries(signups, consents)
    timeline += events_for(ids)
    timeline.sort(key=lambda entry: entry["at"] or "")
    return {
        **person_summary(key, leads, owners, scoring.scores_for([key]).get(key)),
        "leads": [
            {
                "id": s.id,
                "kind": s.kind,
                "kind_label": KIND_LABELS.get(s.kind, s.kind),
                "created_at": iso(s.created_at),
                "summary": summary(s, contacts.get(s.id), t),
                "stage": stage_of(h),
                "stage_label": STAGE_LABELS[stage_of(h)],
                "owner": owner_json(h, owners),
                "is_spam": s.is_spam,
            }
            for s, t, h in leads
        ],
        "signups": [
            {
                "list": _list_label(s.list_name),
                "status": s.status,
                "confirmed_at": iso(s.confirmed_at),
            }  # fmt: skip
            for s in signups
        ],
        "timeline": timeline,
    }
