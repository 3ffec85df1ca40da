"""Follow-ups: one next action with a due date per lead (or none). Setting, changing or
clearing it is on the lead's timeline. A follow-up is overdue once its day has passed
while the lead is still open (won and lost leads are not chased)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

from pipeline.leads import events
from pipeline.leads.sales_state import handling_row, invalid
from pipeline.leads.stages import OPEN_STAGES
from pipeline.models.db import db, utcnow
from pipeline.models.lead_handling import LeadHandling
from pipeline.settings import setting

ACTION_MAX = 200
NEEDS_BOTH = "Give the next action and its due date together (or clear both)."
TOO_FAR = "Choose a due date within five years."


def set_follow_up(submission_id: str, action: str | None, due: date | None,
                  actor_id: int | None) -> LeadHandling:  # fmt: skip
    """Set (both given) or clear (both None) the lead's follow-up, and commit."""
    action = " ".join((action or "").split()) or None
    if (action is None) != (due is None):
        raise invalid("next_action" if action is None else "due", NEEDS_BOTH)
    if action is not None and len(action) > ACTION_MAX:
        raise invalid("next_action", f"Keep the next action under {ACTION_MAX} characters.")
    if due is not None and abs((due - utcnow().date()).days) > 5 * 366:
        raise invalid("due", TOO_FAR)
    row = handling_row(submission_id)
    if (row.next_action, row.next_action_due) == (action, due):
        return row
    before = row.next_action_due.isoformat() if row.next_action_due else None
    row.next_action, row.next_action_due = action, due
    row.updated_by_user_id = actor_id
    row.updated_at = utcnow()
    events.follow_up_changed(
        submission_id, before, due.isoformat() if due else None, action, actor_id
    )
    db.session.commit()
    return row


def local_now(now_utc: datetime) -> datetime:
    """Sales' own clock (DIGEST_TIMEZONE): when a day starts, and so when a follow-up is
    overdue and when the digest goes."""
    zone = ZoneInfo(setting("DIGEST_TIMEZONE", "Europe/London"))
    return now_utc.replace(tzinfo=UTC).astimezone(zone)


def local_today() -> date:
    return local_now(utcnow()).date()


def follow_up_json(row: LeadHandling | None, today: date) -> dict | None:
    if row is None or row.next_action_due is None:
        return None
    return {
        "action": row.next_action,
        "due": row.next_action_due.isoformat(),
        "overdue": row.next_action_due < today and row.stage in OPEN_STAGES,
    }
