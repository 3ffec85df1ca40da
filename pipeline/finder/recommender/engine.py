"""The AI Tool Finder recommendation engine.

One small interface: a :class:`Recommender` takes a :class:`FinderRequest` and
returns exactly three :class:`Recommendation` objects for three different tool
categories. :class:`CatalogueRecommender` implements it over the YAML catalogue
(``pipeline/finder/recommender/catalogue/``); :func:`default_recommender` builds one.
The rules it keeps and how it scores are in choose.py, the text in rationale.py.

The result depends only on the request and the catalogue: ties are broken on
tool id, never on randomness or dict order, so the browser, the email and the
PDF report always show the same three tools.

Plain Python only (no Flask, database or RQ), as the architecture notes require.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from pipeline.finder.options import (
    OTHER,
    SECTOR_IDS,
    business_goal_id,
    company_size_id,
    main_challenge_id,
)
from pipeline.finder.recommender.catalogue import (
    Catalogue,
    CatalogueError,
    CurrentTools,
    load_catalogue,
    parse_current_tools,
)
from pipeline.finder.recommender.choose import COUNT, Needs, Pick, choose
from pipeline.finder.recommender.entries import fold
from pipeline.finder.recommender.invariants import Breach, Visit, breaches, named_as_typed
from pipeline.finder.recommender.rationale import Visitor, write_rationales
from pipeline.finder.recommender.sector import kind_of, read_sector

__all__ = [
    "CatalogueError",
    "CatalogueRecommender",
    "FinderRequest",
    "RECOMMENDATION_COUNT",
    "Recommendation",
    "Recommender",
    "default_recommender",
]

RECOMMENDATION_COUNT = COUNT
REPAIRS = 6
"""How many times an answer may be chosen again after breaking an invariant before the
engine gives up (the rules keep them by construction: the property tests prove it)."""

log = logging.getLogger(__name__)


class InvariantBroken(ValueError):
    """The engine could not answer without breaking an invariant (never seen: a bug)."""


@dataclass(frozen=True, slots=True)
class FinderRequest:
    """What a visitor submitted. Option values may be ids or their labels."""

    first_name: str
    company_name: str
    company_size: str
    business_goals: tuple[str, ...]
    main_challenges: tuple[str, ...]
    current_tools: str | None = None
    sector: str | None = None
    """The sector id (options.SECTOR_IDS) when the caller has read it already (the job
    stores it on the run); None: the engine reads it from the company name and tools."""


@dataclass(frozen=True, slots=True)
class Recommendation:
    """One recommended tool, ready for the results page, email and PDF."""

    tool_id: str
    name: str
    summary: str
    rationale: str
    website: str
    category: str
    price_gbp_month: float | None
    """Starting price in GBP a month; 0 = free tier; None = quote only (price on request)."""
    role: str = ""
    """The job the tool does (catalogue `roles`)."""
    replaces: str | None = None
    """The visitor's current tool this one would replace (same role), by name."""
    addon_for: str | None = None
    """The visitor's current tool this one adds AI to, by name."""

    @classmethod
    def of(cls, pick: Pick, rationale: str) -> Recommendation:
        """A pick as recommended: the catalogue's facts about it and its rationale."""
        tool = pick.tool
        return cls(
            tool_id=tool.id,
            name=tool.name,
            summary=tool.summary,
            rationale=rationale,
            website=tool.website,
            category=tool.category,
            price_gbp_month=tool.price_gbp_month,
            role=tool.role,
            replaces=pick.replaces,
            addon_for=pick.addon_for,
        )

    def as_dict(self) -> dict[str, object]:
        return {
            "tool_id": self.tool_id,
            "name": self.name,
            "summary": self.summary,
            "rationale": self.rationale,
            "website": self.website,
            "category": self.category,
            "price_gbp_month": self.price_gbp_month,
            "role": self.role,
            "replaces": self.replaces,
            "addon_for": self.addon_for,
        }


@dataclass(frozen=True, slots=True)
class Reading:
    """A request read against the catalogue: what the visitor needs, what they call each
    tool they use (by id and integration name), and their current tools as parsed."""

    needs: Needs
    names: dict[str, str]
    current: CurrentTools
    owned: tuple[str, ...]
    """needs.owned in the order the visitor mentioned them (rationales name them so)."""
    kind: str = ""
    """What to call the business in a sentence ("nursery", "dental practice")."""
    typed: Mapping[str, str] | None = None
    """Each product they named (tool id or integration key) -> as they typed it."""

    def visit(self, catalogue: Catalogue) -> Visit:
        """What the invariants (invariants.py) are checked against for this visitor."""
        return Visit(self.needs, self.current, self.typed or {}, catalogue)


