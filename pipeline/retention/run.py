"""One run of the retention schedule: every rule in turn, in batches that commit as they
go (RETENTION_BATCH_SIZE records per transaction), so form submissions never wait behind
it. The run is recorded in retention_runs and leaves one audit entry with its counts (never
what was deleted); each person erased also leaves erase()'s own hash-only entry."""

from __future__ import annotations

import logging
from datetime import datetime

from pipeline.models.audit_entry import AuditEntry
from pipeline.models.db import db, utcnow
from pipeline.models.retention_run import RetentionRun
from pipeline.retention.preview import iso
from pipeline.retention.rules import RULES
from pipeline.settings import setting

log = logging.getLogger(__name__)
RUNS_SHOWN = 10


def apply_schedule(trigger: str, now: datetime | None = None) -> RetentionRun:
    """Apply every rule as of `now` (default: the present). A rule that fails ends the run
    as failed, keeping what earlier rules (and the failing rule's committed batches) did."""
    now = now or utcnow()
    size = int(setting("RETENTION_BATCH_SIZE", 500))
    record = RetentionRun(trigger=trigger, started_at=utcnow(), status="running", counts={})
    db.session.add(record)
    db.session.commit()
    counts: dict[str, int] = {}
    current = None
    try:
        for current in RULES:
            counts[current.kind.key] = current.apply(now, size)
            record.counts = dict(counts)
            db.session.commit()
        record.status = "succeeded"
    except Exception as exc:
        db.session.rollback()
        kind = current.kind.key if current else "?"
        log.exception("retention run failed while applying %s", kind)
        record.status = "failed"
        # The type only: a database error's message can quote the values it was given.
        record.error = f"{type(exc).__name__} while applying {kind}"
        raise
    finally:
        record.counts = dict(counts)
        record.finished_at = utcnow()
        db.session.add(
            AuditEntry(action="retention_run", actor_user_id=None, subject_hash="", counts=counts)
        )
        db.session.commit()
    return record


def run_json(record: RetentionRun) -> dict:
    return {
        "id": record.id,
        "trigger": record.trigger,
        "status": record.status,
        "started_at": iso(record.started_at),
        "finished_at": iso(record.finished_at),
        "counts": record.counts or {},
        "error": record.error,
    }


def last_runs(limit: int = RUNS_SHOWN) -> list[dict]:
    rows = db.session.scalars(
        db.select(RetentionRun)
        .order_by(RetentionRun.started_at.desc(), RetentionRun.id.desc())
        .limit(limit)
    )
    return [run_json(row) for row in rows]
