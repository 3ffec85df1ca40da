"""Per-person data requests (UK GDPR articles 15 and 17): export everything held about an
email address, or erase it everywhere: database rows, .eml files in the outbox folder,
cached files named for its submissions, and the RQ jobs (with their results) keyed by its
submission and email ids, and the payloads of the webhook events about the person (the
receivers are told with a person.erased event, which holds no personal data). Each
request leaves an audit entry that records who and when
but holds no personal data: the address only as a keyed hash, plus counts."""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from pathlib import Path

from sqlalchemy import func, or_

from pipeline import queues, webhooks
from pipeline.leads import erasure_ledger, sqlite_scrub
from pipeline.leads.detail import consent_json, email_json
from pipeline.leads.digest import PURPOSE as DIGEST_PURPOSE
from pipeline.leads.inbox import iso
from pipeline.leads.notes import notes_for
from pipeline.leads.stages import lost_text
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.finder_run import FinderRun
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.lead_note import LeadNote
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.settings import setting


def normalise(address: str) -> str:
    return address.strip().lower()


def subject_hash(address: str) -> str:
    """Keyed with the app's secret, so the hash can't be reversed by hashing guesses
    without the key, yet the same address always gives the same hash."""
    key = str(setting("SECRET_KEY")).encode()
    return hmac.new(key, normalise(address).encode(), hashlib.sha256).hexdigest()


def _matches(column, address: str):
    return func.lower(column) == address


@dataclass
class _Held:
    """The ids of every row held about one address."""

    submissions: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    signups: list[int] = field(default_factory=list)
    emails: list[str] = field(default_factory=list)


def _find(address: str) -> _Held:
    held = _Held()
    subs = set(
        db.session.scalars(db.select(Submission.id).where(_matches(Submission.email, address)))
    )
    subs |= set(
        db.session.scalars(
            db.select(ContactMessage.submission_id).where(_matches(ContactMessage.email, address))
        )
    )
    subs |= set(
        db.session.scalars(
            db.select(FinderRun.submission_id).where(_matches(FinderRun.email, address))
        )
    )
    held.submissions = sorted(subs)
    held.tests = sorted(
        db.session.scalars(
            db.select(FinderRun.id).where(
                or_(
                    FinderRun.submission_id.in_(held.submissions),
                    _matches(FinderRun.email, address),
                )
            )
        )
    )
    held.signups = sorted(
        db.session.scalars(db.select(Signup.id).where(_matches(Signup.email, address)))
    )
    held.emails = sorted(
        set(
            db.session.scalars(
                db.select(EmailMessage.id).where(
                    or_(
                        EmailMessage.submission_id.in_(held.submissions),
                        _matches(EmailMessage.to_addr, address),
                    )
                )
            )
        )
        | _digests_naming(held.submissions, address)
    )
    return held


def _mentions(raw: bytes, needles: list[str]) -> bool:
    """Whether a stored message names any of `needles`, in its bytes or decoded text."""
    lowered = raw.lower()
    if any(needle.encode() in lowered for needle in needles):
        return True
    message = message_from_bytes(raw, policy=policy.default)
    for part in message.walk():
        if part.get_content_maintype() == "text":
            try:
                text = part.get_content().lower()
            except (LookupError, ValueError):
                continue
            if any(needle in text for needle in needles):
                return True
    return False


def _digests_naming(submission_ids: list[str], address: str) -> set[str]:
    """Sales digests (pipeline/leads/digest.py) that listed one of these leads: sent to
    sales, not tied to one lead, but they name the person and link to the lead."""
    needles = [address, *submission_ids]
    rows = db.session.execute(
        db.select(EmailMessage.id, EmailMessage.message_bytes).where(
            EmailMessage.purpose == DIGEST_PURPOSE, EmailMessage.submission_id.is_(None)
        )
    )
    return {email_id for email_id, raw in rows if _mentions(raw, needles)}


def _rows(model, column, ids) -> list:
    if not ids:
        return []
    return list(db.session.scalars(db.select(model).where(column.in_(ids))))


# --- export --------------------------------------------------------------------------


