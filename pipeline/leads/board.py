"""The board: the inbox's current filter as one column per stage, each with its count, the
total plan value of its leads (plans.py) and its newest cards. Counts and totals cover
every lead in the column; the cards stop at CARDS_PER_COLUMN, newest first."""

from __future__ import annotations

from pipeline.leads.call_view import next_calls
from pipeline.leads.follow_ups import follow_up_json, local_today
from pipeline.leads.inbox import (
    KIND_LABELS,
    LeadFilter,
    filtered,
    iso,
    owner_emails,
    owner_json,
    score_json,
    scores_by_email,
)
from pipeline.leads.person_keys import keys_of
from pipeline.leads.plans import plan_json, plan_key, plans
from pipeline.leads.stages import STAGE_LABELS, stage_of
from pipeline.models.db import db

CARDS_PER_COLUMN = 50


def card_json(submission, contact, test, handling, owners: dict[int, str],
              score: dict | None, call: dict | None = None) -> dict:  # fmt: skip
    return {
        "id": submission.id,
        "name": submission.name,
        "email": submission.email,
        "kind": submission.kind,
        "kind_label": KIND_LABELS.get(submission.kind, submission.kind),
        "company": test.company_name if test is not None else None,
        "created_at": iso(submission.created_at),
        "stage": stage_of(handling),
        "owner": owner_json(handling, owners),
        "plan": plan_json(plan_key(submission, contact)),
        "follow_up": follow_up_json(handling, local_today()),
        # The person's next discovery call, or their last one (issue 34; None: never booked).
        "call": call,
        **score_json(score),
    }


def board(lead_filter: LeadFilter) -> dict:
    rows = db.session.execute(filtered(lead_filter)).all()  # newest first
    scores = scores_by_email(row[0].email for row in rows) if lead_filter.by_score else {}
    if lead_filter.by_score:
        rows = [row for row in rows if lead_filter.admits(scores[row[0].email]["score"])]
    columns = {
        stage: {"stage": stage, "label": label, "count": 0, "plan_value_gbp": 0, "leads": []}
        for stage, label in STAGE_LABELS.items()
    }
    shown = []
    for row in rows:
        submission, contact, handling = row[0], row[1], row[3]
        column = columns[stage_of(handling)]
        column["count"] += 1
        key = plan_key(submission, contact)
        if key is not None:
            column["plan_value_gbp"] += plans()[key]["monthly_gbp"]
        if len(column["leads"]) < CARDS_PER_COLUMN:
            column["leads"].append(row)
            shown.append(row)
    owners = owner_emails(shown)
    scores = scores or scores_by_email(row[0].email for row in shown)
    keys = keys_of(row[0].email for row in shown)
    calls = next_calls(set(keys.values()))
    for column in columns.values():
        column["leads"] = [
            card_json(*row, owners, scores.get(row[0].email), calls.get(keys.get(row[0].email)))
            for row in column["leads"]
        ]
    return {"columns": list(columns.values()), "total": len(rows), "per_column": CARDS_PER_COLUMN}