@runtime_checkable
class Recommender(Protocol):
    def recommend(self, request: FinderRequest) -> list[Recommendation]:
        """Exactly three distinct tools from three different categories."""
        ...


def option_ids(values: tuple[str, ...], to_id: Callable[[str], str]) -> tuple[str, ...]:
    """Option ids in the order chosen, once each; none chosen reads as 'other'."""
    ids: list[str] = []
    for value in values:
        option = to_id(value)
        if option not in ids:
            ids.append(option)
    return tuple(ids) or (OTHER,)


def _owned(
    catalogue: Catalogue, current: CurrentTools
) -> tuple[list[str], dict[str, str], dict[str, str]]:
    """The catalogue tools a visitor uses (an owned add-on brings its base tool) in the order
    mentioned; what each id or integration name is called (as typed where they typed it);
    and only the names they typed (an add-on's base goes by the add-on's name: they typed
    "Zendesk AI")."""
    by_id, owned = catalogue.by_id, []
    typed = current.names
    for tool_id in current.owned_tool_ids:
        base = by_id[tool_id].addon_for
        for item in (base, tool_id):
            if item in by_id and item not in owned:
                owned.append(item)
        if base in by_id and tool_id in typed:
            typed.setdefault(base, typed[tool_id])
    names = {key: catalogue.label(key) for key in current.integration_keys}
    names.update({tool_id: by_id[tool_id].name for tool_id in owned})
    # What they typed, in the product's own capitals when it is its name ("zapier": Zapier).
    typed = {
        key: names[key] if key in names and names[key].casefold() == said.casefold() else said
        for key, said in typed.items()
    }
    names.update(typed)
    return owned, names, typed


def _owned_roles(
    catalogue: Catalogue, owned: list[str], current: CurrentTools, names: Mapping[str, str]
) -> dict[str, str]:
    """Each job a current tool does -> what they call that tool."""
    held = [(catalogue.by_id[tool_id].role, names[tool_id]) for tool_id in owned]
    held += [
        (catalogue.integration_roles[key], names[key])
        for key in current.integration_keys
        if key in catalogue.integration_roles
    ]
    roles: dict[str, str] = {}
    for role, name in held:
        roles.setdefault(role, name)
    return roles


def _covered_roles(catalogue: Catalogue, owned_roles: Mapping[str, str]) -> frozenset[str]:
    """The jobs a current system of record does besides its own (roles.py `covers`): a
    tool doing one of them is no replacement for the system (Calendly never replaces
    Fresha), so it is not offered at all."""
    covered = set()
    for role in owned_roles:
        info = catalogue.role_info.get(role)
        covered.update(info.covers if info else ())
    return frozenset(covered - set(owned_roles))


def mentioned_roles(
    catalogue: Catalogue, current_tools: str | None, owned_roles: Mapping[str, str]
) -> tuple[frozenset[str], ...]:
    """The jobs a visitor says they do by hand in their tools answer ("Excel for rotas",
    "paper diary for bookings"), each as the roles that would do it, less what they own."""
    text = fold(current_tools or "")
    found = []
    for pattern, roles in catalogue.need_words:
        wanted = roles - set(owned_roles)
        if wanted == roles and pattern.search(text) and wanted not in found:
            found.append(wanted)
    return tuple(found)


def sells_to_businesses(catalogue: Catalogue, sector: str, kind: str, company_name: str) -> bool:
    """Whether the business sells to other businesses (outbound prospecting fits): its
    sector's `sells_to`, per kind where the sector mixes both; a business of no sector only
    when its name says so ("Commercial Cleaning")."""
    signals = catalogue.sectors.get(sector)
    if signals is None:
        return catalogue.outside.sells_to_businesses(company_name or "")
    return signals.sells_to(kind)


def kind_unsuited(catalogue: Catalogue, sector: str, kind: str) -> frozenset[str]:
    """The roles this kind of business of the sector never needs (a pub: a hotel system)."""
    signals = catalogue.sectors.get(sector)
    return signals.kind_unsuited_roles.get(kind, frozenset()) if signals else frozenset()


