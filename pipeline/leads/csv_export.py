"""The inbox's current filter as CSV, safe to open in a spreadsheet: a cell a spreadsheet
would read as a formula (starting = + - @, or a tab/CR that some apps strip first) gets a
leading quote, so a visitor's "=HYPERLINK(...)" stays text (OWASP CSV injection)."""

from __future__ import annotations

import csv
import io
import json
from collections import defaultdict
from collections.abc import Iterator

from pipeline.db import db
from pipeline.leads.inbox import LeadFilter, emails_by_submission, filtered, iso, summary
from pipeline.leads.notes import notes_for
from pipeline.leads.stages import lost_text, stage_of

HEADER = (
    "created_at", "id", "kind", "name", "email", "company", "role", "message", "summary",
    "stage", "lost_reason", "status", "job_stage", "spam", "delivery", "handled", "notes",
    "source_page", "referrer", "utm",
)  # fmt: skip
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
BATCH = 500


def safe_cell(value) -> str:
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _notes(notes: list[dict]) -> str:
    return "\n".join(f"{n['created_at'][:10]} {n['author'] or 'removed account'}: {n['body']}"
                     for n in notes)  # fmt: skip


def _row(submission, contact, test, handling, emails, notes) -> list[str]:
    delivery = "; ".join(f"{e.purpose}: {e.status}" for e in emails)
    cells = [
        iso(submission.created_at), submission.id, submission.kind, submission.name,
        submission.email, test.company_name if test is not None else None,
        contact.role_label if contact is not None else None,
        contact.message if contact is not None else None,
        summary(submission, contact, test), stage_of(handling),
        lost_text(handling.lost_reason, handling.lost_detail) if handling is not None else None,
        submission.status, submission.stage, "yes" if submission.is_spam else "no", delivery,
        "yes" if handling is not None and handling.handled else "no", _notes(notes),
        submission.source_page, submission.referrer,
        json.dumps(submission.utm, sort_keys=True) if submission.utm else None,
    ]  # fmt: skip
    return [safe_cell(cell) for cell in cells]


def export_csv(lead_filter: LeadFilter) -> Iterator[str]:
    """Yields the CSV in chunks (streamed, so a big export never sits in memory)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(HEADER)
    offset = 0
    while True:
        rows = db.session.execute(filtered(lead_filter).limit(BATCH).offset(offset)).all()
        ids = [row[0].id for row in rows]
        emails = emails_by_submission(ids)
        notes = defaultdict(list)
        for note in notes_for(ids):
            notes[note["lead_id"]].append(note)
        for row in rows:
            writer.writerow(_row(*row, emails.get(row[0].id, []), notes[row[0].id]))
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
        if len(rows) < BATCH:
            return
        offset += BATCH
