"""Choosing the three tools: the rules a pick must keep, then a score for the rest.

Rules (a tool breaking one is never picked while another tool keeps them all):
  * the issue 35 invariants (invariants.py), never relaxed: not a tool the visitor already
    uses, an add-on only for a tool they use, no job their system of record covers; built
    for any business or for their sector and kind; outbound prospecting only for a business
    that sells to businesses; nothing that needs code for a visitor without the expertise;
  * sized for their company;
  * its role open to their goals (a sales CRM only for a visitor who wants sales) and
    suited to their sector and kind (no SEO suite for a café, no hotel system for a pub);
  * "Security concerns": UK or EU data residency and admin controls, both;
  * "Budget constraints": a free tier, or the lowest price of the fitting tools of its role
    (quote-only tools never);
  * three categories and three roles; a tool whose role a current tool already fills is a
    named replacement, and at most one pick is a replacement.
Should the rules leave a slot empty (a visitor owning most of the catalogue), they are
relaxed one at a time, budget first, the invariants never; :func:`choose` says how far it
had to go.

Among the tools that keep the rules, each slot takes the relevant tool with the highest
score (ties broken on tool id). Three things are kept for when the last slots need them:
once the sector is known, at least one pick built for it; when a goal asks for a category
in which the visitor owns a tool, a pick of that category (an add-on or a named
replacement), so owning a tool never blocks what they asked for; and when a goal plainly
asks for a job (catalogue `goal_roles`: customer service, leads, content, data analysis), a
pick that does that job for that goal. Each applies only when a relevant tool that keeps
the rules exists, and no pick shuts one out while another pick would keep it open (what
the visitor asked for counting above the sector's own tool).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pipeline.finder.options import COMPANY_SIZE_IDS, GENERAL, OTHER
from pipeline.finder.recommender.catalogue import Catalogue
from pipeline.finder.recommender.entries import Tool
from pipeline.finder.recommender.needs import Needs, Pick, asked_categories, is_replacement
from pipeline.finder.recommender.rules import LAST_RESORT, candidates

__all__ = [
    "COUNT",
    "MANY_REPLACEMENTS",
    "Needs",
    "NothingLeft",
    "Pick",
    "choose",
    "eligible",
    "pick",
    "relevant",
    "score",
]

COUNT = 3
MANY_REPLACEMENTS = LAST_RESORT + 1
"""The level beyond the last resort: more than one named replacement."""

# Scoring weights (integers, so ordering never depends on float rounding).
GOAL_MATCH = 6
CHALLENGE_MATCH = 4
PRIMARY_GOAL_BONUS = 3
"""Extra for a tool's main purpose: +3 for its first-listed goal, +2 second, +1 third."""
PRIMARY_CHALLENGE_BONUS = 2
UNCOVERED_GOAL = 3
"""Extra for each chosen goal that the tools picked so far do not yet serve."""
SHARED_INTEGRATION = 3
SHARED_INTEGRATION_CAP = 2
SECTOR_MATCH = 7
ADDON_OF_OWNED = 8
REPLACEMENT = -15
GENERAL_PURPOSE_FOR_OTHER_GOAL = 8
GENERAL_PURPOSE_FOR_OTHER_CHALLENGE = 3
"""'Other' favours broad tools: fully when it is the only choice, a little when mixed."""
NO_CODE_BONUS, NEEDS_CODE_PENALTY = 3, -5
SCALES_UP_BONUS = 2
MANY_INTEGRATIONS_BONUS = 2
MANY_INTEGRATIONS = 10


def _budget_score(price: float | None) -> int:
    if price is None:
        return -6
    if price == 0:
        return 4
    if price <= 10:
        return 3
    if price <= 25:
        return 1
    if price <= 60:
        return 0
    return -3 if price <= 150 else -6


def _other_bonus(chosen: tuple[str, ...], weight: int) -> int:
    if OTHER not in chosen:
        return 0
    return weight if len(chosen) == 1 else 1


