"""A year of made-up visitors to the public pages' flows, one at a time, so the demo's daily
totals and the leads they bring agree the way real ones would: every lead is a `submit`
that was counted, and every step is counted for no more visitors than the step before.

The shape, so the charts have something to show: weekdays busier than weekends, traffic
growing over the year, a LinkedIn campaign ("spring", March to May), a newsletter sent on
the first Tuesday of each month, search the largest source, about half the visitors on a
phone (and a little less likely to finish a form there). The quiz and the tool finder's
"Book a Free Discovery Call" lead to the contact form, as on the site.

Deterministic: everything is drawn from the `random.Random` the caller seeds."""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta

# (flow, path, visitors a weekday at the start of the year). The paths are the site's own
# routes (frontend/src/app/routes.tsx): the early access form is on the coming-soon
# playbooks page, the newsletter form on its page and beside the blog list.
PAGES = (
    ("quiz", "/find-your-fit", 14.0),
    ("finder", "/ai-tool-finder", 9.0),
    ("contact", "/contact", 9.0),
    ("guide", "/smart-automation-guide", 7.0),
    ("early-access", "/services/profession-specific-ai-playbooks", 3.0),
    ("newsletter", "/newsletter", 3.0),
    ("newsletter", "/blog", 6.0),
)
QUIZ_QUESTIONS = ("1", "2", "3", "4", "5")
PLANS = ("clarity", "growth", "freedom")


@dataclass(frozen=True)
class Source:
    referrer_host: str
    utm_source: str
    utm_medium: str
    utm_campaign: str
    mobile_share: float
    # How much likelier than average its visitors are to send a form they started.
    keen: float

    @property
    def referrer_url(self) -> str | None:
        """What the browser reports as document.referrer (forms store the whole URL)."""
        return f"https://{self.referrer_host}/" if self.referrer_host else None

    @property
    def utm(self) -> dict | None:
        tags = {"utm_source": self.utm_source, "utm_medium": self.utm_medium,
                "utm_campaign": self.utm_campaign}  # fmt: skip
        return {k: v for k, v in tags.items() if v} or None


GOOGLE = Source("www.google.com", "", "", "", 0.55, 1.0)
BING = Source("www.bing.com", "", "", "", 0.35, 0.9)
CHATGPT = Source("chatgpt.com", "", "", "", 0.4, 1.2)
LINKEDIN = Source("www.linkedin.com", "", "", "", 0.7, 0.9)
SPRING = Source("www.linkedin.com", "linkedin", "social", "spring", 0.7, 1.3)
NEWSLETTER = Source("", "newsletter", "email", "calm-ai-digest", 0.6, 1.25)
DIRECT = Source("", "", "", "", 0.5, 1.1)


def _first_tuesday(day: date) -> bool:
    return day.weekday() == 1 and day.day <= 7


def newsletter_weight(day: date) -> float:
    if _first_tuesday(day):
        return 40.0
    return 12.0 if _first_tuesday(day - timedelta(days=1)) else 2.0


def source_weights(day: date) -> list[tuple[Source, float]]:
    campaign = 24.0 if day.month in (3, 4, 5) else 0.0
    return [(GOOGLE, 38.0), (BING, 4.0), (CHATGPT, 3.0), (LINKEDIN, 8.0), (SPRING, campaign),
            (NEWSLETTER, newsletter_weight(day)), (DIRECT, 25.0)]  # fmt: skip


@dataclass(frozen=True)
class Visit:
    day: date
    flow: str
    path: str
    source: Source
    device: str


@dataclass(frozen=True)
class LeadSeed:
    """A form sent: the lead the demo stores for it (see people.py)."""

    visit: Visit
    # contact: the plan the visitor asked about and whether the quiz chose it
    # ("/contact?plan=growth&from=quiz"), as the contact form stores them.
    plan: str | None = None
    from_quiz: bool = False


