"""After a restore: every erasure the ledger (pipeline/leads/erasure_ledger.py) recorded
since the backup's snapshot is made again, so a person erased after the backup was taken
does not come back with it.

The ledger holds keyed hashes, not addresses: each address the restored database holds (by
its key, mail.address_key, and as stored, for lines written before the key existed) is
hashed the same way (same SECRET_KEY: the manifest's fingerprint and signature are checked
before loading) and the ones in the ledger are erased through leads.erase, exactly as the
first time: with the same reason, and, where the retention schedule took only some of a
person's records (the entry names their ids), only those again.

Entries from a little before the snapshot count too (MARGIN): the ledger line is written as
the erasure starts and the erasure commits moments later, so an erasure begun just before
the snapshot may not be in it. Older entries are not replayed: someone erased long ago who
came back of their own accord is in the backup by their own choice."""

from __future__ import annotations

from datetime import datetime, timedelta

from pipeline import leads
from pipeline.models.db import db

MARGIN = timedelta(minutes=15)


def held_people() -> dict[str, str]:
    """{ledger hash: person key} for every person the database holds, under each hash a
    ledger line about them may carry (leads.subject_hashes)."""
    found: dict[str, str] = {}
    # Every column erase() finds a person by, with the address as stored: ledger lines
    # written before the address key hashed that, trimmed and lower-cased.
    for address_column, key_column in leads.ADDRESS_COLUMNS:
        rows = db.session.execute(db.select(key_column, address_column).distinct())
        for key, address in rows:
            if key:
                found.update(dict.fromkeys(leads.subject_hashes(address or key), key))
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
    hashes = {person: key for person, key in held_people().items() if person in wanted}
    by_reason = _erasures(entries, hashes)
    for reason, erasures in sorted(by_reason.items()):
        # Each goes through erase() as the first time; receivers are told again (harmless:
        # a person.erased is idempotent for them), and the ledger gets the replay's lines.
        leads.erase(erasures, None, reason=reason)
    return len(set(hashes.values()))
