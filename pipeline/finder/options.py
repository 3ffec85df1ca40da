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

# The sectors the finder can read from a company name and current tools (not a form
# field): the label completes "We read you as: ..." in the results, email and PDF.
SECTORS: Final[tuple[Option, ...]] = (
    Option("legal", "a legal practice"),
    Option("hospitality", "a hospitality business"),
    Option("ecommerce-retail", "an online shop or retailer"),
    Option("accounting", "an accounting practice"),
    Option("trades-construction", "a trades or construction business"),
    Option("health-care", "a health or care provider"),
    Option("property", "a property or lettings business"),
    Option("recruitment", "a recruitment business"),
    Option("logistics", "a logistics or transport business"),
    Option(GENERAL, "a general business (nothing you told us pointed to one sector)"),
)


def _labels(options: tuple[Option, ...]) -> Mapping[str, str]:
    return MappingProxyType({option.id: option.label for option in options})


COMPANY_SIZE_LABELS: Final[Mapping[str, str]] = _labels(COMPANY_SIZES)
BUSINESS_GOAL_LABELS: Final[Mapping[str, str]] = _labels(BUSINESS_GOALS)
MAIN_CHALLENGE_LABELS: Final[Mapping[str, str]] = _labels(MAIN_CHALLENGES)
TOOL_CATEGORY_LABELS: Final[Mapping[str, str]] = _labels(TOOL_CATEGORIES)
SECTOR_LABELS: Final[Mapping[str, str]] = _labels(SECTORS)

COMPANY_SIZE_IDS: Final[tuple[str, ...]] = tuple(COMPANY_SIZE_LABELS)
BUSINESS_GOAL_IDS: Final[tuple[str, ...]] = tuple(BUSINESS_GOAL_LABELS)
MAIN_CHALLENGE_IDS: Final[tuple[str, ...]] = tuple(MAIN_CHALLENGE_LABELS)
TOOL_CATEGORY_IDS: Final[tuple[str, ...]] = tuple(TOOL_CATEGORY_LABELS)
SECTOR_IDS: Final[tuple[str, ...]] = tuple(SECTOR_LABELS)


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
