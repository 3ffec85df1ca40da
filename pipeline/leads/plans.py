"""The done-for-you plan a lead is about, and its value on the board.

A contact message names the plan the visitor asked about when they came from a plan page's
or the quiz result's "Book a Call" (stored on the message: models/contact_message.py). Any
other lead names the plan of the page it was sent from, or straight after (`source_page`,
then `referrer`): a lead sent from /plans/<plan> names that plan; anything else names none.
A lead's plan value is its plan's monthly price (score_weights.yaml); a lead with no plan
has no value."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from pipeline.leads.score_weights import weights
from pipeline.models.contact_message import PLANS, ContactMessage
from pipeline.models.submission import Submission

PLAN_PAGE = re.compile(r"/plans/([a-z]+)/?")


def plans() -> dict[str, dict]:
    return weights()["plans"]


def plan_key(submission: Submission, contact: ContactMessage | None = None) -> str | None:
    return plan_key_of(
        contact.plan if contact is not None else None, submission.source_page, submission.referrer
    )


def plan_key_of(asked: str | None, source_page: str | None, referrer: str | None) -> str | None:
    """plan_key from the three stored values alone, for callers that read columns, not rows
    (the overview's won value)."""
    if asked in PLANS:
        return asked
    for url in (source_page, referrer):
        match = PLAN_PAGE.fullmatch(urlsplit(url or "").path)
        if match and match.group(1) in PLANS:
            return match.group(1)
    return None


def monthly_price(key: str | None) -> float:
    """The plan's monthly price in pounds; 0 for no plan."""
    return float(plans()[key]["monthly_gbp"]) if key is not None else 0.0


def plan_json(key: str | None) -> dict | None:
    if key is None:
        return None
    return {"key": key, "name": PLANS[key], "monthly_gbp": plans()[key]["monthly_gbp"]}


def plan_text(submission: Submission, contact: ContactMessage | None) -> str | None:
    """The lead's plan in words, for the CSV: "Growth", or "Growth (plan quiz result)"."""
    key = plan_key(submission, contact)
    if key is None:
        return None
    quiz = contact is not None and contact.plan_from_quiz(submission.source_page)
    return f"{PLANS[key]} (plan quiz result)" if quiz else PLANS[key]
