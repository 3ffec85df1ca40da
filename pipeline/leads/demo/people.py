"""The demo's made-up people and what they sent: the rows each form's intake stores
(pipeline/contact.py, pipeline/finder/intake.py, pipeline/signups/subscribe.py), written
as those jobs leave them once done, so the inbox, a lead's detail and the person view show
them as they show real ones. Nothing is queued or emailed: the jobs have "run".

Every address is at DEMO_DOMAIN (.example is reserved, RFC 2606: it can never reach
anyone), which is also how a second load knows the demo is already there."""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path

import yaml

from pipeline import finder, signups
from pipeline.leads.demo.traffic import LeadSeed

DEMO_DOMAIN = "demo.example"


@cache
def people() -> dict:
    """Read on first use: the web process imports this package but never loads the demo."""
    return yaml.safe_load(Path(__file__).with_name("people.yaml").read_text(encoding="utf-8"))


LIST_KINDS = {"guide": "guide", "early-access": "early_access", "newsletter": "newsletter"}
CONSENT_VERSIONS = {"guide": "guide-2025-06", "early_access": "early-access-2025-06",
                    "newsletter": "newsletter-2025-06"}  # fmt: skip


@dataclass
class Rows:
    """Rows for one bulk insert per table, in the order their foreign keys need."""

    submissions: list[dict] = field(default_factory=list)
    contacts: list[dict] = field(default_factory=list)
    finder_runs: list[dict] = field(default_factory=list)
    signups: list[dict] = field(default_factory=list)
    consents: list[dict] = field(default_factory=list)
    handling: list[dict] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)


def arrival(rng: random.Random, seed: LeadSeed) -> datetime:
    """Mostly in working hours, some in the evening."""
    hour = rng.choices(range(24), [1, 1, 1, 1, 1, 2, 4, 8, 14, 16, 16, 15,
                                   14, 15, 15, 14, 12, 10, 9, 9, 8, 6, 4, 2])[0]  # fmt: skip
    start = datetime(seed.visit.day.year, seed.visit.day.month, seed.visit.day.day, hour)
    return start + timedelta(seconds=rng.randrange(3600))


class People:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used: set[str] = set()
        self.recommender = finder.default_recommender()
        self.recommendations: dict[str, list[dict]] = {}

    def new_id(self) -> str:
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def person(self) -> tuple[str, str, str]:
        first = self.rng.choice(people()["first_names"])
        last = self.rng.choice(people()["last_names"])
        base = f"{first}.{last}".lower()
        email, n = f"{base}@{DEMO_DOMAIN}", 1
        while email in self.used:
            n += 1
            email = f"{base}{n}@{DEMO_DOMAIN}"
        self.used.add(email)
        return first, last, email

    def submission(self, seed: LeadSeed, kind: str, email: str, name: str | None,
                   at: datetime, page: str, spam: str | None = None) -> dict:  # fmt: skip
        source = seed.visit.source
        return {
            "id": self.new_id(), "kind": kind, "email": email, "name": name,
            "status": "queued" if spam else "succeeded", "stage": None if spam else "done",
            "attempts": 0 if spam else 1, "is_spam": spam is not None, "spam_reason": spam,
            "is_repeat": False, "source_page": page, "referrer": source.referrer_url,
            "utm": source.utm, "created_at": at, "updated_at": at + timedelta(seconds=9),
            "started_at": None if spam else at + timedelta(seconds=1),
            "finished_at": None if spam else at + timedelta(seconds=9),
        }  # fmt: skip

    def lead(self, rows: Rows, seed: LeadSeed, spam: str | None = None) -> dict:
        """The submission and its form's own row(s); returns the submission."""
        at = arrival(self.rng, seed)
        first, last, email = self.person()
        flow = seed.visit.flow
        if flow == "contact":
            page = "/contact"
            if seed.plan:
                page += f"?plan={seed.plan}" + ("&from=quiz" if seed.from_quiz else "")
            row = self.submission(seed, "contact", email, f"{first} {last}", at, page, spam)
            rows.contacts.append({
                "submission_id": row["id"], "name": f"{first} {last}", "email": email,
                "role": self.rng.choice(people()["roles"]),
                "message": self.rng.choice(people()["messages"]),
                "plan": seed.plan, "created_at": at,
            })  # fmt: skip
        elif flow == "finder":
            row = self.submission(seed, "finder", email, first, at, seed.visit.path, spam)
            rows.finder_runs.append(self.finder_run(row, first, at, spam is None))
        else:
            kind = LIST_KINDS[flow]
            name = None if kind == "early_access" else first
            row = self.submission(seed, kind, email, name, at, seed.visit.path, spam)
            if spam is None:  # a bot's submission is no one's consent: never on a list
                self.signup(rows, row, kind, name)
        rows.submissions.append(row)
        return row

    def finder_run(self, row: dict, first: str, at: datetime, done: bool) -> dict:
        answers = self.rng.choice(people()["companies"])
        company, size, tools = answers["name"], answers["size"], answers["tools"]
        goals, challenges = tuple(answers["goals"]), tuple(answers["challenges"])
        run = {
            "id": self.new_id(), "submission_id": row["id"],
            "test_name": f"{company} – {at:%Y-%m-%d}", "first_name": first,
            "email": row["email"], "company_name": company, "company_size": size,
            "business_goal": ", ".join(goals), "main_challenge": ", ".join(challenges),
            "current_tools": tools, "created_at": at,
        }  # fmt: skip
        if done:
            if company not in self.recommendations:
                request = finder.FinderRequest(first, company, size, goals, challenges, tools)
                chosen = self.recommender.recommend(request)
                self.recommendations[company] = [r.as_dict() for r in chosen]
            run.update(recommendations=self.recommendations[company],
                       recommender_engine="catalogue",
                       sector=finder.infer_sector(company, tools),
                       sales_notified_at=row["finished_at"])  # fmt: skip
        return run

    def signup(self, rows: Rows, row: dict, kind: str, name: str | None) -> None:
        at = row["created_at"]
        # Double opt-in: most newsletter readers confirm within the hour, some never do.
        pending = kind == "newsletter" and self.rng.random() < 0.15
        confirmed = (
            None
            if pending or kind != "newsletter"
            else at + timedelta(minutes=self.rng.randrange(2, 90))
        )
        rows.signups.append({
            "submission_id": row["id"], "list_name": kind, "email": row["email"],
            "first_name": name, "tags": list(signups.LISTS[kind].base_tags),
            "status": "pending" if pending else "subscribed", "confirmed_at": confirmed,
            "sales_notified_at": row["finished_at"], "created_at": at,
        })  # fmt: skip
        version = CONSENT_VERSIONS[kind]
        rows.consents.append({
            # signup_id is filled in once the signups have their ids (load.py).
            "email": row["email"], "list_name": kind, "version": version,
            "wording": signups.wording_for(version, kind), "page": row["source_page"],
            "referrer": row["referrer"], "utm": row["utm"], "created_at": at,
        })  # fmt: skip