def score(tool: Tool, needs: Needs) -> int:
    """How well ``tool`` fits, before accounting for the other picks."""
    challenges = set(needs.challenges)
    total = 0
    for position, goal in enumerate(tool.goals):
        if goal in needs.goals and goal != OTHER:
            total += GOAL_MATCH + max(0, PRIMARY_GOAL_BONUS - position)
    for position, challenge in enumerate(tool.challenges):
        if challenge in challenges and challenge != OTHER:
            total += CHALLENGE_MATCH + max(0, PRIMARY_CHALLENGE_BONUS - position)
    shared = len(needs.keys.intersection(tool.integrates_with))
    total += SHARED_INTEGRATION * min(shared, SHARED_INTEGRATION_CAP)
    total += SECTOR_MATCH * (needs.sector in tool.sectors)
    total += ADDON_OF_OWNED * (tool.addon_for is not None)
    total += REPLACEMENT * is_replacement(tool, needs)
    if tool.general_purpose or OTHER in tool.goals:
        total += _other_bonus(needs.goals, GENERAL_PURPOSE_FOR_OTHER_GOAL)
    if tool.general_purpose or OTHER in tool.challenges:
        total += _other_bonus(needs.challenges, GENERAL_PURPOSE_FOR_OTHER_CHALLENGE)
    if "budget-constraints" in challenges:
        total += _budget_score(tool.price_gbp_month)
    if "lack-technical-expertise" in challenges:
        total += NO_CODE_BONUS if tool.no_code else NEEDS_CODE_PENALTY
    if "scalability-issues" in challenges:
        position = COMPANY_SIZE_IDS.index(needs.size)
        bigger = COMPANY_SIZE_IDS[min(position + 1, len(COMPANY_SIZE_IDS) - 1)]
        total += SCALES_UP_BONUS * (bigger in tool.company_sizes)
    if "integration-challenges" in challenges:
        total += MANY_INTEGRATIONS_BONUS * (len(tool.integrates_with) >= MANY_INTEGRATIONS)
    return total


def relevant(tool: Tool, needs: Needs) -> bool:
    if set(tool.goals).intersection(needs.goals) or set(tool.challenges) & set(needs.challenges):
        return True
    return tool.general_purpose and (OTHER in needs.goals or OTHER in needs.challenges)


@dataclass(frozen=True, slots=True)
class _Requirement:
    meets: Callable[[Tool], bool]
    weight: int
    """What shutting it out costs: what the visitor asked for outweighs the sector's own
    tool, so a café asking for customer service gets a chat tool before a booking system
    when the two compete for one slot."""


SECTOR_TOOL_WEIGHT, ASKED_WEIGHT = 1, 2


def _requirements(needs: Needs) -> list[_Requirement]:
    """What the three picks must include, when any open tool can:
    * a tool built for the sector that serves one of their goals (a challenge alone is
      too thin a reason) and is not a replacement (their booking system stays);
    * a tool of each category a goal asks for in which they own a tool: owning Zendesk
      never blocks customer service, its add-on or a named replacement is offered;
    * for each goal that plainly asks for a job, a tool doing it (a helpdesk or an AI
      agent for customer service, a CRM, email marketing or SEO for leads, ...);
    * for each job they say they do by hand ("Excel rotas"), a tool doing it."""
    wanted: list[_Requirement] = []
    if needs.sector != GENERAL:
        wanted.append(
            _Requirement(
                lambda tool: (
                    needs.sector in tool.sectors
                    and bool(set(tool.goals).intersection(needs.goals) - {OTHER})
                    and not is_replacement(tool, needs)
                ),
                SECTOR_TOOL_WEIGHT,
            )
        )
    for category in sorted(needs.owned_categories & asked_categories(needs.goals)):
        wanted.append(
            _Requirement(lambda tool, category=category: tool.category == category, ASKED_WEIGHT)
        )
    for goal, roles in needs.asked_roles:
        wanted.append(
            _Requirement(
                lambda tool, goal=goal, roles=roles: tool.role in roles and goal in tool.goals,
                ASKED_WEIGHT,
            )
        )
    for roles in needs.mentioned_roles:
        wanted.append(_Requirement(lambda tool, roles=roles: tool.role in roles, ASKED_WEIGHT))
    return wanted


def _shut_out(tool: Tool, need: _Requirement, meeting: list[Tool], last: bool) -> int:
    """What picking ``tool`` costs ``need``: its weight when no tool meeting it could still
    be picked (none left to pick, or all of the tool's category or role), else 0."""
    if need.meets(tool):
        return 0
    if last or not any(o.category != tool.category and o.role != tool.role for o in meeting):
        return need.weight
    return 0