# Each step's chance for a visitor who reached the step before it. `start` is scaled by
# device, `submit` by the source's keenness. Contact visitors who come from a result page
# have already decided to write.
STEPS = {
    "contact": (("start", 0.35), ("submit", 0.5)),
    "contact-warm": (("start", 0.7), ("submit", 0.75)),
    "guide": (("start", 0.4), ("submit", 0.7)),
    "early-access": (("start", 0.3), ("submit", 0.6)),
    "newsletter": (("start", 0.18), ("submit", 0.7)),
    "finder": (("start", 0.45), ("submit", 0.55), ("result", 0.97), ("cta", 0.14)),
}
QUIZ = (("start", 0.7), ("answer", 0.95), ("answer", 0.94), ("answer", 0.93),
        ("answer", 0.95), ("answer", 0.96), ("result", 0.98), ("cta", 0.13))  # fmt: skip


class Traffic:
    """Counts per (day, flow, step, question, path, source, device) and the leads."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.totals: Counter[tuple] = Counter()
        self.leads: list[LeadSeed] = []

    def _count(self, visit: Visit, step: str, question: str = "") -> None:
        s = visit.source
        self.totals[(visit.day, visit.flow, step, question, visit.path, s.referrer_host,
                     s.utm_source, s.utm_medium, s.utm_campaign, visit.device)] += 1  # fmt: skip

    def _chance(self, visit: Visit, step: str, base: float) -> bool:
        if step == "start" and visit.device == "mobile":
            base *= 0.8
        if step == "submit":
            base *= visit.source.keen
        return self.rng.random() < min(base, 0.98)

    def form(self, visit: Visit, steps_key: str, plan: str | None = None,
             from_quiz: bool = False) -> bool:  # fmt: skip
        """A form page's visitor: viewed, maybe started, maybe sent (a lead)."""
        self._count(visit, "view")
        for step, chance in STEPS[steps_key]:
            if not self._chance(visit, step, chance):
                return False
            self._count(visit, step)
            if step == "submit":
                self.leads.append(LeadSeed(visit, plan, from_quiz))
        return True

    def _to_contact(self, visit: Visit, plan: str | None, from_quiz: bool) -> None:
        contact = Visit(visit.day, "contact", "/contact", visit.source, visit.device)
        self.form(contact, "contact-warm", plan, from_quiz)

    def quiz(self, visit: Visit) -> None:
        self._count(visit, "view")
        questions = iter(QUIZ_QUESTIONS)
        for step, chance in QUIZ:
            if not self._chance(visit, step, chance):
                return
            self._count(visit, step, next(questions) if step == "answer" else "")
        # The result's "Book a Free Discovery Call" carries the plan the quiz chose.
        self._to_contact(visit, self.rng.choices(PLANS, (5, 3, 2))[0], True)

    def visitor(self, visit: Visit) -> None:
        if visit.flow == "quiz":
            self.quiz(visit)
        elif visit.flow == "finder":
            if self.form(visit, "finder"):
                self._to_contact(visit, None, False)
        elif visit.flow == "contact":
            # Some come from a plan page's "Book a Call", which names its plan.
            plan = self.rng.choice(PLANS) if self.rng.random() < 0.3 else None
            self.form(visit, "contact", plan)
        else:
            self.form(visit, visit.flow)

    def day(self, day: date, growth: float) -> None:
        weights = source_weights(day)
        sources = [s for s, _ in weights]
        shares = [w for _, w in weights]
        # The newsletter brings its readers on top of the day's usual traffic.
        busy = 1.0 + (newsletter_weight(day) - 2.0) / 60.0
        weekday = 0.5 if day.weekday() >= 5 else 1.0
        for flow, path, base in PAGES:
            mean = base * growth * weekday * busy * self.rng.lognormvariate(0.0, 0.25)
            for _ in range(_poisson(self.rng, mean)):
                source = self.rng.choices(sources, shares)[0]
                device = "mobile" if self.rng.random() < source.mobile_share else "desktop"
                self.visitor(Visit(day, flow, path, source, device))


def _poisson(rng: random.Random, mean: float) -> int:
    """Knuth's method: fine for the few dozen visitors a page has a day."""
    limit, count, product = math.exp(-mean), 0, rng.random()
    while product > limit:
        count += 1
        product *= rng.random()
    return count


def simulate(rng: random.Random, first: date, last: date) -> Traffic:
    """Every day from `first` to `last` inclusive; traffic grows by half over a year."""
    traffic = Traffic(rng)
    span = max(1, (last - first).days)
    day = first
    while day <= last:
        traffic.day(day, 0.8 + 0.45 * (day - first).days / span)
        day += timedelta(days=1)
    return traffic
