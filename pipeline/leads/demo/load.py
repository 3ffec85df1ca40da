"""`flask content load-demo-analytics`: a year of funnel totals and the leads they brought,
with their sales histories, so a new install's Overview has something to show (issue 27).

Once only: the demo is refused where it is already loaded (its addresses are at
people.DEMO_DOMAIN) and where the database already holds leads or funnel totals, which it
would mix made-up figures into. Everything is written in one transaction.
Deterministic: the same seed and `today` give the same rows."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from sqlalchemy import insert

from pipeline import mail
from pipeline.leads.demo import history
from pipeline.leads.demo.people import DEMO_DOMAIN, People, Rows
from pipeline.leads.demo.traffic import simulate
from pipeline.models.analytics_total import DIMENSIONS, AnalyticsTotal
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission

SEED = 27
DAYS = 365
# Bots that slip past nothing: kept as spam (never processed), never counted as leads.
SPAM_SHARE = 0.03
SPAM_REASONS = ("too-fast", "honeypot", "no-timing")
BATCH = 2000


@dataclass(frozen=True)
class DemoResult:
    loaded: bool
    message: str
    # Not loaded because the database has figures of its own (not because it is there already).
    refused: bool = False
    totals: int = 0
    leads: int = 0
    spam: int = 0
    stage_moves: int = 0


def refusal() -> DemoResult | None:
    """Why the demo must not load here, or None."""
    demo = db.session.scalar(
        db.select(Submission.id).where(Submission.email.endswith(f"@{DEMO_DOMAIN}")).limit(1)
    )
    if demo is not None:
        return DemoResult(False, "analytics demo: already loaded, nothing added")
    if db.session.scalar(db.select(AnalyticsTotal.id).limit(1)) is not None or (
        db.session.scalar(db.select(Submission.id).limit(1)) is not None
    ):
        return DemoResult(
            False,
            refused=True,
            message="analytics demo: not loaded: this database already has leads or funnel totals, "
            "and the demo would mix made-up figures into them (it is for a new install)",
        )
    return None


def _insert(model, rows: list[dict]) -> None:
    if hasattr(model, "email_key"):  # found by it, as every stored address (mail.address_key)
        for row in rows:
            row["email_key"] = mail.address_key(row["email"])
    for start in range(0, len(rows), BATCH):
        db.session.execute(insert(model), rows[start : start + BATCH])


def _signup_ids(rows: Rows) -> None:
    """Consent records point at their sign-up's id, known once the sign-ups are in."""
    emails = {(r["list_name"], r["email"]) for r in rows.signups}
    ids = {
        (list_name, email): signup_id
        for signup_id, list_name, email in db.session.execute(
            db.select(Signup.id, Signup.list_name, Signup.email).where(
                Signup.email.endswith(f"@{DEMO_DOMAIN}")
            )
        )
        if (list_name, email) in emails
    }
    for consent in rows.consents:
        consent["signup_id"] = ids[(consent.pop("list_name"), consent.pop("email"))]


def build(rng: random.Random, first: date, last: date, now: datetime) -> tuple[Counter, Rows, int]:
    traffic = simulate(rng, first, last)
    people, rows, spam = People(rng), Rows(), 0
    for seed in traffic.leads:
        submission = people.lead(rows, seed)
        handling, events = history.record(rng, submission, now)
        if handling is not None:
            rows.handling.append(handling)
            rows.events.extend(events)
        if rng.random() < SPAM_SHARE:
            people.lead(rows, seed, spam=rng.choice(SPAM_REASONS))
            spam += 1
    return traffic.totals, rows, spam


def load(days: int = DAYS, seed: int = SEED, today: date | None = None) -> DemoResult:
    """`days` days of demo ending `today` (UTC), or the reason it was not loaded."""
    refused = refusal()
    if refused is not None:
        return refused
    now = utcnow()
    last = today or now.date()
    if today is not None:
        now = datetime.combine(today, time(18))
    totals, rows, spam = build(random.Random(seed), last - timedelta(days=days - 1), last, now)
    _insert(AnalyticsTotal, [dict(zip(("day", *DIMENSIONS), key, strict=True), count=count)
                             for key, count in sorted(totals.items())])  # fmt: skip
    _insert(Submission, rows.submissions)
    _insert(ContactMessage, rows.contacts)
    _insert(FinderRun, rows.finder_runs)
    _insert(Signup, rows.signups)
    _signup_ids(rows)
    _insert(ConsentRecord, rows.consents)
    _insert(LeadHandling, rows.handling)
    _insert(LeadEvent, rows.events)
    db.session.commit()
    leads_count = len(rows.submissions) - spam
    return DemoResult(
        True,
        f"analytics demo: {days} days, {len(totals)} daily totals, {leads_count} leads "
        f"(+{spam} spam), {len(rows.events)} stage moves",
        totals=len(totals), leads=leads_count, spam=spam, stage_moves=len(rows.events),
    )  # fmt: skip
