"""The daily digest: each morning, each sales user with a confirmed address gets one email
with today's discovery calls booked with them ("Today's calls", issue 34), the new leads
(from the last day, theirs or nobody's) and their overdue follow-ups (and nobody's, so none
is forgotten). Nothing to say: no email. Each user can turn it off
(SalesPreference.daily_digest).

The worker's timer (worker/digest_timer.py) calls `schedule` every minute; once the local
hour reaches DIGEST_HOUR it stages today's run in the outbox, keyed by the date, so however
many workers ask, one run is made, and Redis being down only delays it (the sweeper
enqueues it). The run (`send`, a job) stores each email with its outbox entry and the day
it went to that user in one commit, so a retried run never sends anyone a second one."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from sqlalchemy import or_

from pipeline import mail, queues
from pipeline.leads.call_view import calls_on
from pipeline.leads.follow_ups import local_now
from pipeline.leads.inbox import KIND_LABELS
from pipeline.leads.stages import OPEN_STAGES, STAGE_LABELS
from pipeline.models.db import db, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.profile import Profile
from pipeline.models.sales_preference import SalesPreference
from pipeline.models.submission import Submission
from pipeline.models.user import User
from pipeline.settings import lead_admin_url, setting

SEND = "pipeline.leads.digest.send"
PURPOSE = "sales_digest"
RUN_PREFIX = "sales-digest-"
LISTED = 50  # per section; the email says how many more there are
SETTINGS_PATH = "/admin/account/password"


def schedule(now_utc: datetime) -> str | None:
    """Stage and enqueue today's run once the digest hour has come; the run's id, or None
    when it isn't time yet or the run is already staged."""
    local = local_now(now_utc)
    if local.hour < int(setting("DIGEST_HOUR", 7)):
        return None
    run_id = f"{RUN_PREFIX}{local.date().isoformat()}"
    return run_id if queues.stage_once(SEND, run_id) else None


def skip_today(now_utc: datetime) -> str | None:
    """After a restore: today's run marked as made, without sending, once the digest hour
    has come, since the digest may have gone out before the database was lost (the backup
    can't know). Returns the run's id, or None when it isn't time yet or the run exists."""
    local = local_now(now_utc)
    run_id = f"{RUN_PREFIX}{local.date().isoformat()}"
    if local.hour < int(setting("DIGEST_HOUR", 7)) or db.session.get(OutboxEntry, run_id):
        return None
    queues.add(SEND, run_id).done_at = utcnow()
    db.session.commit()
    return run_id


def _sales_team() -> list[tuple[User, Profile, SalesPreference | None]]:
    rows = db.session.execute(
        db.select(User, Profile, SalesPreference)
        .join(Profile, Profile.id == User.id)
        .outerjoin(SalesPreference, SalesPreference.user_id == User.id)
        .where(Profile.role == "sales", User.email_verified_at.is_not(None))
        .order_by(User.id)
    )
    return [tuple(row) for row in rows]


def _due(handling: LeadHandling | None) -> str | None:
    if handling is None or handling.next_action_due is None:
        return None
    due = handling.next_action_due
    return f"{due.day} {due:%b %Y}"


def _item(submission: Submission, company: str | None, handling: LeadHandling | None) -> dict:
    return {
        "name": submission.name or submission.email,
        "kind": KIND_LABELS.get(submission.kind, submission.kind),
        "company": company,
        "stage": STAGE_LABELS[handling.stage] if handling is not None else STAGE_LABELS["new"],
        "action": handling.next_action if handling is not None else None,
        "due": _due(handling),
        "owned": handling is not None and handling.owner_user_id is not None,
        "url": lead_admin_url(submission.id),
    }


def _leads(*conditions, order):
    return db.session.execute(
        db.select(Submission, FinderRun.company_name, LeadHandling)
        .outerjoin(FinderRun, FinderRun.submission_id == Submission.id)
        .outerjoin(LeadHandling, LeadHandling.submission_id == Submission.id)
        .where(Submission.is_spam.is_(False), *conditions)
        .order_by(*order)
    ).all()


def _call_item(call: dict, zone) -> dict:
    start = datetime.fromisoformat(call["start"]).astimezone(zone)
    end = datetime.fromisoformat(call["end"]).astimezone(zone)
    meeting = call["meeting"]
    where = "Video call" if meeting["kind"] == "video" else "Phone call"
    return {
        "time": f"{start:%H:%M}–{end:%H:%M}",
        "name": call["name"],
        "company": call["company"],
        "where": f"{where}: {meeting['phone']}" if meeting.get("phone") else where,
        "url": lead_admin_url(call["lead_id"]),
    }


