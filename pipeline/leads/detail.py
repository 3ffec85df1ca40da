"""One lead in full for sales: every field, its kind's details, the consent record and
source, the tool finder's recommendations and report, each email with its honest
delivery status, and the jobs it caused (lead → job traceability)."""

from __future__ import annotations

from email import message_from_bytes, policy

from redis import Redis
from redis.exceptions import RedisError

from pipeline import finder, mail, ops
from pipeline.leads import call_view, inbox, notes, stages, timeline
from pipeline.leads.follow_ups import follow_up_json, local_today
from pipeline.leads.inbox import KIND_LABELS, iso
from pipeline.leads.person_keys import keys_of
from pipeline.mail import DELIVER
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.models.user import User
from pipeline.queues import JOBS, current_path, spec_for
from pipeline.signups import LISTS

PROCESS_FUNCS = {
    "contact": "pipeline.contact.process",
    "finder": "pipeline.finder.job.process",
    "guide": "pipeline.signups.subscribe.process",
    "early_access": "pipeline.signups.subscribe.process",
    "newsletter": "pipeline.signups.subscribe.process",
    "booking": "pipeline.booking.notices.process",
}


def email_json(email: EmailMessage) -> dict:
    return {
        "id": email.id,
        "purpose": email.purpose,
        "to": email.to_addr,
        "subject": email.subject,
        "marketing": email.marketing,
        "status": email.status,
        "attempts": email.attempts,
        "last_error": email.last_error,
        "created_at": iso(email.created_at),
        "updated_at": iso(email.updated_at),
        "sent_at": iso(email.sent_at),
        # The retention schedule deleted the stored copy: "sent <when> to <whom>" is all
        # that is left, so it can't be resent or its PDF downloaded.
        "copy_dropped_at": iso(email.copy_dropped_at),
    }


def consent_json(record: ConsentRecord) -> dict:
    """One proof of consent, as the lead detail and the data export both show it."""
    return {
        "version": record.version,
        "wording": record.wording,
        "page": record.page,
        "referrer": record.referrer,
        "utm": record.utm or {},
        "created_at": iso(record.created_at),
    }


def _contact(submission: Submission) -> dict | None:
    message = db.session.scalars(
        db.select(ContactMessage).where(ContactMessage.submission_id == submission.id)
    ).one_or_none()
    if message is None:
        return None
    return {
        "name": message.name,
        "email": message.email,
        "role": message.role,
        "role_label": message.role_label,
        "message": message.message,
        **message.plan_fields(submission.source_page),
        "finder_run": _finder_run(message.finder_run_id),
    }


def _finder_run(run_id: str | None) -> dict | None:
    """The finder run whose results the message came from (their "Book a Free Discovery
    Call" link): its id, which is also its lead's, and the tools it recommended, while it is
    stored (`found` is False for an id that names no run, or one erased since)."""
    if not run_id:
        return None
    test = finder.run_for(run_id)
    tools = [tool["name"] for tool in (test.recommendations or [])] if test is not None else []
    return {"id": run_id, "found": test is not None, "tools": tools}


def _finder(submission: Submission) -> dict | None:
    test = finder.run_for(submission.id)
    if test is None:
        return None
    checks = db.session.scalars(
        db.select(ToolConsistencyResult)
        .where(ToolConsistencyResult.test_id == test.id)
        .order_by(ToolConsistencyResult.id)
    )
    shown = finder.results(test)
    return {
        "test_id": test.id,
        "test_name": test.test_name,
        "first_name": test.first_name,
        "email": test.email,
        "company_name": test.company_name,
        "company_size": shown["userInput"]["companySize"],
        "business_goals": shown["userInput"]["businessGoal"],
        "main_challenges": shown["userInput"]["mainChallenge"],
        "current_tools": test.current_tools,
        # The sector the tools were chosen for, and whether the visitor chose it (issue 26).
        **finder.sector_fields(test),
        "recommendations": shown["recommendations"],
        "has_recommendations": bool(test.recommendations),
        # catalogue / llm / llm-fallback:<reason>; None for runs made before it was recorded.
        "recommender_engine": test.recommender_engine,
        "has_stored_report": stored_report(submission.id) is not None,
        "consistency_checks": [
            {
                "passed": check.consistency_check_passed,
                "mismatches": check.mismatches,
                "processing_time_ms": check.processing_time_ms,
                "created_at": iso(check.created_at),
            }
            for check in checks
        ],
    }


def _signup(submission: Submission) -> dict | None:
    if submission.kind not in LISTS:
        return None
    signup = db.session.scalars(
        db.select(Signup).where(
            Signup.list_name == submission.kind, Signup.email_key == submission.email_key
        )
    ).first()
    if signup is None:
        return None
    consents = db.session.scalars(
        db.select(ConsentRecord)
        .where(ConsentRecord.signup_id == signup.id)
        .order_by(ConsentRecord.created_at.desc(), ConsentRecord.id.desc())
    )
    return {
        "list_name": signup.list_name,
        "list_label": LISTS[signup.list_name].label,
        "status": signup.status,
        "tags": list(signup.tags or []),
        "first_name": signup.first_name,
        "confirmed_at": iso(signup.confirmed_at),
        "unsubscribed_at": iso(signup.unsubscribed_at),
        "created_at": iso(signup.created_at),
        "consents": [consent_json(c) for c in consents],
    }


