"""A person's lead score, 0-100, from what they told us, with the reasons listed beside it
("51–100 employees +20"). The weights are data (score_weights.yaml, read by
score_weights.py); the score is worked out from the person's leads as they are now
whenever it is shown, so it can never lag behind a new submission, a confirmation or an
erased lead. Spam is never counted."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from pipeline import finder
from pipeline.leads.person_keys import PERSON_KEY, chunks
from pipeline.leads.plans import plan_key
from pipeline.leads.score_weights import weights
from pipeline.models.contact_message import PLANS, ROLES, ContactMessage
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission

MAX_SCORE = 100
NEWSLETTER = "newsletter"
GOAL_LABELS = {option.id: option.label for option in finder.BUSINESS_GOALS}
CHALLENGE_LABELS = {option.id: option.label for option in finder.MAIN_CHALLENGES}


@dataclass
class Facts:
    """What one person told us across all their (non-spam) leads."""

    submissions: int = 0
    sizes: set[str] = field(default_factory=set)
    goals: set[str] = field(default_factory=set)
    challenges: set[str] = field(default_factory=set)
    plans: set[str] = field(default_factory=set)
    quiz_plans: set[str] = field(default_factory=set)  # asked about from the quiz's result
    roles: set[str] = field(default_factory=set)
    newsletter_confirmed: bool = False


def facts_for(keys) -> dict[str, Facts]:
    """Person key → Facts, in four queries per 500 people."""
    keys = sorted(set(keys))
    facts: dict[str, Facts] = defaultdict(Facts)
    real = Submission.is_spam.is_(False)
    for chunk in chunks(keys):
        for key, submission, contact in db.session.execute(
            db.select(PERSON_KEY, Submission, ContactMessage)
            .outerjoin(ContactMessage, ContactMessage.submission_id == Submission.id)
            .where(PERSON_KEY.in_(chunk), real)
        ):
            facts[key].submissions += 1
            if (plan := plan_key(submission, contact)) is not None:
                facts[key].plans.add(plan)
            if contact is not None and contact.plan_from_quiz(submission.source_page):
                facts[key].quiz_plans.add(contact.plan)
        for key, run in db.session.execute(
            db.select(PERSON_KEY, FinderRun)
            .join(Submission, Submission.id == FinderRun.submission_id)
            .where(PERSON_KEY.in_(chunk), real)
        ):
            facts[key].sizes.add(run.company_size)
            facts[key].goals.update(finder.split_ids(run.business_goal))
            facts[key].challenges.update(finder.split_ids(run.main_challenge))
        for key, role in db.session.execute(
            db.select(PERSON_KEY, ContactMessage.role)
            .join(Submission, Submission.id == ContactMessage.submission_id)
            .where(PERSON_KEY.in_(chunk), real)
        ):
            facts[key].roles.add(role)
        for key in db.session.scalars(
            db.select(Signup.email_key).where(
                Signup.email_key.in_(chunk),
                Signup.list_name == NEWSLETTER,
                Signup.status == "subscribed",
                Signup.confirmed_at.is_not(None),
            )
        ):
            facts[key].newsletter_confirmed = True
    return {key: facts[key] for key in keys}


def _reason(text: str, points: int) -> dict:
    return {"text": f"{text} {points:+d}", "points": points}


def _capped_choices(prefix: str, chosen: set[str], section: dict, labels: dict) -> dict | None:
    """One reason for a set of ticked options: their points together, within the cap."""
    points = section["points"]
    counted = [key for key in points if key in chosen and points[key]]  # the file's order
    if not counted:
        return None
    total = min(sum(points[key] for key in counted), section["cap"])
    return _reason(f"{prefix}: {', '.join(labels.get(k, k) for k in counted)}", total)


def score(facts: Facts) -> dict:
    """{"score": 0-100, "reasons": [{"text", "points"}, ...]} for one person."""
    w = weights()
    reasons = []
    if facts.sizes:
        size = max(facts.sizes, key=lambda s: w["company_size"].get(s, 0))
        reasons.append(_reason(f"{size.replace('-', '–')} employees", w["company_size"][size]))
    reasons.append(_capped_choices("Goals", facts.goals, w["business_goals"], GOAL_LABELS))
    reasons.append(
        _capped_choices("Challenges", facts.challenges, w["main_challenges"], CHALLENGE_LABELS)
    )
    if facts.plans:
        plan = max(facts.plans, key=lambda p: w["plans"][p]["points"])
        reasons.append(_reason(f"Asked about the {PLANS[plan]} plan", w["plans"][plan]["points"]))
    if facts.quiz_plans:
        plan = max(facts.quiz_plans, key=lambda p: w["plans"][p]["points"])
        reasons.append(_reason(f"Plan quiz result: {PLANS[plan]}", w["plan_quiz"]))
    if facts.roles:
        role = max(facts.roles, key=lambda r: w["contact_role"].get(r, 0))
        reasons.append(_reason(f"Role: {ROLES.get(role, role)}", w["contact_role"].get(role, 0)))
    if facts.submissions > 1:
        visits = facts.submissions - 1
        repeat = w["repeat_visits"]
        points = min(visits * repeat["each"], repeat["cap"])
        times = "once" if visits == 1 else f"{visits} times"
        reasons.append(_reason(f"Came back {times}", points))
    if facts.newsletter_confirmed:
        reasons.append(_reason("Confirmed the newsletter", w["newsletter_confirmed"]))
    reasons = [r for r in reasons if r is not None and r["points"]]
    total = sum(r["points"] for r in reasons)
    return {"score": max(0, min(MAX_SCORE, total)), "reasons": reasons}


def scores_for(keys) -> dict[str, dict]:
    return {key: score(facts) for key, facts in facts_for(keys).items()}
