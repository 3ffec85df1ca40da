"""Per-person data requests (UK GDPR articles 15 and 17): export everything held about an
email address, or erase it everywhere: database rows, .eml files in the outbox folder,
cached files named for its submissions, and the RQ jobs (with their results) keyed by its
submission and email ids, and the payloads of the webhook events about the person (the
receivers are told with a person.erased event, which holds no personal data). Each
request leaves an audit entry that records who and when
but holds no personal data: the address only as a keyed hash, plus counts.

The retention schedule (pipeline/retention/) erases through the same erase(), many people
per call and sometimes only some of a person's leads (Erasure), so every erasure, asked
for or scheduled, takes the same rows, files, jobs and events."""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter
from dataclasses import dataclass

from sqlalchemy import func

from pipeline import mail, newsletter, queues, webhooks
from pipeline.leads import erasure_ledger, sqlite_scrub
from pipeline.leads.call_data import calls_held, export_calls, notices_of
from pipeline.leads.detail import consent_json, email_json
from pipeline.leads.erased_files import erase_files
from pipeline.leads.held import Held, find_parts, find_people, left_after
from pipeline.leads.inbox import iso
from pipeline.leads.notes import notes_for
from pipeline.leads.person_keys import chunks
from pipeline.leads.stages import lost_text
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.booking import Booking
from pipeline.models.booking_notice import BookingNotice
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
    """The key a person is found by (mail.address_key): the same for every spelling."""
    return mail.address_key(address)


def subject_hash(address: str) -> str:
    """Keyed with the app's secret, so the hash can't be reversed by hashing guesses
    without the key, yet every spelling of an address gives the same hash."""
    return _keyed_hash(normalise(address))


def subject_hashes(address: str) -> set[str]:
    """The hashes a ledger line about this address may hold: today's, and the one written
    before the address key (issue 33), of the address trimmed and lower-cased."""
    return {subject_hash(address), _keyed_hash(address.strip().lower())}


def _keyed_hash(text: str) -> str:
    key = str(setting("SECRET_KEY")).encode()
    return hmac.new(key, text.encode(), hashlib.sha256).hexdigest()


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
    held = find_people([address])[address]
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
                db.select(MailSuppression).where(MailSuppression.email_key == address)
            )
        ],  # fmt: skip
    }
    # Their discovery calls, with what they said they want to talk about (issue 34).
    data["bookings"] = export_calls(address, held.submissions)
    # What webhooks passed on to other tools, and to which.
    data["webhook_deliveries"] = webhooks.payloads_about(address, held.submissions)
    # Which newsletter issues were sent (or not, and why) to the address.
    data["newsletter_deliveries"] = newsletter.export_rows(address, held.signups)
    counted = ("submissions", "signups", "emails", "finder_tests", "suppressions", "bookings",
               "webhook_deliveries", "newsletter_deliveries")  # fmt: skip
    _audit("data_export", address, actor_id, {key: len(data[key]) for key in counted})
    db.session.commit()
    return data


# --- erase ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Erasure:
    """One person to erase. By default everything held about the address (their request).
    The retention schedule names only the leads and sign-ups whose period ran out and keeps
    the suppression entry (forgetting it would let marketing reach someone who asked us to
    stop); a part that would leave the person with no lead and no sign-up erases the whole
    person."""

    address: str
    submissions: tuple[str, ...] | None = None  # None: everything
    signups: tuple[int, ...] = ()
    keep_suppression: bool = False


AUDIT_ACTION = {"request": "data_erase", "retention": "retention_erase"}


def _audit(action: str, address: str, actor_id: int | None, counts: dict) -> AuditEntry:
    entry = AuditEntry(
        action=action, actor_user_id=actor_id, subject_hash=subject_hash(address), counts=counts
    )
    db.session.add(entry)
    return entry


def _delete(model, column, ids: list) -> None:
    for chunk in chunks(ids):
        db.session.execute(db.delete(model).where(column.in_(chunk)))


def _tally(column, owner: dict) -> Counter:
    """How many rows per person `column` (one of the owner's ids) points at."""
    counts: Counter = Counter()
    for chunk in chunks(sorted(owner)):
        rows = db.session.execute(
            db.select(column, func.count()).where(column.in_(chunk)).group_by(column)
        )
        for value, count in rows:
            counts[owner[value]] += count
    return counts


def _held(requests: list[Erasure]) -> tuple[dict[str, Held], set[str]]:
    """Each person's rows to erase, and which people go whole."""
    parts = {
        normalise(r.address): Held(list(r.submissions), [], list(r.signups), [])
        for r in requests
        if r.submissions is not None
    }
    whole = {normalise(r.address) for r in requests if r.submissions is None}
    whole |= left_after(parts) if parts else set()
    people = find_people(sorted(whole))
    people.update(find_parts({p: held for p, held in parts.items() if p not in whole}))
    return people, whole