def _submission_json(sub: Submission) -> dict:
    return {
        "id": sub.id, "kind": sub.kind, "name": sub.name, "email": sub.email,
        "status": sub.status, "created_at": iso(sub.created_at), "is_spam": sub.is_spam,
        "source_page": sub.source_page, "referrer": sub.referrer, "utm": sub.utm or {},
    }  # fmt: skip


def export(address: str, actor_id: int | None) -> dict:
    address = normalise(address)
    held = _find(address)
    contacts = {c.submission_id: c for c in _rows(
        ContactMessage, ContactMessage.submission_id, held.submissions)}  # fmt: skip
    handling = {h.submission_id: h for h in _rows(
        LeadHandling, LeadHandling.submission_id, held.submissions)}  # fmt: skip
    notes = notes_for(held.submissions)
    submissions = []
    for sub in _rows(Submission, Submission.id, held.submissions):
        entry = _submission_json(sub)
        if sub.id in contacts:
            c = contacts[sub.id]
            entry["contact_message"] = {"name": c.name, "email": c.email, "role": c.role,
                                        "message": c.message}  # fmt: skip
        if sub.id in handling:
            row = handling[sub.id]
            entry["sales"] = {
                "handled": row.handled,
                "stage": row.stage,
                "lost_reason": lost_text(row.lost_reason, row.lost_detail),
            }
        entry["sales_notes"] = [
            {"body": n["body"], "created_at": n["created_at"]}
            for n in notes
            if n["lead_id"] == sub.id
        ]
        submissions.append(entry)
    consents = _rows(ConsentRecord, ConsentRecord.signup_id, held.signups)
    checks = _rows(ToolConsistencyResult, ToolConsistencyResult.test_id, held.tests)
    data = {
        "email": address,
        "submissions": sorted(submissions, key=lambda s: s["created_at"] or ""),
        "signups": [
            {
                "list": s.list_name,
                "email": s.email,
                "first_name": s.first_name,
                "tags": list(s.tags or []),
                "status": s.status,
                "created_at": iso(s.created_at),
                "confirmed_at": iso(s.confirmed_at),
                "unsubscribed_at": iso(s.unsubscribed_at),
                "consent_records": [consent_json(c) for c in consents if c.signup_id == s.id],
            }
            for s in _rows(Signup, Signup.id, held.signups)
        ],  # fmt: skip
        "emails": [email_json(e) for e in _rows(EmailMessage, EmailMessage.id, held.emails)],
        "finder_tests": [
            {
                "id": t.id,
                "test_name": t.test_name,
                "first_name": t.first_name,
                "email": t.email,
                "company_name": t.company_name,
                "company_size": t.company_size,
                "business_goal": t.business_goal,
                "main_challenge": t.main_challenge,
                "current_tools": t.current_tools,
                "chosen_sector": t.chosen_sector,
                "sector": t.sector,
                "recommendations": t.recommendations or [],
                # Tells the person whether their answers went to an LLM service ("llm…").
                "recommender_engine": t.recommender_engine,
                "created_at": iso(t.created_at),
                "consistency_results": [
                    {
                        "passed": r.consistency_check_passed,
                        "mismatches": r.mismatches,
                        "browser_tools": r.browser_tools,
                        "email_tools": r.email_tools,
                        "pdf_tools": r.pdf_tools,
                        "processing_time_ms": r.processing_time_ms,
                    }
                    for r in checks
                    if r.test_id == t.id
                ],
            }
            for t in _rows(FinderRun, FinderRun.id, held.tests)
        ],  # fmt: skip
        "suppressions": [
            {
                "email": s.email,
                "reason": s.reason,
                "list": s.list_name,
                "created_at": iso(s.created_at),
            }
            for s in db.session.scalars(
                db.select(MailSuppression).where(_matches(MailSuppression.email, address))
            )
        ],  # fmt: skip
    }
    # What webhooks passed on to other tools, and to which.
    data["webhook_deliveries"] = webhooks.payloads_about(address, held.submissions)
    _audit("data_export", address, actor_id, {
        key: len(data[key]) for key in ("submissions", "signups", "emails", "finder_tests",
                                        "suppressions", "webhook_deliveries")})  # fmt: skip
    db.session.commit()
    return data


