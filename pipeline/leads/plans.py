"""The done-for-you plan a lead was about, and its value on the board.

What a submission stores about a plan is where it was sent from: the page the form was on
(`source_page`) and the page before it (`referrer`). A lead sent from, or straight after,
/plans/<plan> names that plan; anything else names none. The plan quiz runs in the browser
and never reaches the server, so its result can't be read here. A lead's plan value is its
plan's monthly price (score_weights.yaml); a lead with no plan has no value."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from pipeline.leads.score_weights import weights
from pipeline.models.submission import Submission

PLAN_PAGE = re.compile(r"/plans/([a-z]+)/?")


def plans() -> dict[str, dict]:
    return weights()["plans"]


def plan_key(submission: Submission) -> str | None:
    for url in (submission.source_page, submission.referrer):
        match = PLAN_PAGE.fullmatch(urlsplit(url or "").path)
        if match and match.group(1) in plans():
            return match.group(1)
    return None


def plan_json(key: str | None) -> dict | None:
    if key is None:
        return None
    plan = plans()[key]
    return {"key": key, "name": plan["name"], "monthly_gbp": plan["monthly_gbp"]}
