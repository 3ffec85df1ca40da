"""After a restore: every erasure the ledger (pipeline/leads/erasure_ledger.py) recorded
since the backup's snapshot is made again, so a person erased after the backup was taken
does not come back with it.

The ledger holds keyed hashes, not addresses: each address the restored database holds is
hashed the same way (same SECRET_KEY: the manifest's fingerprint is checked before loading)
and the ones in the ledger are erased through leads.erase, exactly as the first time.

Entries from a little before the snapshot count too (MARGIN): the ledger line is written as
the erasure starts and the erasure commits moments later, so an erasure begun just before
the snapshot may not be in it. Older entries are not replayed: someone erased long ago who
came back of their own accord is in the backup by their own choice."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import func

from pipeline import leads
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.finder_run import FinderRun
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission

MARGIN = timedelta(minutes=15)
# Every column erase() finds a person by (pipeline/leads/data_requests.py `_find`).
ADDRESS_COLUMNS = (
    Submission.email,
    ContactMessage.email,
    FinderRun.email,
    Signup.email,
    EmailMessage.to_addr,
    MailSuppression.email,
)


def held_addresses() -> set[str]:
    found: set[str] = set()
    for column in ADDRESS_COLUMNS:
        rows = db.session.scalars(db.select(func.lower(column)).distinct())
        found |= {leads.normalise(address) for address in rows if address}
    return found


def people_since(snapshot_at: datetime) -> set[str]:
    """The hashes of everyone erased since the snapshot (and MARGIN before it)."""
    return {entry.person for entry in leads.ledger_entries(since=snapshot_at - MARGIN)}


def replay(snapshot_at: datetime) -> int:
    """Erase again everyone the ledger names since the snapshot; how many were found."""
    wanted = people_since(snapshot_at)
    if not wanted:
        return 0
    matched = sorted(a for a in held_addresses() if leads.subject_hash(a) in wanted)
    for address in matched:
        # TODO(integrator): pass reason="restore" once erase() takes the retention branch's
        # `reason` keyword.
        leads.erase(address, None)
    return len(matched)
