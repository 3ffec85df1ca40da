"""Sending an issue exactly once to each recipient (issue 36).

`start` turns a due scheduled issue into one delivery row per confirmed subscriber of its
list (unique per issue and subscriber) in the transaction that marks it 'sending', with the
first batch job in the outbox. `run` (the job) claims a batch of due rows (claims.py),
checks each recipient again (unsubscribed, suppressed, bounced, erased since it was queued:
skipped, with the reason), and sends the rest over one SMTP connection at
NEWSLETTER_SEND_RATE messages a second, each row committed as 'sent' just before its end of
data goes to the server (smtp_session.py). It then stages the next batch, or, when every row
has settled, marks the issue sent with its counts and stages `newsletter.sent`.

A worker killed or Redis emptied mid-send leaves rows 'queued' or 'sending' under a lease
that runs out: the worker's timer (timer.py) sees the send's heartbeat stop and stages a
new batch, which takes them over. Nobody is sent the issue twice, nobody is left out; the
one window SMTP leaves is in smtp_session.py and docs/newsletter.md."""

from __future__ import annotations

import logging
import time
from datetime import datetime, timedelta
from email.utils import parseaddr
from pathlib import Path

from sqlalchemy import exists, insert

from pipeline import mail, queues, signups, webhooks
from pipeline.models.db import db, utcnow
from pipeline.models.newsletter_delivery import NewsletterDelivery
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.models.signup import Signup
from pipeline.newsletter import claims, counts, email, issues, jobs
from pipeline.newsletter.smtp_session import Failure, ServerTrouble, Session
from pipeline.settings import setting

log = logging.getLogger(__name__)
INSERT_CHUNK = 1000
# Temporary failures: again after 1, 5, 15, 30 min, then hourly, for a day.
BACKOFF = (60, 300, 900, 1800, 3600)
GIVE_UP = timedelta(hours=24)


def _rate() -> float:
    return float(setting("NEWSLETTER_SEND_RATE", 10) or 0)


def batch_size() -> int:
    size = int(setting("NEWSLETTER_BATCH_SIZE", 50))
    rate = _rate()
    # A batch stays within about half a minute, so unsubscribes since the last batch count.
    return max(1, min(size, int(rate * 30))) if rate > 0 else size


def lease() -> timedelta:
    rate = _rate()
    sending = batch_size() / rate if rate > 0 else 0
    return timedelta(seconds=sending + float(setting("NEWSLETTER_LEASE_SECONDS", 120)))


def _backoff() -> list[float]:
    scale = float(setting("RETRY_INTERVAL_SCALE", 1.0))
    return [max(1.0, step * scale) for step in BACKOFF]


# --- starting --------------------------------------------------------------------------


def _audience(list_name: str):
    spec = signups.LISTS[list_name]
    query = db.select(Signup.id, Signup.email).where(
        Signup.list_name == list_name, Signup.status == "subscribed"
    )
    if spec.confirm_email is not None:  # double opt-in: confirmed addresses only
        query = query.where(Signup.confirmed_at.is_not(None))
    return query.order_by(Signup.id)


def start(issue_id: int, now: datetime) -> bool:
    """Begin a due scheduled issue's send: its delivery rows and first batch job, with the
    move to 'sending', in one transaction. False when it isn't due or already began."""
    issue = db.session.get(NewsletterIssue, issue_id)
    if issue is None or issue.status != "scheduled" or issue.scheduled_at > now:
        return False
    began = db.session.execute(
        db.update(NewsletterIssue)
        .where(
            NewsletterIssue.id == issue_id,
            NewsletterIssue.status == "scheduled",
            NewsletterIssue.scheduled_at <= now,
        )
        .values(
            status="sending",
            started_at=now,
            heartbeat_at=now,
            slug=issues.slug_for(issue),
            counts={},
        )
    )
    if began.rowcount != 1:
        db.session.rollback()
        return False
    rows = [
        {"issue_id": issue_id, "signup_id": signup_id, "email_key": mail.address_key(address),
         "status": "queued", "attempts": 0, "created_at": now}
        for signup_id, address in db.session.execute(_audience(issue.list_name))
    ]  # fmt: skip
    for at in range(0, len(rows), INSERT_CHUNK):
        db.session.execute(insert(NewsletterDelivery), rows[at : at + INSERT_CHUNK])
    ref = jobs.stage(issue_id)
    db.session.commit()
    queues.enqueue([ref])
    log.info("newsletter issue %s: sending to %d recipient(s)", issue_id, len(rows))
    return True


# --- one batch -------------------------------------------------------------------------


class _Pace:
    """Sends at most `rate` messages a second (0: as fast as the server takes them)."""

    def __init__(self, rate: float):
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self.next = time.monotonic()

    def wait(self) -> None:
        if self.interval:
            delay = self.next - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            self.next = max(self.next, time.monotonic()) + self.interval