def _handling(row: LeadHandling | None) -> dict:
    if row is None:
        return {"handled": False, "updated_at": None, "updated_by": None}
    user = db.session.get(User, row.updated_by_user_id) if row.updated_by_user_id else None
    return {
        "handled": row.handled,
        "updated_at": iso(row.updated_at),
        "updated_by": user.email if user else None,
    }


def sales_json(row: LeadHandling | None, owners: dict[int, str]) -> dict:
    """The lead's place in the sales pipeline, as the list, the board and the detail show it."""
    stage = stages.stage_of(row)
    reason = row.lost_reason if row is not None else None
    return {
        "stage": stage,
        "stage_label": stages.STAGE_LABELS.get(stage, stage),
        "lost_reason": reason,
        "lost_reason_label": stages.LOST_REASONS.get(reason, reason) if reason else None,
        "lost_detail": row.lost_detail if row is not None else None,
        "stage_changed_at": iso(row.stage_changed_at) if row is not None else None,
        "owner": inbox.owner_json(row, owners),
        "follow_up": follow_up_json(row, local_today()),
    }


def _jobs(submission: Submission, emails: list[EmailMessage], conn: Redis | None) -> list[dict]:
    """The submission's own job (id = submission id) and each email's delivery job (id =
    email id), from RQ when it still has them, else from the outbox row."""
    wanted = []
    if not submission.is_spam:
        wanted.append((submission.id, PROCESS_FUNCS.get(submission.kind), "submission", None))
    test = finder.run_for(submission.id) if submission.kind == finder.KIND else None
    if test is not None and db.session.get(OutboxEntry, test.id) is not None:
        wanted.append((test.id, finder.NOTIFY, "sales", finder.PURPOSE))
    wanted += [(e.id, DELIVER, "delivery", e.purpose) for e in emails]
    found = []
    for job_id, func, role, purpose in wanted:
        try:
            state = ops.job_state(job_id, conn)
        except RedisError:
            state = ops.job_state(job_id, None)
        state.setdefault("func", func)
        state.setdefault("queue", spec_for(func).queue if current_path(func) in JOBS else None)
        found.append({**state, "role": role, "purpose": purpose})
    return found


def detail(submission_id: str, conn: Redis | None) -> dict | None:
    submission = db.session.get(Submission, submission_id)
    if submission is None:
        return None
    emails = mail.emails_for(submission.id)
    emails.sort(key=lambda e: (e.created_at, e.id))
    handling = db.session.get(LeadHandling, submission.id)
    return {
        "id": submission.id,
        "kind": submission.kind,
        "kind_label": KIND_LABELS.get(submission.kind, submission.kind),
        "name": submission.name,
        "email": submission.email,
        "status": submission.status,
        # The job's last step (jobs.py); "stage" is the lead's place in the sales pipeline.
        "job_stage": submission.stage,
        "stage": stages.stage_of(handling),
        "error": submission.error,
        "attempts": submission.attempts,
        **inbox.flags(submission, emails),
        "created_at": iso(submission.created_at),
        "started_at": iso(submission.started_at),
        "finished_at": iso(submission.finished_at),
        "source": {
            "page": submission.source_page,
            "referrer": submission.referrer,
            "utm": submission.utm or {},
        },
        "contact": _contact(submission),
        "finder": _finder(submission),
        "signup": _signup(submission),
        "sales": sales_json(handling, inbox.owner_emails([(submission, None, None, handling)])),
        **inbox.score_json(inbox.scores_by_email([submission.email]).get(submission.email)),
        "handling": _handling(handling),
        # How many leads the person (same address, people.py) has sent, this one included.
        "person_leads": db.session.scalar(
            db.select(db.func.count()).where(Submission.email_key == submission.email_key)
        ),
        # The person's discovery calls, this lead's own and any other (issue 34).
        "calls": call_view.calls_of(
            submission.id, keys_of([submission.email]).get(submission.email)
        ),
        "notes": notes.notes_for([submission.id]),
        "timeline": timeline.events_for([submission.id]),
        "emails": [email_json(e) for e in emails],
        "jobs": _jobs(submission, emails, conn),
    }


def stored_report(submission_id: str) -> bytes | None:
    """The finder PDF exactly as it was emailed: the attachment of the stored message."""
    email = db.session.scalars(
        db.select(EmailMessage).where(
            EmailMessage.submission_id == submission_id, EmailMessage.purpose == "finder"
        )
    ).first()
    if email is None or email.copy_dropped_at is not None:
        return None
    message = message_from_bytes(email.message_bytes, policy=policy.default)
    for part in message.iter_attachments():
        if part.get_content_type() == "application/pdf":
            return part.get_content()
    return None


def regenerate_report(submission_id: str) -> bytes | None:
    """A fresh PDF from the stored recommendations through the finder's own report code,
    or None when the run never got as far as choosing tools."""
    test = finder.run_for(submission_id)
    if test is None or not test.recommendations:
        return None
    return finder.render_report(finder.report_view(test, list(test.recommendations)))
