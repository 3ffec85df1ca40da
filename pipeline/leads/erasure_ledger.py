"""The erasure ledger: one line per erasure, appended to ERASURE_LEDGER_PATH, a file outside
the database, so that a database restored from a backup taken before an erasure can have it
made again (pipeline/backup/replay.py). A restore never overwrites this file.

Each line is JSON holding only the person's keyed hash (data_requests.subject_hash, the
audit log's) and the time: {"person": "<hex>", "erased_at": "2026-11-26T06:28:00.123456"}.
No address: the ledger must not become a list of everyone who asked to be forgotten.

erase() writes the line before it deletes anything, as an intent: if the line can't be
written, nothing is erased and the caller sees the error; if the erasure then fails, the
line stays, and replaying an erasure that didn't happen only erases what should have gone.
Lines are written with O_APPEND in one write() and fsync'd, so writers on several machines
sharing the file (NFS and the like aside) never interleave a line and a crash leaves at
worst one torn last line, which the reader skips."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pipeline.models.db import utcnow
from pipeline.settings import setting

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LedgerEntry:
    person: str  # subject_hash of the erased address
    erased_at: datetime  # naive UTC, as every time in the database


def ledger_path() -> Path:
    return Path(setting("ERASURE_LEDGER_PATH"))


def record(person: str, at: datetime | None = None) -> LedgerEntry:
    """Append one entry and make it durable before returning (OSError if it can't be)."""
    entry = LedgerEntry(person, at or utcnow())
    line = json.dumps({"person": entry.person, "erased_at": entry.erased_at.isoformat()})
    path = ledger_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(fd, (line + "\n").encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    return entry


def entries(since: datetime | None = None) -> list[LedgerEntry]:
    """Every entry (erased at or after `since`, if given), oldest first."""
    path = ledger_path()
    if not path.exists():
        return []
    found = []
    with path.open("rb") as lines:
        for number, raw in enumerate(lines, 1):
            try:
                data = json.loads(raw)
                entry = LedgerEntry(str(data["person"]), datetime.fromisoformat(data["erased_at"]))
            except (ValueError, KeyError, TypeError):
                log.warning("erasure ledger %s: line %d unreadable, skipped", path, number)
                continue
            if since is None or entry.erased_at >= since:
                found.append(entry)
    return sorted(found, key=lambda e: e.erased_at)
