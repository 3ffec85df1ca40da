"""After a restore: every erasure the ledger (pipeline/leads/erasure_ledger.py) recorded
since the backup's snapshot is made again, so a person erased after the backup was taken
does not come back with it.

The ledger holds keyed hashes, not addresses: each address the restored database holds is
hashed the same way (same SECRET_KEY: the manifest's fingerprint is checked before loading)
and the ones in the ledger are erased through leads.erase, exactly as the first time: with
the same reason, and, where the retention schedule took only some of a person's records
(the entry names their ids), only those again.

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


def _erasures(entries: list[leads.LedgerEntry], hashes: dict[str, str]) -> dict[str, list]:
    """Per reason, the Erasures that make the entries again: a person erased whole once is
    erased whole; otherwise only the rows their entries name."""
    whole: dict[str, str] = {}
    parts: dict[str, tuple[str, set[str], set[int]]] = {}
    for entry in entries:
        address = hashes.get(entry.person)
        if address is None:
            continue
        if entry.leads is None:
            whole.setdefault(address, entry.reason)
        else:
            _, subs, signups = parts.setdefault(address, (entry.reason, set(), set()))
            subs.update(entry.leads)
            signups.update(entry.signups)
    by_reason: dict[str, list] = {}
    for address, reason in whole.items():
        by_reason.setdefault(reason, []).append(leads.Erasure(address))
    for address, (reason, subs, signups) in parts.items():
        if address not in whole:
            erasure = leads.Erasure(address, tuple(sorted(subs)), tuple(sorted(signups)), True)
            by_reason.setdefault(reason, []).append(erasure)
    return by_reason


def replay(snapshot_at: datetime) -> int:
    """Make again every erasure the ledger records since the snapshot (MARGIN before it);
    how many people were found in the restored database."""
    entries = leads.ledger_entries(since=snapshot_at - MARGIN)
    wanted = {entry.person for entry in entries}
    if not wanted:
        return 0
    hashes = {}
    for address in sorted(held_addresses()):
        person = leads.subject_hash(address)
        if person in wanted:
            hashes[person] = address
    by_reason = _erasures(entries, hashes)
    for reason, erasures in sorted(by_reason.items()):
        # Each goes through erase() as the first time; receivers are told again (harmless:
        # a person.erased is idempotent for them), and the ledger gets the replay's lines.
        leads.erase(erasures, None, reason=reason)
    return len(hashes)
