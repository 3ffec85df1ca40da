"""Each demo lead's way through the sales pipeline: the lead_handling row and the timeline's
"stage" entries that pipeline/leads/stages.py set_stage() writes for each move, with the
times sales would have made them. Written as rows rather than through set_stage, which
stamps every move "now" and stages a lead.stage_changed webhook per move: a year of history
needs its own dates, and no receiver should hear of made-up leads.

Contact messages are the warmest (most are called, a good share won); the tool finder next;
list sign-ups are mostly left alone. A move that would fall after `now` hasn't happened
yet, so the last weeks' leads are still new or open, as they would be."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from pipeline.leads.stages import LOST_REASONS, record_progress
from pipeline.models.lead_handling import LeadHandling

# kind -> chance of reaching contacted, qualified (once contacted), won (once qualified).
ODDS = {
    "contact": (0.9, 0.55, 0.45),
    "finder": (0.6, 0.4, 0.3),
    "guide": (0.3, 0.25, 0.2),
    "early_access": (0.15, 0.2, 0.1),
    "newsletter": (0.05, 0.1, 0.1),
}
# Why the ones who stop are lost (set_stage's "other" needs sales' own words, so not here).
LOST = ("no_budget", "no_response", "chose_competitor", "not_a_fit", "bad_timing")
# Of those who don't move on, how many sales close as lost rather than leave open.
CLOSED = 0.7


def _first_contact(rng: random.Random, arrived: datetime) -> datetime:
    """A few hours in working time (median ~5 h); the evening's and weekend's wait longer."""
    wait = timedelta(hours=min(96.0, rng.lognormvariate(1.6, 0.9)))
    moment = arrived + wait
    while moment.weekday() >= 5 or not 8 <= moment.hour < 18:
        moment += timedelta(hours=1)
    return moment


def _days(rng: random.Random, low: float, high: float) -> timedelta:
    return timedelta(days=rng.uniform(low, high), minutes=rng.randrange(600))


def moves(
    rng: random.Random, kind: str, arrived: datetime, now: datetime
) -> list[tuple[str, datetime, str | None]]:
    """[(stage, when, lost reason)] in order, each after the one before and before `now`."""
    contacted, qualified, won = ODDS[kind]
    path: list[tuple[str, datetime, str | None]] = []
    at = _first_contact(rng, arrived)
    if rng.random() >= contacted:
        return path
    path.append(("contacted", at, None))
    for stage, chance, wait in (("qualified", qualified, (2, 12)), ("won", won, (5, 35))):
        at = at + _days(rng, *wait)
        if rng.random() < chance:
            path.append((stage, at, None))
        else:
            if rng.random() < CLOSED:
                path.append(("lost", at, rng.choice(LOST)))
            break
    return [move for move in path if move[1] < now]


def record(rng: random.Random, submission: dict, now: datetime) -> tuple[dict | None, list[dict]]:
    """The lead_handling row (None: never touched, so "new") and its stage entries."""
    history = moves(rng, submission["kind"], submission["created_at"], now)
    if not history:
        return None, []
    events, before = [], "new"
    for stage, at, reason in history:
        events.append({
            "submission_id": submission["id"], "actor_user_id": None, "kind": "stage",
            "from_value": before, "to_value": stage, "created_at": at,
            "detail": LOST_REASONS[reason] if reason else None,
        })  # fmt: skip
        before = stage
    # The progress the overview reads, kept by the same rule set_stage keeps it by.
    progress = LeadHandling()
    for stage, at, _reason in history:
        record_progress(progress, stage, at)
    stage, at, reason = history[-1]
    handling = {
        "submission_id": submission["id"], "handled": False,
        "stage": stage, "lost_reason": reason, "lost_detail": None,
        "stage_changed_at": at, "updated_at": at,
        "furthest_stage": progress.furthest_stage or "new",
        "first_stage_change_at": progress.first_stage_change_at,
        "won_at": progress.won_at, "lost_at": progress.lost_at,
    }  # fmt: skip
    return handling, events
