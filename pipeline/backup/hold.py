"""After a restore, nothing the backup had yet to send is sent on its own: it may have gone
out between the backup and the loss of the database, and the restored rows can't tell.

- Every unfinished outbox entry is marked done, so the sweeper doesn't enqueue it again,
  and each is listed for the operator.
- Every email still queued, sending or retrying is marked failed with a note saying why,
  so a copy of its job still in Redis finds nothing to send (delivery claims only queued
  or retrying mail) and sales can send it from the lead ("Resend") once they know it
  didn't go.
- Today's sales digest, if its hour has come, is marked as made (leads.skip_digest_today).
- A discovery call's reminder (booking_notices, issue 34) that fell due by now and was not
  yet claimed is withdrawn: it may have been sent after the backup, and one sent late is
  worse than none (the call's own time, its confirmation and changes are on the lead).
  Reminders still ahead go as they were due.

`--resend-pending` skips all four: for a restore made right after the backup, when
nothing can have gone out since."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pipeline import leads
from pipeline.models.booking_notice import PENDING, WITHDRAWN, BookingNotice
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry

UNSENT = ("queued", "sending", "retrying")
NOTE = "held by the restore of the backup of {when} UTC: it may have been sent after the backup"


@dataclass(frozen=True)
class HeldJob:
    job_id: str
    func: str
    created_at: datetime


@dataclass
class Held:
    jobs: list[HeldJob]
    emails: int
    digest_run: str | None
    reminders: int = 0


def hold_pending(snapshot_at: datetime) -> Held:
    entries = db.session.scalars(
        db.select(OutboxEntry).where(OutboxEntry.done_at.is_(None)).order_by(OutboxEntry.created_at)
    ).all()
    jobs = [HeldJob(e.job_id, e.func, e.created_at) for e in entries]
    now = utcnow()
    for entry in entries:
        entry.done_at = now
    emails = db.session.execute(
        db.update(EmailMessage)
        .where(EmailMessage.status.in_(UNSENT))
        .values(
            status="failed",
            last_error=NOTE.format(when=f"{snapshot_at:%Y-%m-%d %H:%M}"),
            updated_at=now,
        )  # fmt: skip
    ).rowcount
    reminders = db.session.execute(
        db.update(BookingNotice)
        .where(BookingNotice.state == PENDING, BookingNotice.due_at <= now)
        .values(state=WITHDRAWN)
    ).rowcount
    db.session.commit()
    return Held(jobs, emails or 0, leads.skip_digest_today(now), reminders or 0)
