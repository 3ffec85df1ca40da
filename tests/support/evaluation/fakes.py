"""Hand-made answers for the evaluation checker's own tests (tests/eval/test_rules.py,
test_engine_fields.py): a small reference, a small catalogue and a recommender that
returns what it is told, so each rule can be shown passing and failing."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from tests.support.evaluation.answer import catalogue_picks, read_answer
from tests.support.evaluation.profiles import Profile, parse_profile
from tests.support.evaluation.rules import Context, Verdict, check
from tests.support.evaluation.vocabulary import parse_reference

ALL_SIZES = ("1-5", "6-20", "21-50", "51-100", "101-500", "500+")

REFERENCE = parse_reference(
    {
        "roles": {
            "crm": ["sales crm"],
            "email marketing": ["newsletters"],
            "helpdesk": ["live chat", "customer service"],
            "ai customer-service agent": ["ai agent"],
            "ai assistant": [],
            "office suite": [],
            "legal ai": ["contract review"],
            "route planning": [],
        },
        "sectors": {
            "legal": {"names": ["law firm", "legal practice"], "roles": ["legal ai"]},
            "logistics-transport": {"names": ["logistics"], "roles": ["route planning"]},
            "ecommerce-retail": {"names": ["e-commerce", "retail"], "roles": []},
            "general": {"names": [], "roles": []},
        },
        "tools": {
            "pipedrive": {"role": "crm"},
            "brevo": {"role": "email marketing"},
            "mailchimp": {"role": "email marketing"},
            "zendesk": {"role": "helpdesk"},
            "freshdesk": {"role": "helpdesk"},
            "gorgias": {"role": "helpdesk", "sector": "ecommerce-retail"},
            "intercom-fin": {"role": "ai customer-service agent"},
            "chatgpt-business": {"role": "ai assistant"},
            "route-planner": {"role": "route planning"},
            "klaviyo": {"role": "email marketing", "names": ["Klaviyo"]},
            "microsoft-365": {"role": "office suite", "names": ["Microsoft 365", "o365"]},
        },
    }
)


def entry(tool_id: str, name: str, price: float = 0, **facts: Any) -> SimpleNamespace:
    """A catalogue entry as the catalogue engine has them (attributes, not keys)."""
    facts.setdefault("company_sizes", frozenset(ALL_SIZES))
    facts.setdefault("uk_eu_data", True)
    facts.setdefault("admin_controls", True)
    facts.setdefault("aliases", ())
    return SimpleNamespace(id=tool_id, name=name, price_gbp_month=price, **facts)


CATALOGUE = {
    e.id: e
    for e in (
        entry("pipedrive", "Pipedrive", 14, admin_controls=False),
        entry("brevo", "Brevo", 0),
        entry("mailchimp", "Mailchimp", 0, uk_eu_data=False),
        entry("zendesk", "Zendesk", 43, aliases=("zendesk suite",)),
        entry("gorgias", "Gorgias", 8),
        entry("freshdesk", "Freshdesk", 0, company_sizes=frozenset(ALL_SIZES[:5])),
        entry("intercom-fin", "Intercom Fin", 23, company_sizes=frozenset(ALL_SIZES[1:])),
        entry("chatgpt-business", "ChatGPT Business", 20, uk_eu_data=False),
        entry("route-planner", "Route Planner", 30),
        entry("zendesk-ai", "Zendesk AI agents", 40, role="ai agent"),
        entry("legal-helper", "Legal Helper", 25, role="contract review"),
        entry("mystery", "Mystery Tool", 5),
    )
}


def profile(
    *,
    size: str = "21-50",
    challenges: tuple[str, ...] = ("too-many-manual-processes",),
    uses: tuple[str, ...] = (),
    **expect: Any,
) -> Profile:
    expect.setdefault("sector", "legal")
    raw = {
        "id": "test",
        "form": {
            "firstName": "Ann",
            "companyName": "Test Ltd",
            "companySize": size,
            "businessGoal": ["reduce-manual-tasks"],
            "mainChallenge": list(challenges),
            "currentTools": None,
        },
        "uses": list(uses),
        "expect": expect,
    }
    return parse_profile(raw, "test.yaml", REFERENCE)


@dataclass
class Result:
    """A recommend() result with a sector, as the extended engine may return it."""

    recommendations: list[Any]
    sector: Any = None


@dataclass
class Rec:
    tool_id: str
    rationale: str = "Fits the visitor."
    extra: dict[str, Any] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:  # role, sector, ... only when given
        try:
            return self.__dict__["extra"][name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def name(self) -> str:
        return self.extra.get("name") or CATALOGUE[self.tool_id].name

    @property
    def price_gbp_month(self) -> float:
        return CATALOGUE[self.tool_id].price_gbp_month


def recs(*tool_ids: str, **rationales: str) -> list[Rec]:
    """Recommendations of these tools; a rationale per tool id (dashes as underscores)."""
    return [Rec(t, rationales.get(t.replace("-", "_"), "Fits the visitor.")) for t in tool_ids]


def verdicts(the_profile: Profile, result: Any) -> dict[str, Verdict | None]:
    answer = read_answer(result, CATALOGUE, REFERENCE)
    return check(Context(the_profile, answer, catalogue_picks(CATALOGUE, REFERENCE), REFERENCE))


class FakeRecommender:
    """A recommender with the catalogue above that answers ``result`` (or raises it)."""

    def __init__(self, result: Any) -> None:
        self.result = result
        self.catalogue = SimpleNamespace(tools=tuple(CATALOGUE.values()))
        self.requests: list[Any] = []

    def recommend(self, request: Any) -> Any:
        self.requests.append(request)
        if isinstance(self.result, Exception):
            raise self.result
        return self.result
