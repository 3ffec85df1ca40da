"""The AI Tool Finder recommendation engine.

One small interface: a :class:`Recommender` takes a :class:`FinderRequest` and
returns exactly three :class:`Recommendation` objects for three different tool
categories. :class:`CatalogueRecommender` implements it over the YAML catalogue
(``pipeline/finder/recommender/catalogue.yaml``); :func:`default_recommender` builds one.

The result depends only on the request and the catalogue: ties are broken on
tool id, never on randomness or dict order, so the browser, the email and the
PDF report always show the same three tools.

Plain Python only (no Flask, database or RQ), as the architecture notes require.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from pipeline.finder.options import (
    COMPANY_SIZE_IDS,
    OTHER,
    business_goal_id,
    company_size_id,
    main_challenge_id,
)
from pipeline.finder.recommender.catalogue import (
    Catalogue,
    CatalogueError,
    Tool,
    load_catalogue,
    parse_current_tools,
)
from pipeline.finder.recommender.rationale import Visitor, write_rationales

__all__ = [
    "CatalogueError",
    "CatalogueRecommender",
    "FinderRequest",
    "RECOMMENDATION_COUNT",
    "Recommendation",
    "Recommender",
    "default_recommender",
]

RECOMMENDATION_COUNT = 3

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
ALTERNATIVE_TO_OWNED = -8
SAME_CATEGORY_AS_OWNED = -2
GENERAL_PURPOSE_FOR_OTHER_GOAL = 8
GENERAL_PURPOSE_FOR_OTHER_CHALLENGE = 3
"""'Other' favours broad tools: fully when it is the only choice, a little when mixed."""
NO_CODE_BONUS, NEEDS_CODE_PENALTY = 3, -5
DATA_RESIDENCY_BONUS = 2
ADMIN_CONTROLS_BONUS = 2
SCALES_UP_BONUS = 2
MANY_INTEGRATIONS_BONUS = 2
MANY_INTEGRATIONS = 10


@dataclass(frozen=True, slots=True)
class FinderRequest:
    """What a visitor submitted. Option values may be ids or their labels."""

    first_name: str
    company_name: str
    company_size: str
    business_goals: tuple[str, ...]
    main_challenges: tuple[str, ...]
    current_tools: str | None = None


@dataclass(frozen=True, slots=True)
class Recommendation:
    """One recommended tool, ready for the results page, email and PDF."""

    tool_id: str
    name: str
    summary: str
    rationale: str
    website: str
    category: str
    price_gbp_month: float

    def as_dict(self) -> dict[str, object]:
        return {
            "tool_id": self.tool_id,
            "name": self.name,
            "summary": self.summary,
            "rationale": self.rationale,
            "website": self.website,
            "category": self.category,
            "price_gbp_month": self.price_gbp_month,
        }


@runtime_checkable
class Recommender(Protocol):
    def recommend(self, request: FinderRequest) -> list[Recommendation]:
        """Exactly three distinct tools from three different categories."""
        ...


@dataclass(frozen=True, slots=True)
class _Needs:
    size: str
    goals: tuple[str, ...]
    challenges: tuple[str, ...]
    owned: frozenset[str]
    owned_categories: frozenset[str]
    keys: frozenset[str]


def _unique(values: tuple[str, ...], to_id: Callable[[str], str]) -> tuple[str, ...]:
    ids: list[str] = []
    for value in values:
        option = to_id(value)
        if option not in ids:
            ids.append(option)
    return tuple(ids) or (OTHER,)


def _budget_score(price: float) -> int:
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


def _score(tool: Tool, needs: _Needs) -> int:
    """How well ``tool`` fits, before accounting for the other picks."""
    challenges = set(needs.challenges)
    score = 0
    for position, goal in enumerate(tool.goals):
        if goal in needs.goals and goal != OTHER:
            score += GOAL_MATCH + max(0, PRIMARY_GOAL_BONUS - position)
    for position, challenge in enumerate(tool.challenges):
        if challenge in challenges and challenge != OTHER:
            score += CHALLENGE_MATCH + max(0, PRIMARY_CHALLENGE_BONUS - position)
    shared = len(needs.keys.intersection(tool.integrates_with))
    score += SHARED_INTEGRATION * min(shared, SHARED_INTEGRATION_CAP)
    if tool.alternatives & needs.owned:
        score += ALTERNATIVE_TO_OWNED
    elif tool.category in needs.owned_categories:
        score += SAME_CATEGORY_AS_OWNED
    if tool.general_purpose or OTHER in tool.goals:
        score += _other_bonus(needs.goals, GENERAL_PURPOSE_FOR_OTHER_GOAL)
    if tool.general_purpose or OTHER in tool.challenges:
        score += _other_bonus(needs.challenges, GENERAL_PURPOSE_FOR_OTHER_CHALLENGE)
    if "budget-constraints" in challenges:
        score += _budget_score(tool.price_gbp_month)
    if "lack-technical-expertise" in challenges:
        score += NO_CODE_BONUS if tool.no_code else NEEDS_CODE_PENALTY
    if "security-concerns" in challenges:
        score += DATA_RESIDENCY_BONUS * tool.uk_eu_data
        score += ADMIN_CONTROLS_BONUS * tool.admin_controls
    if "scalability-issues" in challenges:
        position = COMPANY_SIZE_IDS.index(needs.size)
        bigger = COMPANY_SIZE_IDS[min(position + 1, len(COMPANY_SIZE_IDS) - 1)]
        score += SCALES_UP_BONUS * (bigger in tool.company_sizes)
    if "integration-challenges" in challenges:
        score += MANY_INTEGRATIONS_BONUS * (len(tool.integrates_with) >= MANY_INTEGRATIONS)
    return score


def _relevant(tool: Tool, needs: _Needs) -> bool:
    if set(tool.goals).intersection(needs.goals) or set(tool.challenges) & set(needs.challenges):
        return True
    return tool.general_purpose and (OTHER in needs.goals or OTHER in needs.challenges)


def _choose(catalogue: Catalogue, needs: _Needs) -> list[Tool]:
    """Greedy choice of three tools from three categories.

    Preference order for each slot: not already owned, fits the company size
    (a hard filter whenever enough categories fit, soft otherwise), relevant to
    a chosen goal/challenge, highest score (with a bonus for goals the earlier
    picks do not serve), then tool id.
    """
    base = {tool.id: _score(tool, needs) for tool in catalogue.tools}
    chosen: list[Tool] = []
    for _ in range(RECOMMENDATION_COUNT):
        taken = {tool.category for tool in chosen}
        covered = frozenset().union(*(tool.goals for tool in chosen)) | {OTHER}
        bonus = UNCOVERED_GOAL if chosen else 0
        open_tools = [tool for tool in catalogue.tools if tool.category not in taken]
        chosen.append(
            min(open_tools, key=lambda tool, c=covered, b=bonus: _rank(tool, needs, base, c, b))
        )
    return chosen


def _rank(
    tool: Tool, needs: _Needs, base: dict[str, int], covered: frozenset[str], bonus: int
) -> tuple[bool, bool, bool, int, str]:
    """Sort key for one slot: smaller is better; the tool id breaks ties."""
    fresh_goals = set(tool.goals).intersection(needs.goals) - covered
    return (
        tool.id in needs.owned,
        needs.size not in tool.company_sizes,
        not _relevant(tool, needs),
        -(base[tool.id] + bonus * len(fresh_goals)),
        tool.id,
    )


class CatalogueRecommender:
    """:class:`Recommender` over the validated YAML catalogue."""

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = catalogue if catalogue is not None else load_catalogue()

    def recommend(self, request: FinderRequest) -> list[Recommendation]:
        """Three tools for ``request``.

        Raises ``ValueError`` for an unknown size, goal or challenge; an empty
        goal or challenge list is treated as 'other'.
        """
        size = company_size_id(request.company_size)
        goals = _unique(tuple(request.business_goals), business_goal_id)
        challenges = _unique(tuple(request.main_challenges), main_challenge_id)
        current = parse_current_tools(request.current_tools, self.catalogue)
        by_id = self.catalogue.by_id
        owned = tuple(by_id[tool_id] for tool_id in current.owned_tool_ids)
        needs = _Needs(
            size=size,
            goals=goals,
            challenges=challenges,
            owned=frozenset(current.owned_tool_ids),
            owned_categories=frozenset(tool.category for tool in owned),
            keys=frozenset(current.integration_keys),
        )
        tools = _choose(self.catalogue, needs)
        visitor = Visitor(
            company_size=size,
            goals=goals,
            challenges=challenges,
            owned_tools=tuple(tool for tool in owned if tool not in tools),
            integration_keys=current.integration_keys,
            unknown_tools=current.unknown,
            labels=self.catalogue.integration_labels,
        )
        rationales = write_rationales(tools, visitor)
        return [
            Recommendation(
                tool_id=tool.id,
                name=tool.name,
                summary=tool.summary,
                rationale=rationale,
                website=tool.website,
                category=tool.category,
                price_gbp_month=tool.price_gbp_month,
            )
            for tool, rationale in zip(tools, rationales, strict=True)
        ]


def default_recommender() -> CatalogueRecommender:
    """The recommender over the bundled catalogue (loaded once and cached)."""
    return CatalogueRecommender(load_catalogue())
