"""The inbox's current filter as CSV that Excel opens correctly: UTF-8 with a byte-order
mark (without it Excel reads the file as the machine's legacy code page and mangles "Zoë"
or "Łódź"), one row per lead with its plan, stage, owner, score and next action.

It is safe to open in a spreadsheet: a cell a spreadsheet would read as a formula (starting
= + - @, or a tab/CR that some apps strip first) gets a leading quote, so a visitor's
"=HYPERLINK(...)" stays text (OWASP CSV injection)."""

from __future__ import annotations

import csv
import io
import json
from collections import defaultdict
from collections.abc import Iterator

from pipeline.leads.inbox import (
    LeadFilter,
    emails_by_submission,
    filtered,
    iso,
    owner_emails,
    scores_by_email,
    summary,
)
from pipeline.leads.notes import notes_for
from pipeline.leads.plans import plan_text
from pipeline.leads.stages import lost_text, stage_of
from pipeline.models.db import db

BOM = "\ufeff"
HEADER = (
    "created_at", "id", "kind", "name", "email", "company", "role", "plan", "message", "summary",
    "stage", "lost_reason", "owner", "score", "score_reasons", "next_action",
    "next_action_due", "status", "job_stage", "spam", "delivery", "handled", "notes",
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


def _sales_cells(handling, owners: dict[int, str], score: dict) -> list:
    owner_id = handling.owner_user_id if handling is not None else None
    due = handling.next_action_due if handling is not None else None
    return [
        stage_of(handling),
        lost_text(handling.lost_reason, handling.lost_detail) if handling is not None else None,
        owners.get(owner_id, "removed account") if owner_id else None,
        score["score"],
        "; ".join(reason["text"] for reason in score["reasons"]),
        handling.next_action if handling is not None else None,
        due.isoformat() if due else None,
    ]


def _row(submission, contact, test, handling, emails, notes, owners, score) -> list[str]:
    delivery = "; ".join(f"{e.purpose}: {e.status}" for e in emails)
    cells = [
        iso(submission.created_at), submission.id, submission.kind, submission.name,
        submission.email, test.company_name if test is not None else None,
        contact.role_label if contact is not None else None,
        plan_text(submission, contact),
        contact.message if contact is not None else None,
        summary(submission, contact, test), *_sales_cells(handling, owners, score),
        submission.status, submission.stage, "yes" if submission.is_spam else "no", delivery,
        "yes" if handling is not None and handling.handled else "no", _notes(notes),
        submission.source_page, submission.referrer,
        json.dumps(submission.utm, sort_keys=True) if submission.utm else None,
    ]  # fmt: skip
    return [safe_cell(cell) for cell in cells]


def export_csv(lead_filter: LeadFilter) -> Iterator[str]:
    """Yields the CSV in chunks (streamed, so a big export never sits in memory)."""
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.writer(buffer)
    writer.writerow(HEADER)
    offset = 0
    while True:
        rows = db.session.execute(filtered(lead_filter).limit(BATCH).offset(offset)).all()
        scores = scores_by_email(row[0].email for row in rows)
        if lead_filter.by_score:
            kept = [row for row in rows if lead_filter.admits(scores[row[0].email]["score"])]
        else:
            kept = rows
        ids = [row[0].id for row in kept]
        emails = emails_by_submission(ids)
        owners = owner_emails(kept)
        notes = defaultdict(list)
        for note in notes_for(ids):
            notes[note["lead_id"]].append(note)
        for row in kept:
            writer.writerow(_row(*row, emails.get(row[0].id, []), notes[row[0].id], owners,
                                 scores[row[0].email]))  # fmt: skip
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
        if len(rows) < BATCH:
            return
        offset += BATCH