# --- erase ---------------------------------------------------------------------------


def _audit(action: str, address: str, actor_id: int | None, counts: dict) -> AuditEntry:
    entry = AuditEntry(
        action=action, actor_user_id=actor_id, subject_hash=subject_hash(address), counts=counts
    )
    db.session.add(entry)
    return entry


def _delete(model, *conditions) -> int:
    return db.session.execute(db.delete(model).where(*conditions)).rowcount or 0


def _eml_mentions(path: Path, address: str) -> bool:
    # Bodies may be base64 or quoted-printable: _mentions looks at the decoded text too.
    return _mentions(path.read_bytes(), [address])


def _erase_files(held: _Held, address: str) -> dict:
    outbox_dir = Path(setting("MAIL_OUTBOX_DIR"))
    emls = 0
    if outbox_dir.is_dir():
        for path in outbox_dir.glob("*.eml"):
            if path.stem in held.emails or _eml_mentions(path, address):
                path.unlink(missing_ok=True)
                emls += 1
    # Cached files (reports and the like) are named for the submission they belong to.
    cached = 0
    cache_dir = Path(setting("GUIDE_CACHE_DIR")).parent
    if cache_dir.is_dir() and held.submissions:
        for path in cache_dir.rglob("*"):
            if path.is_file() and any(sub in path.name for sub in held.submissions):
                path.unlink(missing_ok=True)
                cached += 1
    return {"eml_files": emls, "cached_files": cached}


def erase(address: str, actor_id: int | None) -> dict:
    """Erase everything held about `address`; returns the counts (also in the audit)."""
    address = normalise(address)
    conn = queues.connection()
    conn.ping()  # Redis down: refuse now rather than leave its job data behind
    erasure_ledger.record(subject_hash(address))  # first: a restore must be able to redo it
    if db.engine.dialect.name == "sqlite":
        # Overwrite deleted rows with zeros, so the erased text isn't left in free pages.
        db.session.execute(db.text("PRAGMA secure_delete = ON"))
    held = _find(address)
    subs, emails = held.submissions, held.emails
    deliveries = webhooks.erase_payloads(address, subs)
    counts = {
        "consistency_results": _delete(
            ToolConsistencyResult, ToolConsistencyResult.test_id.in_(held.tests)),
        "finder_tests": _delete(FinderRun, FinderRun.id.in_(held.tests)),
        "contact_messages": _delete(ContactMessage, or_(
            ContactMessage.submission_id.in_(subs), _matches(ContactMessage.email, address))),
        "lead_notes": _delete(LeadNote, LeadNote.submission_id.in_(subs)),
        "lead_events": _delete(LeadEvent, LeadEvent.submission_id.in_(subs)),
        "lead_sales_rows": _delete(LeadHandling, LeadHandling.submission_id.in_(subs)),
        "consent_records": _delete(ConsentRecord, ConsentRecord.signup_id.in_(held.signups)),
        "signups": _delete(Signup, Signup.id.in_(held.signups)),
        "emails": _delete(EmailMessage, EmailMessage.id.in_(emails)),
        "outbox_entries": _delete(
            OutboxEntry, OutboxEntry.job_id.in_([*subs, *emails, *deliveries])),
        "webhook_payloads": len(deliveries),
    }  # fmt: skip
    # Another list's signup may still point at one of these submissions.
    db.session.execute(
        db.update(Signup).where(Signup.submission_id.in_(subs)).values(submission_id=None)
    )
    counts["submissions"] = _delete(Submission, Submission.id.in_(subs))
    counts["suppressions"] = _delete(MailSuppression, _matches(MailSuppression.email, address))
    # Receivers hold what earlier events told them: they are asked to erase it too.
    told = webhooks.person_erased(address, subs) if subs or held.signups else []
    db.session.commit()
    webhooks.hand_off(told)
    counts.update(_erase_files(held, address))
    counts["jobs"] = queues.delete_jobs([*subs, *emails, *deliveries], conn)
    _audit("data_erase", address, actor_id, counts)
    db.session.commit()
    if db.engine.dialect.name == "sqlite":
        sqlite_scrub.scrub(db.engine, address)
    return counts
