"""Validating the catalogue's entries one by one: a tool, a role, a sector's signals.

Every check raises :class:`CatalogueError` naming the entry and the field, so a typo in the
YAML fails loudly at start-up or in tests rather than producing odd advice. Checks that
span entries (unique ids and names, add-ons of known tools) are in catalogue.py.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pipeline.finder.options import (
    BUSINESS_GOAL_IDS,
    COMPANY_SIZE_IDS,
    GENERAL,
    MAIN_CHALLENGE_IDS,
    SECTOR_IDS,
    TOOL_CATEGORY_IDS,
)

# fmt: off
REQUIRED_FIELDS = (
    "id", "name", "website", "category", "role", "summary", "benefit", "goals", "challenges",
    "company_sizes", "price_gbp_month", "price_note", "no_code", "uk_eu_data",
    "admin_controls", "integrates_with",
)
# fmt: on
OPTIONAL_FIELDS = (
    "general_purpose",
    "aliases",
    "implies",
    "sectors",
    "addon_for",
    "checked_on",
    "source",
    "charity_note",
    "kinds",
)
_ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_URL_RE = re.compile(r"^https://[a-z0-9.-]+\.[a-z]{2,}(/\S*)?$")
_MAX_POINTS = 3
_DATE_RE = re.compile(r"^20\d\d-[01]\d-[0-3]\d$")


class CatalogueError(ValueError):
    """The catalogue file is malformed or inconsistent."""


@dataclass(frozen=True, slots=True)
class Tool:
    """One catalogue entry (see the field reference in catalogue/meta.yaml)."""

    id: str
    name: str
    website: str
    category: str
    summary: str
    benefit: str
    goals: tuple[str, ...]
    """Business-goal ids, the tool's main purpose first."""
    challenges: tuple[str, ...]
    """Main-challenge ids, strongest fit first."""
    company_sizes: frozenset[str]
    price_gbp_month: float | None
    """Starting price; 0 = a usable free tier; None = quote only ("Price on request")."""
    price_note: str
    no_code: bool
    uk_eu_data: bool
    admin_controls: bool
    general_purpose: bool
    integrates_with: tuple[str, ...]
    aliases: tuple[str, ...]
    implies: tuple[str, ...]
    own_keys: frozenset[str]
    """Integration names that mean 'this tool' (e.g. ``hubspot``) plus ``implies``."""
    alternatives: frozenset[str]
    """Ids of the other tools with the same role."""
    role: str = ""
    """The job it does (a key of the catalogue's ``roles``)."""
    sectors: frozenset[str] = frozenset()
    """Sector ids it is built for; empty for tools any business may use."""
    addon_for: str | None = None
    """A tool id or integration name: an AI add-on offered only to its owners."""
    checked_on: str = ""
    """When its facts were last checked (YYYY-MM-DD); empty: the catalogue's checked_on."""
    source: str = ""
    """The vendor page its price and facts were checked against."""
    charity_note: str = ""
    """The vendor's charity or non-profit pricing, when it has one (shown to charities)."""
    kinds: frozenset[str] = frozenset()
    """The kinds of business of its sectors it is built for, by their noun (a sector
    file's `kinds`: "hotel", "school"); empty: every kind of its sectors."""

    @property
    def quote_only(self) -> bool:
        return self.price_gbp_month is None