def asked_roles(
    catalogue: Catalogue, sector: str, goals: tuple[str, ...]
) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each goal that plainly asks for a job, with the roles doing it in this sector:
    'automate reporting' is client reporting for an agency, production KPIs for a
    manufacturer, and whatever the shared `goal_roles` say elsewhere."""
    own = catalogue.sector_goal_roles.get(sector, {})
    asked = []
    for goal in goals:
        roles = own.get(goal) or catalogue.goal_roles.get(goal)
        if roles:
            asked.append((goal, frozenset(roles)))
    return tuple(asked)


class CatalogueRecommender:
    """:class:`Recommender` over the validated YAML catalogue."""

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = catalogue if catalogue is not None else load_catalogue()

    def read(self, request: FinderRequest) -> Reading:
        """``request`` read against the catalogue: the rules a pick keeps follow from it.

        Raises ``ValueError`` for an unknown size, goal, challenge or sector; an empty
        goal or challenge list is treated as 'other'.
        """
        size = company_size_id(request.company_size)
        goals = option_ids(tuple(request.business_goals), business_goal_id)
        challenges = option_ids(tuple(request.main_challenges), main_challenge_id)
        current = parse_current_tools(request.current_tools, self.catalogue)
        sector = request.sector
        if sector is None:
            reading = read_sector(
                request.company_name, request.current_tools, self.catalogue, current
            )
            sector, kind = reading.sector, reading.kind
        elif sector not in SECTOR_IDS:
            raise ValueError(f"unknown sector: {sector!r}")
        else:
            kind = kind_of(sector, request.company_name, self.catalogue, request.current_tools)
        owned, names, typed = _owned(self.catalogue, current)
        owned_roles = _owned_roles(self.catalogue, owned, current, names)
        needs = Needs(
            size=size,
            goals=goals,
            challenges=challenges,
            sector=sector,
            owned=frozenset(owned),
            owned_roles=owned_roles,
            covered_roles=_covered_roles(self.catalogue, owned_roles),
            keys=frozenset(current.integration_keys),
            owned_categories=frozenset(self.catalogue.by_id[t].category for t in owned),
            asked_roles=asked_roles(self.catalogue, sector, goals),
            mentioned_roles=mentioned_roles(self.catalogue, request.current_tools, owned_roles),
            unsuited_roles=kind_unsuited(self.catalogue, sector, kind),
            kind=kind,
            sells_to_businesses=sells_to_businesses(
                self.catalogue, sector, kind, request.company_name
            ),
        )
        return Reading(needs, names, current, tuple(owned), kind, typed)

    def recommend(self, request: FinderRequest) -> list[Recommendation]:
        """Three tools for ``request`` (``ValueError`` as :meth:`read`), checked against
        every invariant (invariants.py) and repaired when one breaks: the tools that broke
        one are left out and the three chosen again."""
        reading = self.read(request)
        visit = reading.visit(self.catalogue)
        for _ in range(REPAIRS + 1):
            answer = self.unchecked(reading)
            broken = breaches(answer, visit)
            if not broken:
                return answer
            log.error("finder answer broke %s: choosing again without them", _codes(broken))
            excluded = reading.needs.excluded | {breach.tool_id for breach in broken}
            reading = replace(reading, needs=replace(reading.needs, excluded=excluded))
        raise InvariantBroken(f"no answer keeps the invariants: {_codes(broken)}")

    def unchecked(self, reading: Reading) -> list[Recommendation]:
        """The three tools the rules choose for ``reading`` and their rationales, before the
        invariants are checked (the property tests check these: the rules keep them)."""
        needs, current = reading.needs, reading.current
        picks, relaxed = choose(self.catalogue, needs, reading.names)
        chosen = {pick.tool.id for pick in picks}
        visitor = Visitor(
            company_size=needs.size,
            goals=needs.goals,
            challenges=needs.challenges,
            owned_tools=tuple(
                self.catalogue.by_id[tool_id] for tool_id in reading.owned if tool_id not in chosen
            ),
            integration_keys=current.integration_keys,
            unknown_tools=current.unknown,
            labels=self.catalogue.integration_labels,
            sector=needs.sector,
            kind=reading.kind,
            owned_roles=needs.owned_roles,
            rules_kept=relaxed == 0,
            roles=self.catalogue.role_info,
            typed=reading.typed or {},
        )
        rationales = write_rationales(picks, visitor)
        visit = reading.visit(self.catalogue)
        names = [pick.tool.name for pick in picks]
        return [
            Recommendation.of(pick, named_as_typed(rationale, visit, names))
            for pick, rationale in zip(picks, rationales, strict=True)
        ]


def _codes(broken: list[Breach]) -> str:
    return ", ".join(sorted({f"{b.invariant} ({b.tool_id})" for b in broken}))


def default_recommender() -> CatalogueRecommender:
    """The recommender over the bundled catalogue (loaded once and cached)."""
    return CatalogueRecommender(load_catalogue())