def todays_calls(user_id: int, now_utc: datetime) -> list[dict]:
    """The user's calls on sales' local day (DIGEST_TIMEZONE), soonest first."""
    local = local_now(now_utc)
    start = datetime.combine(local.date(), time.min, tzinfo=local.tzinfo)
    end = datetime.combine(local.date() + timedelta(days=1), time.min, tzinfo=local.tzinfo)
    return [_call_item(call, local.tzinfo) for call in calls_on(user_id, start, end)]


def content(user_id: int, now_utc: datetime) -> dict:
    """What one user's digest says: today's calls, new leads and overdue follow-ups (each
    list capped)."""
    mine_or_nobodys = or_(
        LeadHandling.owner_user_id.is_(None), LeadHandling.owner_user_id == user_id
    )
    new = _leads(Submission.created_at >= now_utc - timedelta(days=1), mine_or_nobodys,
                 order=(Submission.created_at.desc(), Submission.id))  # fmt: skip
    overdue = _leads(
        LeadHandling.next_action_due < local_now(now_utc).date(),
        LeadHandling.stage.in_(OPEN_STAGES),
        mine_or_nobodys,
        order=(LeadHandling.next_action_due, Submission.id),
    )
    calls = todays_calls(user_id, now_utc)
    return {
        "calls": calls[:LISTED],
        "calls_total": len(calls),
        "new": [_item(*row) for row in new[:LISTED]],
        "new_total": len(new),
        "overdue": [_item(*row) for row in overdue[:LISTED]],
        "overdue_total": len(overdue),
    }


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}{'' if n == 1 else 's'}"


def _draft(user: User, profile: Profile, found: dict, day: date) -> mail.Draft:
    parts = []
    if found["calls_total"]:
        parts.append(_count(found["calls_total"], "call") + " today")
    if found["new_total"]:
        parts.append(_count(found["new_total"], "new lead"))
    if found["overdue_total"]:
        parts.append(_count(found["overdue_total"], "overdue follow-up"))
    return mail.Draft(
        purpose=PURPOSE,
        template="sales_digest",
        to_addr=user.email,
        to_name=profile.first_name,
        subject=f"Your sales digest for {day.day} {day:%B}: {' and '.join(parts)}",
        context={
            "first_name": profile.first_name,
            **found,
            "inbox_url": setting("SITE_URL") + "/admin/leads",
            "settings_url": setting("SITE_URL") + SETTINGS_PATH,
        },
    )


def _day_of(run_id: str) -> date | None:
    """The day a run is for (its id carries it), or None for an id of another shape."""
    try:
        return date.fromisoformat(run_id.removeprefix(RUN_PREFIX))
    except ValueError:
        return None


def send(run_id: str) -> str:
    """The job (queues.JOBS): one digest per sales user who wants it and has news."""
    now_utc = utcnow()
    day = _day_of(run_id) or local_now(now_utc).date()
    sent = quiet = 0
    for user, profile, preference in _sales_team():
        if preference is not None and not preference.daily_digest:
            continue
        if preference is not None and preference.digest_sent_on == day:
            continue  # a re-run of today's job: already sent
        found = content(user.id, now_utc)
        if not (found["calls_total"] or found["new_total"] or found["overdue_total"]):
            quiet += 1  # no call, nothing new, nothing overdue: no email
            continue
        email = mail.queue_email(_draft(user, profile, found, day), None)
        if preference is None:
            preference = SalesPreference(user_id=user.id, daily_digest=True)
            db.session.add(preference)
        preference.digest_sent_on = day
        db.session.commit()
        queues.enqueue_unqueued([email.id])
        sent += 1
    queues.mark_done(run_id)
    return f"sent {sent}, nothing to say to {quiet}"


def wants_digest(user_id: int) -> bool:
    preference = db.session.get(SalesPreference, user_id)
    return preference is None or preference.daily_digest


def set_wants_digest(user_id: int, on: bool) -> bool:
    preference = db.session.get(SalesPreference, user_id)
    if preference is None:
        preference = SalesPreference(user_id=user_id)
        db.session.add(preference)
    preference.daily_digest = on
    db.session.commit()
    return on