def _not_blocking(
    tools: list[Tool], unmet: list[_Requirement], needs: Needs, last: bool
) -> list[Tool]:
    """The relevant tools whose pick shuts out the least of the unmet requirements (and
    every irrelevant one, ranked last anyway): a repairs portal for tenants never takes
    the customer-service slot a helpdesk needs while another tool for the sector would."""
    if not unmet:
        return tools
    meeting = [[t for t in tools if need.meets(t) and relevant(t, needs)] for need in unmet]
    pairs = list(zip(unmet, meeting, strict=True))
    cost = {
        tool.id: sum(_shut_out(tool, need, found, last) for need, found in pairs)
        for tool in tools
        if relevant(tool, needs)
    }
    least = min(cost.values(), default=0)
    return [tool for tool in tools if cost.get(tool.id, least) == least]


def _open(tools: list[Tool], picks: list[Pick], needs: Needs, level: int) -> list[Tool]:
    """The tools still open for the next slot, given the picks so far; narrowed to the ones
    that meet an unmet requirement once the slots left are only enough for those, and to
    the ones that shut out the least of what is still unmet."""
    categories = {pick.tool.category for pick in picks}
    roles = {pick.tool.role for pick in picks}
    # One replacement at most, until only replacements are left to fill a slot (a visitor
    # with a tool for every job): each one still named (invariants.py FILLED).
    replacing = level <= LAST_RESORT and any(pick.replaces for pick in picks)
    open_tools = [
        tool
        for tool in tools
        if tool.category not in categories
        and tool.role not in roles
        and not (replacing and is_replacement(tool, needs))
    ]
    unmet = [
        need
        for need in _requirements(needs)
        if not any(need.meets(pick.tool) for pick in picks)
        and any(need.meets(t) and relevant(t, needs) for t in open_tools)
    ]
    if unmet and len(unmet) >= COUNT - len(picks):
        open_tools = [
            t for t in open_tools if relevant(t, needs) and any(n.meets(t) for n in unmet)
        ]
    return _not_blocking(open_tools, unmet, needs, last=len(picks) == COUNT - 1)


def eligible(catalogue: Catalogue, needs: Needs) -> list[Tool]:
    """The tools that keep every rule that does not depend on the other picks, none
    relaxed: what another engine (the LLM's) may choose from for these needs."""
    return candidates(catalogue, needs, 0)


def pick(tool: Tool, needs: Needs, names: Mapping[str, str]) -> Pick:
    """``tool`` as a pick for these needs: the current tool it adds AI to or would replace."""
    if tool.addon_for is not None:
        return Pick(tool, addon_for=names.get(tool.addon_for, tool.addon_for))
    return Pick(tool, replaces=needs.owned_roles.get(tool.role))


def choose(catalogue: Catalogue, needs: Needs, names: Mapping[str, str]) -> tuple[list[Pick], int]:
    """Three picks in order, and the level of relaxation needed (0: every rule kept).
    ``names`` maps owned tool ids and integration names to what the visitor calls them."""
    base: dict[str, int] = {}
    for level in range(MANY_REPLACEMENTS + 1):
        tools = candidates(catalogue, needs, level)
        base.update({tool.id: score(tool, needs) for tool in tools if tool.id not in base})
        picks: list[Pick] = []
        while len(picks) < COUNT:
            open_tools = _open(tools, picks, needs, level)
            if not open_tools:
                break
            covered = frozenset().union(*(p.tool.goals for p in picks)) | {OTHER}
            bonus = UNCOVERED_GOAL if picks else 0

            def rank(tool: Tool, covered=covered, bonus=bonus) -> tuple[bool, int, str]:
                fresh = set(tool.goals).intersection(needs.goals) - covered
                return (not relevant(tool, needs), -(base[tool.id] + bonus * len(fresh)), tool.id)

            picks.append(pick(min(open_tools, key=rank), needs, names))
        if len(picks) == COUNT:
            return picks, level
    raise NothingLeft(NothingLeft.MESSAGE)


class NothingLeft(ValueError):
    """No three tools keep the invariants for this visitor: they list (almost) every tool
    the catalogue has for them. The run fails with this message rather than offer a tool
    they use or one built for another sector (issue 35)."""

    MESSAGE = "every tool we could suggest is one you already use or does a job yours do"
