"""A known data set for the overview's tests (issue 27): leads with set arrival times,
sources and stage histories, and event totals on set days, written straight to the tables
(the events intake and the sales screens that fill them have tests of their own), so every
expected figure can be worked out by hand.

The range is 2026-03-02 (a Monday) to 2026-03-15: 14 days, so day buckets; the previous
period is 2026-02-16 to 2026-03-01."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from pipeline.leads.stages import record_progress
from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission

START, END = date(2026, 3, 2), date(2026, 3, 15)
SITE_URL = "https://www.consultancy.example"
LINKEDIN = {"utm_source": "LinkedIn", "utm_medium": "social", "utm_campaign": "Spring"}
LINKEDIN_URL = "https://www.linkedin.com/feed/"
HOUR, DAY = timedelta(hours=1), timedelta(days=1)


def at(day: str, clock: str = "09:00") -> datetime:
    return datetime.fromisoformat(f"{day}T{clock}:00")


def lead(kind: str, arrived: datetime, *, referrer: str | None = None, utm: dict | None = None,
         source_page: str | None = None, plan: str | None = None, spam: bool = False,
         stages: tuple = (), follow_up: date | None = None) -> str:  # fmt: skip
    """A lead as stored, with its stage history: `stages` is ((stage, after arrival), ...)
    in order; the last is its stage now."""
    submission = Submission(
        kind=kind, status="succeeded", email="ada@example.com", name="Ada", is_spam=spam,
        spam_reason="honeypot" if spam else None, referrer=referrer, utm=utm,
        source_page=source_page, created_at=arrived, updated_at=arrived,
    )  # fmt: skip
    db.session.add(submission)
    db.session.flush()
    if kind == "contact":
        db.session.add(ContactMessage(submission_id=submission.id, name="Ada",
                                      email="ada@example.com", role="ops-director",
                                      message="Hello", plan=plan, created_at=arrived))  # fmt: skip
    handling = None
    if stages or follow_up:
        handling = LeadHandling(submission_id=submission.id, stage="new", furthest_stage="new",
                                next_action="Call" if follow_up else None,
                                next_action_due=follow_up, updated_at=arrived)  # fmt: skip
        db.session.add(handling)
    before = "new"
    for stage, after in stages:
        # As stages.set_stage moves a lead: on its timeline, and its progress kept with it.
        db.session.add(LeadEvent(submission_id=submission.id, kind="stage", from_value=before,
                                 to_value=stage, created_at=arrived + after))  # fmt: skip
        handling.stage = before = stage
        handling.lost_reason = "no_budget" if stage == "lost" else None
        record_progress(handling, stage, arrived + after)
    db.session.commit()
    return submission.id


def total(day: str, flow: str, step: str, count: int, question: str = "", *,
          referrer_host: str = "", utm: tuple[str, str, str] = ("", "", ""),
          device: str = "desktop", path: str = "/") -> None:  # fmt: skip
    source, medium, campaign = utm
    db.session.add(
        AnalyticsTotal(day=date.fromisoformat(day), flow=flow, step=step, question=question,
                       path=path, referrer_host=referrer_host, utm_source=source,
                       utm_medium=medium, utm_campaign=campaign, device=device, count=count)
    )  # fmt: skip
    db.session.commit()


def scripted_leads() -> dict[str, str]:
    """Seven real leads in the range, two in the previous period, one spam and one just
    after the range. Expected figures in tests/pipeline/leads/overview/."""
    linkedin = {"referrer": LINKEDIN_URL, "utm": LINKEDIN}
    return {
        "won_growth": lead("contact", at("2026-03-02"), plan="growth", **linkedin,
                           stages=(("contacted", 5 * HOUR), ("qualified", 2 * DAY),
                                   ("won", 10 * DAY))),
        "lost": lead("contact", at("2026-03-03", "10:00"), **linkedin,
                     stages=(("contacted", 3 * HOUR), ("lost", DAY))),
        "qualified": lead("finder", at("2026-03-04"), referrer="https://www.google.com/",
                          stages=(("contacted", 10 * HOUR), ("qualified", 3 * DAY))),
        "own_site": lead("guide", at("2026-03-05"), referrer=SITE_URL + "/blog/post"),
        "direct": lead("newsletter", at("2026-03-06")),
        "won_directly": lead("early_access", at("2026-03-10"), source_page="/plans/freedom",
                             **linkedin, stages=(("won", 4 * DAY),)),
        "last_minute": lead("contact", at("2026-03-15", "23:59")),
        "spam": lead("contact", at("2026-03-04"), spam=True, **linkedin, plan="freedom",
                     stages=(("won", HOUR),)),
        "after": lead("contact", at("2026-03-16", "00:00")),
        "previous": lead("contact", at("2026-02-20")),
        "previous_last": lead("guide", at("2026-03-01", "23:59")),
    }  # fmt: skip


def scripted_totals() -> None:
    """The quiz's and the contact form's funnels, and visits by source."""
    linkedin = {"referrer_host": "www.linkedin.com", "utm": ("linkedin", "social", "spring")}
    total("2026-03-02", "quiz", "view", 70, **linkedin)
    total("2026-03-09", "quiz", "view", 30, device="mobile", path="/quiz")
    total("2026-03-09", "quiz", "view", 20, referrer_host="www.google.com")
    total("2026-03-03", "quiz", "start", 80)
    for question, count in zip("12345", (70, 63, 60, 54, 54), strict=True):
        total("2026-03-04", "quiz", "answer", count, question)
    total("2026-03-05", "quiz", "result", 50)
    total("2026-03-05", "quiz", "cta", 10)
    total("2026-02-20", "quiz", "view", 100)  # the previous period
    total("2026-03-01", "quiz", "start", 70)
    total("2026-02-15", "quiz", "view", 999)  # before both periods
    total("2026-03-16", "quiz", "view", 999)  # after the range
    total("2026-03-06", "contact", "view", 40, referrer_host="news.ycombinator.com")
    total("2026-03-06", "contact", "start", 10)
    total("2026-03-06", "contact", "submit", 4)