def send_batch(issue_id: int, now: datetime | None = None) -> int | None:
    """Claim and send one batch; how many rows it settled, None when it claimed nothing
    because the issue isn't sending or another batch is at work."""
    claimed = claims.claim(issue_id, batch_size(), lease(), now or utcnow())
    if claimed is None:
        return None
    token, recipients = claimed
    skips = {r.delivery_id: reason for r in recipients if (reason := claims.skip_reason(r))}
    claims.skip(token, skips)
    db.session.commit()
    to_send = [r for r in recipients if r.delivery_id not in skips]
    if to_send:
        _send(db.session.get(NewsletterIssue, issue_id), token, to_send)
    return len(recipients)


def _send(issue: NewsletterIssue, token: str, to_send: list[claims.Recipient]) -> None:
    rendered = email.render_issue(issue)
    marked = email.template(rendered)
    from_addr = parseaddr(setting("MAIL_FROM"))[1]
    pace = _Pace(_rate())
    confirmed: list[int] = []
    outbox = Path(setting("MAIL_OUTBOX_DIR"))
    with Session(setting("SMTP_URL"), outbox) as session:
        for at, recipient in enumerate(to_send):
            pace.wait()
            msg_id = email.message_id(issue.id, recipient.delivery_id)
            message = email.for_subscriber(
                rendered, recipient.signup_id, recipient.email, msg_id, marked
            )

            def before_end(recipient=recipient, msg_id=msg_id) -> None:
                claims.confirm(confirmed)
                confirmed.clear()
                if not claims.mark_sent(token, recipient.delivery_id, msg_id, utcnow()):
                    db.session.commit()
                    raise _LostClaim()
                db.session.commit()

            try:
                session.send(message, from_addr, recipient.email, before_end, msg_id[1:-1])
            except _LostClaim:
                log.warning("newsletter %s: batch %s lost its lease; stopping", issue.id, token)
                break
            except Failure as failure:
                _failed(issue, recipient, failure)
                continue
            except (ServerTrouble, OSError) as exc:
                _stopped(token, recipient, exc)
                break
            confirmed.append(recipient.delivery_id)
            if at % 100 == 99:
                db.session.execute(
                    db.update(NewsletterIssue)
                    .where(NewsletterIssue.id == issue.id)
                    .values(heartbeat_at=utcnow())
                )
        claims.confirm(confirmed)
        db.session.commit()


class _LostClaim(Exception):
    pass


def _failed(issue: NewsletterIssue, recipient: claims.Recipient, failure: Failure) -> None:
    if failure.permanent:
        claims.fail(recipient.delivery_id, f"refused: {failure}")
        if failure.bad_address:
            mail.suppress(recipient.email, issue.list_name, reason="bounced")
    else:
        claims.retry_later(recipient.delivery_id, str(failure), _backoff(), GIVE_UP, utcnow())
    db.session.commit()


def _stopped(token: str, recipient: claims.Recipient, exc: Exception) -> None:
    """The server went away: this recipient tries again later, as a temporary failure, and
    the rest of the batch is handed back for then."""
    log.warning("newsletter batch %s stopped: %s", token, exc)
    db.session.rollback()
    now = utcnow()
    claims.retry_later(recipient.delivery_id, f"{type(exc).__name__}: {exc}", _backoff(),
                       GIVE_UP, now)  # fmt: skip
    claims.release(token, now + timedelta(seconds=_backoff()[0]))
    db.session.commit()


# --- the job ---------------------------------------------------------------------------


def finish(issue_id: int, now: datetime) -> list[queues.JobRef]:
    """Mark the issue sent once no delivery is left to settle, with its counts, and stage
    newsletter.sent in the same transaction (the caller commits). The webhook's jobs."""
    figures = counts.live(issue_id)
    done = db.session.execute(
        db.update(NewsletterIssue)
        .where(
            NewsletterIssue.id == issue_id,
            NewsletterIssue.status == "sending",
            ~exists().where(claims.unsettled(issue_id)),
        )
        .values(status="sent", sent_at=now, counts=figures)
    )
    if done.rowcount != 1:
        return []
    issue = db.session.get(NewsletterIssue, issue_id)
    return webhooks.newsletter_sent(issue.id, issue.list_name, issue.subject, now, figures)


def run(job_id: str) -> str:
    """The job (queues.JOBS): start a due issue, or send one batch of a sending one, then
    stage the next batch or finish."""
    issue_id = jobs.issue_of(job_id)
    issue = db.session.get(NewsletterIssue, issue_id) if issue_id else None
    if issue is None or issue.status in ("draft", "sent"):
        queues.mark_done(job_id)
        return "nothing to do"
    if issue.status == "scheduled":
        started = start(issue.id, utcnow())
        queues.mark_done(job_id)
        return "started" if started else "not due"
    settled = send_batch(issue.id)
    now = utcnow()
    hooks: list[queues.JobRef] = []
    if settled is not None and claims.any_due(issue.id, now):
        hooks.append(jobs.stage(issue.id))
        outcome = "batch sent"
    elif settled is not None and not claims.any_unsettled(issue.id):
        hooks += finish(issue.id, now)
        outcome = "finished"
    else:
        outcome = "waiting" if settled is not None else "another batch is at work"
    queues.mark_done(job_id)  # commits the next job's entry or the finish with it
    queues.enqueue(hooks)
    return outcome