@dataclass(frozen=True, slots=True)
class SectorSignals:
    """What reveals one sector: (pattern, points) for the company name and the tool list."""

    sector: str
    names: tuple[tuple[re.Pattern[str], int, str], ...]
    """(pattern, points, its first word): the word is a cheap test before the pattern."""
    tools: tuple[tuple[re.Pattern[str], int, str], ...]
    unsuited_roles: frozenset[str] = frozenset()
    """Roles never recommended to this sector (no SEO suite for a café)."""
    kinds: tuple[tuple[re.Pattern[str], str], ...] = ()
    """Words in a company name that say which kind of business of the sector it is, with
    what to call it ("Nursery" -> "nursery", "Tuition" -> "tutoring business")."""
    kind_unsuited_roles: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Per kind (by its noun), roles never recommended to it though the sector has them: a
    pub gets no hotel system, a nursery no tutoring software."""
    sells_to_businesses: bool = False
    """Whether its businesses sell to other businesses (`sells_to: businesses`): only they
    are offered outbound prospecting."""
    kind_sells_to_businesses: Mapping[str, bool] = field(default_factory=dict)
    """Per kind (by its noun) where the sector mixes both: a removals firm sells to
    households though logistics sells to businesses."""

    tool_kinds: tuple[tuple[re.Pattern[str], str], ...] = ()
    """Products in the current-tools answer that say which kind of business of the sector
    it is when its name does not (Booking.com: an accommodation business)."""

    def sells_to(self, kind: str) -> bool:
        """Whether a business of this sector and ``kind`` sells to other businesses."""
        return self.kind_sells_to_businesses.get(kind, self.sells_to_businesses)

    @property
    def nouns(self) -> frozenset[str]:
        """Every kind this sector's words can name, and its own noun."""
        return frozenset(noun for _, noun in (*self.kinds, *self.tool_kinds))


