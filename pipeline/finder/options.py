"""Option ids and human labels for the AI Tool Finder.

This module is the single source of truth, in Python, for the finder's option
ids (company sizes, business goals, main challenges) and the labels shown to
visitors. The API validation, the recommender and the email/PDF templates all
import from here rather than repeating the strings.

Plain data only: no Flask, no database, no RQ.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final, Literal, get_args

CompanySize = Literal["1-5", "6-20", "21-50", "51-100", "101-500", "500+"]

BusinessGoal = Literal[
    "automate-customer-service",
    "generate-more-leads",
    "improve-content-creation",
    "streamline-data-analysis",
    "enhance-productivity",
    "reduce-manual-tasks",
    "improve-decision-making",
    "optimize-marketing",
    "automate-reporting",
    "other",
]

MainChallenge = Literal[
    "too-many-manual-processes",
    "lack-technical-expertise",
    "budget-constraints",
    "finding-right-tools",
    "integration-challenges",
    "staff-resistance",
    "data-quality-issues",
    "security-concerns",
    "scalability-issues",
    "other",
]

ToolCategory = Literal[
    "assistant",
    "automation",
    "customer-service",
    "marketing-content",
    "sales-crm",
    "meetings-notes",
    "analytics-reporting",
    "finance-admin",
    "productivity",
    "security-compliance",
    "design-media",
]

OTHER: Final = "other"
GENERAL: Final = "general"
"""The sector of a visitor whose answers point to no particular sector."""


@dataclass(frozen=True, slots=True)
class Option:
    """One selectable option: the stored id and the label a visitor sees."""

    id: str
    label: str


COMPANY_SIZES: Final[tuple[Option, ...]] = tuple(
    Option(size, f"{size} employees") for size in get_args(CompanySize)
)

BUSINESS_GOALS: Final[tuple[Option, ...]] = (
    Option("automate-customer-service", "Automate customer service"),
    Option("generate-more-leads", "Generate more leads"),
    Option("improve-content-creation", "Improve content creation"),
    Option("streamline-data-analysis", "Streamline data analysis"),
    Option("enhance-productivity", "Enhance productivity"),
    Option("reduce-manual-tasks", "Reduce manual tasks"),
    Option("improve-decision-making", "Improve decision-making"),
    Option("optimize-marketing", "Optimise marketing"),
    Option("automate-reporting", "Automate reporting"),
    Option("other", "Other"),
)

MAIN_CHALLENGES: Final[tuple[Option, ...]] = (
    Option("too-many-manual-processes", "Too many manual processes"),
    Option("lack-technical-expertise", "Lack of technical expertise"),
    Option("budget-constraints", "Budget constraints"),
    Option("finding-right-tools", "Finding the right tools"),
    Option("integration-challenges", "Integration challenges"),
    Option("staff-resistance", "Staff resistance"),
    Option("data-quality-issues", "Data quality issues"),
    Option("security-concerns", "Security concerns"),
    Option("scalability-issues", "Scalability issues"),
    Option("other", "Other"),
)

TOOL_CATEGORIES: Final[tuple[Option, ...]] = (
    Option("assistant", "AI assistant"),
    Option("automation", "Workflow automation"),
    Option("customer-service", "Customer service"),
    Option("marketing-content", "Marketing and content"),
    Option("sales-crm", "Sales and CRM"),
    Option("meetings-notes", "Meetings and notes"),
    Option("analytics-reporting", "Analytics and reporting"),
    Option("finance-admin", "Finance and admin"),
    Option("productivity", "Productivity"),
    Option("security-compliance", "Security and compliance"),
    Option("design-media", "Design and media"),
)


@dataclass(frozen=True, slots=True)
class Sector:
    """A kind of business the finder knows: its id, the finder's select label ("What kind
    of business are you?"), the phrase that completes "We read you as: ..." in the
    results, email and PDF, and what one such business is called in a sentence."""

    id: str
    label: str
    phrase: str
    noun: str


# The sectors of the finder's optional question (issue 26), in the order the select shows
# them; 'general' is the select's "Something else" and what the reading falls back to.
SECTOR_LIST: Final[tuple[Sector, ...]] = (
    Sector("legal", "Legal", "a legal practice", "law firm"),
    Sector(
        "accounting",
        "Accounting and bookkeeping",
        "an accounting or bookkeeping practice",
        "accounting practice",
    ),
    Sector(
        "financial-advice",
        "Financial advice and wealth management",
        "a financial advice or wealth management firm",
        "financial advice firm",
    ),
    Sector("insurance-broking", "Insurance broking", "an insurance broker", "insurance broker"),
    Sector("dental", "Dental practice", "a dental practice", "dental practice"),
    Sector(
        "clinics-therapy",
        "Clinic or therapy practice (GP, physio, osteo, aesthetics, vets)",
        "a clinic or therapy practice",
        "clinic",
    ),
    Sector("care", "Care home or home care", "a care home or home-care provider", "care provider"),
    Sector("beauty-wellness", "Beauty, hair and wellness", "a salon or wellness business", "salon"),
    Sector("fitness-leisure", "Fitness and leisure", "a gym, studio or leisure business", "studio"),
    Sector(
        "hospitality",
        "Hospitality (cafés, restaurants, pubs, hotels)",
        "a café, restaurant, pub or hotel",
        "hospitality business",
    ),
    Sector("ecommerce-retail", "Retail and e-commerce", "an online shop or retailer", "retailer"),
    Sector(
        "trades-construction",
        "Trades and construction",
        "a trades or construction business",
        "trades business",
    ),
    Sector(
        "architecture-design",
        "Architecture and design",
        "an architecture or design practice",
        "architecture practice",
    ),
    Sector(
        "property", "Property and lettings", "a property or lettings business", "lettings agency"
    ),
    Sector("recruitment", "Recruitment", "a recruitment agency", "recruitment agency"),
    Sector(
        "logistics",
        "Logistics and transport",
        "a logistics or transport business",
        "logistics firm",
    ),
    Sector(
        "manufacturing",
        "Manufacturing and engineering",
        "a manufacturer or engineering firm",
        "manufacturer",
    ),
    Sector("automotive", "Automotive (garages, dealers)", "a garage or motor dealer", "garage"),
    Sector(
        "education-childcare",
        "Education, tutoring and childcare",
        "a school, tutor or nursery",
        "education provider",
    ),
    Sector("charities", "Charity or non-profit", "a charity or non-profit", "charity"),
    Sector(
        "creative-events",
        "Creative, photography and events",
        "a photographer, creative studio or events business",
        "creative business",
    ),
    Sector(
        "agencies",
        "Marketing, PR or creative agency",
        "a marketing, PR or creative agency",
        "agency",
    ),
    Sector(
        "software-it",
        "Software and IT services",
        "a software or IT services company",
        "software company",
    ),
    Sector(
        "professional-services",
        "Professional services and consulting",
        "a professional services or consulting firm",
        "consultancy",
    ),
    Sector(
        GENERAL,
        "Something else",
        "a general business (nothing you told us pointed to one sector)",
        "",
    ),
)

SECTORS: Final[tuple[Option, ...]] = tuple(Option(s.id, s.phrase) for s in SECTOR_LIST)
"""Each sector's id with the phrase that completes "We read you as: ..."."""

