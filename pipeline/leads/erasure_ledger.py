"""The erasure ledger: one line per erasure, appended to ERASURE_LEDGER_PATH, a file outside
the database, so that a database restored from a backup taken before an erasure can have it
made again (pipeline/backup/replay.py). A restore never overwrites this file.

Each line is JSON holding only the person's keyed hash (data_requests.subject_hash, the
audit log's), the time and why: {"person": "<hex>", "erased_at": "2026-11-26T06:28:00.123456",
"reason": "request"}. No address: the ledger must not become a list of everyone who asked to
be forgotten. When the retention schedule erases only some of a person's records (old leads
of someone still subscribed, say), the line also names those rows by their ids, which say
nothing about anyone: {"leads": ["<submission id>", ...], "signups": [<id>, ...]}, so a
replay takes the same part and no more.

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
    reason: str = "request"  # or "retention"
    leads: tuple[str, ...] | None = None  # None: the whole person; else only these rows
    signups: tuple[int, ...] = ()

    def to_json(self) -> str:
        data: dict = {"person": self.person, "erased_at": self.erased_at.isoformat(),
                      "reason": self.reason}  # fmt: skip
        if self.leads is not None:
            data.update(leads=list(self.leads), signups=list(self.signups))
        return json.dumps(data)

    @classmethod
    def from_json(cls, raw: bytes) -> LedgerEntry:
        data = json.loads(raw)
        leads = data.get("leads")
        return cls(
            str(data["person"]),
            datetime.fromisoformat(data["erased_at"]),
            str(data.get("reason", "request")),
            None if leads is None else tuple(str(lead) for lead in leads),
            tuple(int(signup) for signup in data.get("signups", ())),
        )


def ledger_path() -> Path:
    return Path(setting("ERASURE_LEDGER_PATH"))


def record(
    person: str,
    at: datetime | None = None,
    *,
    reason: str = "request",
    leads: tuple[str, ...] | None = None,
    signups: tuple[int, ...] = (),
) -> LedgerEntry:
    """Append one entry and make it durable before returning (OSError if it can't be)."""
    entry = LedgerEntry(person, at or utcnow(), reason, leads, signups)
    line = entry.to_json()
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
                entry = LedgerEntry.from_json(raw)
            except (ValueError, KeyError, TypeError):
                log.warning("erasure ledger %s: line %d unreadable, skipped", path, number)
                continue
            if since is None or entry.erased_at >= since:
                found.append(entry)
    return sorted(found, key=lambda e: e.erased_at)