def erase(who: str | list[Erasure], actor_id: int | None, reason: str = "request") -> dict:
    """Erase everything held about the address `who`, or each Erasure's part of a person
    (the retention schedule's batches: one transaction for the batch). Returns the counts,
    summed over the people; each person's own are in their audit entry. `reason` ("request"
    or "retention") goes into the person.erased event and names the audit entry."""
    requests = [Erasure(who)] if isinstance(who, str) else who
    conn = queues.connection()
    conn.ping()  # Redis down: refuse now rather than leave its job data behind
    if db.engine.dialect.name == "sqlite":
        # Overwrite deleted rows with zeros, so the erased text isn't left in free pages.
        db.session.execute(db.text("PRAGMA secure_delete = ON"))
    people, whole = _held(requests)
    for p, held in people.items():  # first: a restore must be able to redo each erasure
        if p in whole:
            erasure_ledger.record(subject_hash(p), reason=reason)
        else:
            leads, signups = tuple(held.submissions), tuple(held.signups)
            erasure_ledger.record(subject_hash(p), reason=reason, leads=leads, signups=signups)
    keep = {normalise(r.address) for r in requests if r.keep_suppression}
    of = {  # row id -> person, per kind of id
        name: {row: p for p, held in people.items() for row in getattr(held, name)}
        for name in ("submissions", "tests", "signups", "emails")
    }
    deliveries = webhooks.erase_payloads_of({p: h.submissions for p, h in people.items()}, whole)
    # A call goes with its lead, and with the whole person any under their address; its
    # notices' and its own jobs too (their ids are the jobs').
    calls = calls_held({p: h.submissions for p, h in people.items()}, whole)
    notices = notices_of(calls)
    of_job = {**of["submissions"], **of["emails"], **calls, **notices}
    of_job.update({d: p for p, ids in deliveries.items() for d in ids})
    subs = sorted(of["submissions"])
    counts = {p: Counter() for p in people}
    # Before the sign-ups go: each delivery to them keeps only that an issue was sent.
    for p, held in people.items():
        addresses, signups = ([p], held.signups) if p in whole else ([], held.signups)
        counts[p]["newsletter_deliveries"] = newsletter.forget(addresses, signups)
    for name, column, owner in (
        ("consistency_results", ToolConsistencyResult.test_id, of["tests"]),
        ("contact_messages", ContactMessage.submission_id, of["submissions"]),
        ("lead_notes", LeadNote.submission_id, of["submissions"]),
        ("lead_events", LeadEvent.submission_id, of["submissions"]),
        ("lead_sales_rows", LeadHandling.submission_id, of["submissions"]),
        ("consent_records", ConsentRecord.signup_id, of["signups"]),
        ("outbox_entries", OutboxEntry.job_id, of_job),
        ("booking_notices", BookingNotice.booking_id, calls),
        ("bookings", Booking.id, calls),
    ):
        for p, count in _tally(column, owner).items():
            counts[p][name] = count
        _delete(column.class_, column, sorted(owner))
    for name, model, column in (
        ("finder_tests", FinderRun, FinderRun.id),
        ("signups", Signup, Signup.id),
        ("emails", EmailMessage, EmailMessage.id),
    ):
        _delete(model, column, sorted(of[name if name != "finder_tests" else "tests"]))
    # Another list's signup may still point at one of these submissions.
    for chunk in chunks(subs):
        db.session.execute(
            db.update(Signup).where(Signup.submission_id.in_(chunk)).values(submission_id=None)
        )
    _delete(Submission, Submission.id, subs)
    suppressed = sorted(whole - keep)
    for p, count in _tally(MailSuppression.email_key, {p: p for p in suppressed}).items():
        counts[p]["suppressions"] = count
    _delete(MailSuppression, MailSuppression.email_key, suppressed)
    # Receivers hold what earlier events told them: they are asked to erase it too.
    told = []
    for p, held in people.items():
        if held.submissions or held.signups:
            told += webhooks.person_erased(p, held.submissions, reason, p in whole)
    db.session.commit()
    webhooks.hand_off(told)
    files = erase_files(people, whole)
    totals: Counter = Counter()
    for p, held in people.items():
        mine_calls = [job for job, person in {**calls, **notices}.items() if person == p]
        jobs = [*held.submissions, *held.emails, *deliveries.get(p, []), *mine_calls]
        mine = {name: counts[p][name] for name in ERASE_COUNTS}
        mine.update(finder_tests=len(held.tests), signups=len(held.signups),
                    emails=len(held.emails), submissions=len(held.submissions),
                    webhook_payloads=len(deliveries.get(p, [])), **files[p],
                    jobs=queues.delete_jobs(jobs, conn))  # fmt: skip
        _audit(AUDIT_ACTION[reason], p, actor_id, mine)
        totals.update(mine)
    db.session.commit()
    if db.engine.dialect.name == "sqlite":
        # Every spelling stored, as stored: the file holds the bytes as they were written.
        stored = {s for p in whole for s in people[p].spellings}
        sqlite_scrub.scrub(db.engine, *sorted(whole | stored))
    return {name: totals[name] for name in ERASE_COUNTS}


# Every count an erasure reports, in the order the admin's summary lists them.
ERASE_COUNTS = (
    "consistency_results", "finder_tests", "contact_messages", "lead_notes", "lead_events",
    "lead_sales_rows", "consent_records", "signups", "emails", "outbox_entries",
    "booking_notices", "bookings", "webhook_payloads", "submissions", "suppressions",
    "eml_files", "cached_files", "jobs", "newsletter_deliveries",
)  # fmt: skip