# Runs stored before issue 26 split health and care into dental, clinics and care keep
# their wording; no new run is read as this sector.
LEGACY_SECTOR_PHRASES: Final[Mapping[str, str]] = MappingProxyType(
    {"health-care": "a health or care provider"}
)


def _labels(options: tuple[Option, ...]) -> Mapping[str, str]:
    return MappingProxyType({option.id: option.label for option in options})


COMPANY_SIZE_LABELS: Final[Mapping[str, str]] = _labels(COMPANY_SIZES)
BUSINESS_GOAL_LABELS: Final[Mapping[str, str]] = _labels(BUSINESS_GOALS)
MAIN_CHALLENGE_LABELS: Final[Mapping[str, str]] = _labels(MAIN_CHALLENGES)
TOOL_CATEGORY_LABELS: Final[Mapping[str, str]] = _labels(TOOL_CATEGORIES)
SECTOR_LABELS: Final[Mapping[str, str]] = MappingProxyType(
    {**_labels(SECTORS), **LEGACY_SECTOR_PHRASES}
)
"""Sector id -> the phrase completing "We read you as: ..." (stored legacy ids too)."""
SECTOR_SELECT_LABELS: Final[Mapping[str, str]] = MappingProxyType(
    {s.id: s.label for s in SECTOR_LIST}
)
SECTOR_NOUNS: Final[Mapping[str, str]] = MappingProxyType(
    {s.id: s.noun for s in SECTOR_LIST if s.noun}
)

COMPANY_SIZE_IDS: Final[tuple[str, ...]] = tuple(COMPANY_SIZE_LABELS)
BUSINESS_GOAL_IDS: Final[tuple[str, ...]] = tuple(BUSINESS_GOAL_LABELS)
MAIN_CHALLENGE_IDS: Final[tuple[str, ...]] = tuple(MAIN_CHALLENGE_LABELS)
TOOL_CATEGORY_IDS: Final[tuple[str, ...]] = tuple(TOOL_CATEGORY_LABELS)
SECTOR_IDS: Final[tuple[str, ...]] = tuple(s.id for s in SECTOR_LIST)


def _lookup(options: Mapping[str, str], kind: str, value: str) -> str:
    """Return the option id for ``value``, given either its id or its label.

    Matching ignores case and surrounding whitespace, so both ``"6-20"`` and
    ``"6-20 Employees"`` resolve to ``"6-20"``. Raises ``ValueError`` otherwise.
    """
    wanted = " ".join(str(value).split()).casefold()
    for option_id, label in options.items():
        if wanted in (option_id.casefold(), label.casefold()):
            return option_id
    raise ValueError(f"unknown {kind}: {value!r}")


def company_size_id(value: str) -> str:
    """The company-size id for an id or label (``ValueError`` if unknown)."""
    return _lookup(COMPANY_SIZE_LABELS, "company size", value)


def business_goal_id(value: str) -> str:
    """The business-goal id for an id or label (``ValueError`` if unknown)."""
    return _lookup(BUSINESS_GOAL_LABELS, "business goal", value)


def main_challenge_id(value: str) -> str:
    """The main-challenge id for an id or label (``ValueError`` if unknown)."""
    return _lookup(MAIN_CHALLENGE_LABELS, "main challenge", value)
