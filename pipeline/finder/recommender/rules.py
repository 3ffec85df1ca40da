"""The rules a pick must keep, before anything is scored (see choose.py's docstring for
the list), and how they are relaxed one at a time when they would leave a slot empty. The
issue 35 invariants (invariants.py) are never relaxed: every level keeps them."""

from __future__ import annotations

from collections.abc import Iterable

from pipeline.finder.recommender.catalogue import Catalogue
from pipeline.finder.recommender.entries import Tool
from pipeline.finder.recommender.invariants import (
    BUDGET_CHALLENGE,
    always_fits,
    priced_alternative,
    size_fits,
)
from pipeline.finder.recommender.needs import Needs

# The rules dropped at each level of relaxation (cumulative).
RELAXED = ((), ("budget",), ("budget", "security"), ("budget", "security", "role", "size"))
LAST_RESORT = len(RELAXED)
"""Beyond the levels above: any tool that keeps the invariants."""


def keeps_rules(tool: Tool, needs: Needs, catalogue: Catalogue, dropped: Iterable[str]) -> bool:
    """The rules that do not depend on the other picks (budget apart: see affordable)."""
    if tool.id in needs.excluded or not always_fits(tool, needs, catalogue):
        return False
    if "size" not in dropped and not size_fits(tool, needs.size, catalogue):
        return False
    gate = catalogue.roles.get(tool.role, ())
    if "role" not in dropped and gate and not set(gate) & set(needs.goals):
        return False
    signals = catalogue.sectors.get(needs.sector)
    if "role" not in dropped and signals and tool.role in signals.unsuited_roles:
        return False
    if "role" not in dropped and tool.role in needs.unsuited_roles:
        return False
    if "security" not in dropped and "security-concerns" in needs.challenges:
        return tool.uk_eu_data and tool.admin_controls
    return True


def affordable(tools: list[Tool], needs: Needs, catalogue: Catalogue) -> list[Tool]:
    """'Budget constraints': free tiers, and per role the lowest-priced fitting tool. An AI
    add-on is also held to the price of the tools that do its base tool's job: on a budget,
    a free helpdesk offered as a named replacement for Zendesk beats paying for Zendesk's
    AI on top of Zendesk."""
    if "budget-constraints" not in needs.challenges:
        return tools
    cheapest: dict[str, float] = {}
    for tool in tools:
        if tool.price_gbp_month is not None:
            cheapest[tool.role] = min(
                cheapest.get(tool.role, tool.price_gbp_month), tool.price_gbp_month
            )

    def cap(tool: Tool) -> float:
        roles = [tool.role]
        if tool.addon_for is not None:
            base = catalogue.by_id.get(tool.addon_for)
            roles.append(base.role if base else catalogue.integration_roles.get(tool.addon_for))
        return min(cheapest[role] for role in roles if role in cheapest)

    return [
        tool
        for tool in tools
        if tool.price_gbp_month is not None
        and (tool.price_gbp_month == 0 or tool.price_gbp_month <= cap(tool))
    ]


def bigger_for_asked_jobs(
    catalogue: Catalogue, needs: Needs, dropped: tuple[str, ...], fitting: list[Tool]
) -> list[Tool]:
    """For a job a goal plainly asks for that no tool sized for them does, the tools that
    do it for bigger teams: a help desk for a 1-5 person business only when nothing
    lighter answers customers (its rationale then says why)."""
    extra: list[Tool] = []
    for goal, roles in needs.asked_roles:
        if any(t.role in roles and goal in t.goals for t in fitting):
            continue
        extra += [
            t
            for t in catalogue.tools
            if t.role in roles
            and goal in t.goals
            and t not in fitting
            and t not in extra
            and keeps_rules(t, needs, catalogue, (*dropped, "size"))
        ]
    return extra


def candidates(catalogue: Catalogue, needs: Needs, level: int) -> list[Tool]:
    dropped = RELAXED[min(level, LAST_RESORT - 1)]
    if level >= LAST_RESORT:
        fitting = [
            t
            for t in catalogue.tools
            if t.id not in needs.excluded and always_fits(t, needs, catalogue)
        ]
    else:
        fitting = [t for t in catalogue.tools if keeps_rules(t, needs, catalogue, dropped)]
        if "size" not in dropped:
            fitting += bigger_for_asked_jobs(catalogue, needs, dropped, fitting)
    if "budget" not in dropped:
        return affordable(fitting, needs, catalogue)
    if BUDGET_CHALLENGE not in needs.challenges:
        return fitting
    # Relaxed, a budget still never gets a tool priced on request while a priced one does
    # its job (issue 35): only a job no priced tool does may be quote-only.
    return [
        t
        for t in fitting
        if t.price_gbp_month is not None or not priced_alternative(t, needs, catalogue)
    ]