def normalise_name(text: str) -> str:
    """Case-fold and tidy a name for matching ('G-Suite ' -> 'g suite')."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.sub(r"[-_]+", " ", text).split())


def fold(text: str) -> str:
    """Text as sector words are matched: accents dropped ('Café' -> 'cafe'), case folded."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def strings(entry: Mapping[str, Any], field: str, where: str) -> tuple[str, ...]:
    value = entry.get(field, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise CatalogueError(f"{where}: {field} must be a list of non-empty strings")
    if len(set(value)) != len(value):
        raise CatalogueError(f"{where}: {field} has duplicates")
    return tuple(value)


def _subset(
    entry: Mapping[str, Any], field: str, allowed: Sequence[str], where: str, *, empty_ok=False
) -> tuple[str, ...]:
    values = strings(entry, field, where)
    unknown = sorted(set(values) - set(allowed))
    if (not values and not empty_ok) or unknown:
        raise CatalogueError(f"{where}: {field} must be a non-empty subset of {allowed}: {unknown}")
    return values


def text(entry: Mapping[str, Any], field: str, where: str) -> str:
    value = entry.get(field)
    if not isinstance(value, str) or not value.strip() or "<" in value or ">" in value:
        raise CatalogueError(f"{where}: {field} must be plain, non-empty text")
    return value.strip()


def _flag(entry: Mapping[str, Any], field: str, where: str, default: bool | None = None) -> bool:
    value = entry.get(field, default)
    if not isinstance(value, bool):
        raise CatalogueError(f"{where}: {field} must be true or false")
    return value


def _price(entry: Mapping[str, Any], where: str) -> float | None:
    price = entry["price_gbp_month"]
    if price is None:
        return None
    if isinstance(price, bool) or not isinstance(price, int | float) or price < 0:
        raise CatalogueError(f"{where}: price_gbp_month must be a number >= 0 or null (quote)")
    return float(price)


def parse_tool(
    entry: Any, integrations: Mapping[str, str], roles: Mapping[str, object], index: int
) -> Tool:
    """One tool, checked field by field (names it shares with others are checked later)."""
    if not isinstance(entry, Mapping):
        raise CatalogueError(f"tool #{index}: must be a mapping")
    where = f"tool {entry.get('id', f'#{index}')!r}"
    missing = [field for field in REQUIRED_FIELDS if field not in entry]
    extra = sorted(set(entry) - set(REQUIRED_FIELDS) - set(OPTIONAL_FIELDS))
    if missing or extra:
        raise CatalogueError(f"{where}: missing fields {missing}, unknown fields {extra}")
    tool_id = text(entry, "id", where)
    if not _ID_RE.match(tool_id):
        raise CatalogueError(f"{where}: id must be a lower-case slug")
    website = text(entry, "website", where)
    if not _URL_RE.match(website):
        raise CatalogueError(f"{where}: website must be an https URL")
    category = text(entry, "category", where)
    if category not in TOOL_CATEGORY_IDS:
        raise CatalogueError(f"{where}: unknown category {category!r}")
    role = text(entry, "role", where)
    if role not in roles:
        raise CatalogueError(f"{where}: role {role!r} is not one of the catalogue's `roles`")
    links = strings(entry, "integrates_with", where)
    implies = strings(entry, "implies", where)
    unknown_links = sorted(set(links + implies) - set(integrations))
    if unknown_links:
        raise CatalogueError(f"{where}: integration names not in `integrations`: {unknown_links}")
    addon_for = entry.get("addon_for")
    if addon_for is not None and (not isinstance(addon_for, str) or not addon_for.strip()):
        raise CatalogueError(f"{where}: addon_for must be a tool id or an integration name")
    sectors = _subset(
        entry, "sectors", [s for s in SECTOR_IDS if s != GENERAL], where, empty_ok=True
    )
    return Tool(
        id=tool_id,
        name=text(entry, "name", where),
        website=website,
        category=category,
        role=role,
        summary=text(entry, "summary", where),
        benefit=text(entry, "benefit", where),
        goals=_subset(entry, "goals", BUSINESS_GOAL_IDS, where),
        challenges=_subset(entry, "challenges", MAIN_CHALLENGE_IDS, where),
        company_sizes=frozenset(_subset(entry, "company_sizes", COMPANY_SIZE_IDS, where)),
        price_gbp_month=_price(entry, where),
        price_note=text(entry, "price_note", where),
        no_code=_flag(entry, "no_code", where),
        uk_eu_data=_flag(entry, "uk_eu_data", where),
        admin_controls=_flag(entry, "admin_controls", where),
        general_purpose=_flag(entry, "general_purpose", where, default=False),
        integrates_with=links,
        aliases=tuple(normalise_name(a) for a in strings(entry, "aliases", where)),
        implies=implies,
        own_keys=frozenset(implies),
        alternatives=frozenset(),
        sectors=frozenset(sectors),
        addon_for=addon_for.strip() if addon_for else None,
        checked_on=_date(entry, where),
        source=_optional_url(entry, "source", where),
        charity_note=text(entry, "charity_note", where) if "charity_note" in entry else "",
        kinds=_kinds_of_tool(entry, sectors, where),
    )


def _kinds_of_tool(entry: Mapping[str, Any], sectors: tuple[str, ...], where: str) -> frozenset:
    # Checked against its sectors' `kinds` once they are read (catalogue.py).
    kinds = strings(entry, "kinds", where)
    if kinds and not sectors:
        raise CatalogueError(f"{where}: kinds narrow its sectors, so it needs `sectors`")
    return frozenset(kinds)


def _date(entry: Mapping[str, Any], where: str) -> str:
    # YAML reads an unquoted 2026-11-27 as a date: str() gives it back as written.
    value = str(entry.get("checked_on", ""))
    if value and not _DATE_RE.match(value):
        raise CatalogueError(f"{where}: checked_on must be a date, YYYY-MM-DD")
    return value


def _optional_url(entry: Mapping[str, Any], field: str, where: str) -> str:
    if field not in entry:
        return ""
    value = text(entry, field, where)
    if not _URL_RE.match(value):
        raise CatalogueError(f"{where}: {field} must be an https URL")
    return value


def parse_goal_roles(data: Any, roles: Mapping[str, object]) -> dict[str, tuple[str, ...]]:
    """`goal_roles`: the goals that plainly ask for a job, each with the roles that do it."""
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise CatalogueError("`goal_roles` must map goal ids to lists of roles")
    goal_roles = {}
    for goal, listed in data.items():
        where = f"goal_roles {goal!r}"
        if goal not in BUSINESS_GOAL_IDS:
            raise CatalogueError(f"{where}: not a goal id from options.BUSINESS_GOALS")
        goal_roles[goal] = _subset({"roles": listed}, "roles", list(roles), where)
    return goal_roles


def word_pattern(phrase: str) -> re.Pattern[str]:
    """A phrase as whole words, spaces or hyphens between them, an optional plural ending."""
    words = [re.escape(word) for word in fold(phrase).split()]
    return re.compile(r"(?<!\w)" + r"[\s\-_]+".join(words) + r"(?:s|es)?(?!\w)")


def _points(entry: Any, field: str, where: str) -> tuple[tuple[re.Pattern[str], int, str], ...]:
    value = entry.get(field, {}) if isinstance(entry, Mapping) else None
    if not isinstance(value, Mapping):
        raise CatalogueError(f"{where}: {field} must map words to points")
    for phrase, points in value.items():
        if not isinstance(phrase, str) or not phrase.strip():
            raise CatalogueError(f"{where}: {field} has an empty word")
        if isinstance(points, bool) or points not in range(1, _MAX_POINTS + 1):
            raise CatalogueError(f"{where}: {field}[{phrase!r}] must be 1 to {_MAX_POINTS} points")
    return tuple(
        (word_pattern(phrase), points, fold(phrase).split()[0]) for phrase, points in value.items()
    )


def parse_sectors(data: Any, roles: Mapping[str, object]) -> dict[str, SectorSignals]:
    """`sectors`: an entry per sector of options.SECTORS (except 'general') that has one."""
    known = [s for s in SECTOR_IDS if s != GENERAL]
    if not isinstance(data, Mapping) or set(data) - set(known):
        raise CatalogueError(f"`sectors` may only have these entries: {known}")
    signals = {}
    for sector in [s for s in known if s in data]:
        where = f"sector {sector!r}"
        entry = data[sector] if isinstance(data[sector], Mapping) else {}
        unsuited = strings(entry, "unsuited_roles", where)
        if not set(unsuited) <= set(roles):
            raise CatalogueError(f"{where}: unsuited_roles must be roles from `roles`")
        names, tools = _points(entry, "names", where), _points(entry, "tools", where)
        kind_unsuited = entry.get("kind_unsuited_roles") or {}
        if not isinstance(kind_unsuited, Mapping):
            raise CatalogueError(f"{where}: kind_unsuited_roles must map kinds to roles")
        by_kind = {}
        for noun, listed in kind_unsuited.items():
            by_kind[noun] = frozenset(strings({"roles": listed}, "roles", f"{where} {noun!r}"))
            if not by_kind[noun] <= set(roles):
                raise CatalogueError(f"{where}: kind_unsuited_roles[{noun!r}] must be roles")
        signals[sector] = SectorSignals(
            sector,
            names,
            tools,
            frozenset(unsuited),
            _kinds(entry.get("kinds"), where),
            by_kind,
            _buyers(entry.get("sells_to"), where),
            {
                noun: _buyers(buyers, f"{where} kind {noun!r}")
                for noun, buyers in (entry.get("kind_sells_to") or {}).items()
            },
            _kinds(entry.get("tool_kinds"), f"{where} products"),
        )
    return signals


BUYERS = {"businesses": True, "people": False}


def _buyers(value: Any, where: str) -> bool:
    """`sells_to`: businesses (outbound prospecting fits) or people (it never does)."""
    if value not in BUYERS:
        raise CatalogueError(f"{where}: sells_to must be one of {sorted(BUYERS)}")
    return BUYERS[value]


def _kinds(value: Any, where: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    if value is None:
        return ()
    if not isinstance(value, Mapping) or not all(
        isinstance(word, str) and isinstance(noun, str) and noun.strip() and "<" not in noun
        for word, noun in value.items()
    ):
        raise CatalogueError(f"{where}: kinds must map words to plain nouns")
    return tuple((word_pattern(word), noun.strip()) for word, noun in value.items())


def parse_need_words(data: Any, roles: Mapping[str, object]) -> tuple:
    """`need_words`: words a visitor uses for a job they do by hand, each with the roles
    that would do it ({rota: [staff rota, care rostering]}); roles the catalogue lacks are
    an error, so a renamed role never silently stops matching."""
    if data is None:
        return ()
    if not isinstance(data, Mapping):
        raise CatalogueError("`need_words` must map words to lists of roles")
    parsed = []
    for word, listed in data.items():
        where = f"need_words {word!r}"
        wanted = frozenset(_subset({"roles": listed}, "roles", list(roles), where))
        parsed.append((word_pattern(str(word)), wanted))
    return tuple(parsed)
