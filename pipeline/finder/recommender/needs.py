"""What a visitor needs, as the engine reads it (:class:`Needs`), and a chosen tool
(:class:`Pick`): shared by the rules (rules.py), the choice (choose.py), the rationales and
the LLM engine."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pipeline.finder.recommender.entries import Tool

# The category a goal plainly asks for (goals such as 'reduce manual tasks' ask for none).
GOAL_CATEGORIES: Mapping[str, str] = {
    "automate-customer-service": "customer-service",
    "generate-more-leads": "sales-crm",
    "optimize-marketing": "marketing-content",
    "streamline-data-analysis": "analytics-reporting",
    "automate-reporting": "analytics-reporting",
}


def asked_categories(goals: Iterable[str]) -> frozenset[str]:
    return frozenset(GOAL_CATEGORIES[goal] for goal in goals if goal in GOAL_CATEGORIES)


@dataclass(frozen=True, slots=True)
class Needs:
    """What the visitor asked for, in ids."""

    size: str
    goals: tuple[str, ...]
    challenges: tuple[str, ...]
    sector: str
    owned: frozenset[str]
    """Ids of catalogue tools they use (an owned add-on's base tool included)."""
    owned_roles: Mapping[str, str]
    """Role -> the name of the current tool that does that job."""
    keys: frozenset[str]
    """Integration names of everything they use."""
    owned_categories: frozenset[str] = frozenset()
    """Categories of the catalogue tools they use."""
    covered_roles: frozenset[str] = frozenset()
    """Jobs a current system of record does besides its own (a salon's booking system takes
    appointments): never offered, not even as a replacement."""
    unsuited_roles: frozenset[str] = frozenset()
    """Roles never recommended to this kind of business of the sector (a pub: no hotel
    system), besides the sector's own `unsuited_roles`."""
    mentioned_roles: tuple[frozenset[str], ...] = ()
    """Jobs the visitor says they do by hand ("Excel for rotas"): one pick does each, when
    a fitting tool can."""
    asked_roles: tuple[tuple[str, frozenset[str]], ...] = ()
    """Each chosen goal that plainly asks for a job (catalogue `goal_roles`) with the roles
    that do it: 'automate customer service' asks for something that answers or routes
    customers' questions, not a repairs portal that happens to face tenants."""
    kind: str = ""
    """What kind of business of its sector it is ("pub", "school"), as sector.kind_of
    reads it: tools tagged with `kinds` are for those kinds only."""
    sells_to_businesses: bool = False
    """Whether it sells to other businesses: only then outbound prospecting (issue 35)."""
    excluded: frozenset[str] = frozenset()
    """Tools an earlier answer broke an invariant with: never chosen again (engine.py)."""


@dataclass(frozen=True, slots=True)
class Pick:
    tool: Tool
    replaces: str | None = None
    """The current tool it would replace (same role), by name."""
    addon_for: str | None = None
    """The current tool it adds AI to, by name."""


def is_replacement(tool: Tool, needs: Needs) -> bool:
    return tool.addon_for is None and tool.role in needs.owned_roles
