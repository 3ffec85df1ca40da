"""The AI Tool Finder catalogue: loading, validation and reading visitors' tool lists.

The catalogue lives in ``pipeline/finder/recommender/catalogue.yaml``. It is parsed into
frozen dataclasses and validated once per path (cached), so a typo in the YAML
fails loudly at start-up or in tests rather than producing odd advice.

Plain Python only: no Flask, no database, no RQ.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from pipeline.finder.options import (
    BUSINESS_GOAL_IDS,
    COMPANY_SIZE_IDS,
    MAIN_CHALLENGE_IDS,
    TOOL_CATEGORY_IDS,
)

DEFAULT_CATALOGUE_PATH = Path(__file__).with_name("catalogue.yaml")

# fmt: off
_REQUIRED_FIELDS = (
    "id", "name", "website", "category", "summary", "benefit", "goals", "challenges",
    "company_sizes", "price_gbp_month", "price_note", "no_code", "uk_eu_data",
    "admin_controls", "integrates_with",
)
# fmt: on
_OPTIONAL_FIELDS = ("general_purpose", "aliases", "implies")
_ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_URL_RE = re.compile(r"^https://[a-z0-9.-]+\.[a-z]{2,}(/\S*)?$")


class CatalogueError(ValueError):
    """The catalogue file is malformed or inconsistent."""


@dataclass(frozen=True, slots=True)
class Tool:
    """One catalogue entry (see the field reference in the YAML header)."""

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
    price_gbp_month: float
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
    """Ids of tools that do the same job (from ``alternative_groups``)."""


@dataclass(frozen=True, slots=True)
class NameMatch:
    """What one name a visitor might type refers to."""

    tool_id: str | None
    integration_key: str | None


@dataclass(frozen=True, slots=True)
class CurrentTools:
    """A visitor's free-text tool list, read tolerantly.

    ``owned_tool_ids`` are catalogue tools they already use (never recommended
    again), ``integration_keys`` the canonical names of everything recognised (in
    the order first mentioned), ``unknown`` plausible names we could not match.
    """

    owned_tool_ids: tuple[str, ...] = ()
    integration_keys: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()


@dataclass(frozen=True)
class Catalogue:
    checked_on: str
    tools: tuple[Tool, ...]
    integration_labels: Mapping[str, str]
    names: Mapping[str, NameMatch]
    token_only: frozenset[str]
    patterns: tuple[tuple[re.Pattern[str], str], ...]

    @functools.cached_property
    def by_id(self) -> Mapping[str, Tool]:
        return MappingProxyType({tool.id: tool for tool in self.tools})

    def label(self, key: str) -> str:
        """Display label for an integration key (e.g. ``quickbooks`` -> ``QuickBooks``)."""
        return self.integration_labels.get(key, key)


def normalise_name(text: str) -> str:
    """Case-fold and tidy a name for matching ('G-Suite ' -> 'g suite')."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.sub(r"[-_]+", " ", text).split())


def _name_pattern(name: str) -> re.Pattern[str]:
    parts = [re.escape(part) for part in name.split(" ")]
    return re.compile(r"(?<!\w)" + r"[\s\-_]+".join(parts) + r"(?!\w)", re.IGNORECASE)


def _strings(entry: Mapping[str, Any], field: str, where: str) -> tuple[str, ...]:
    value = entry.get(field, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise CatalogueError(f"{where}: {field} must be a list of non-empty strings")
    if len(set(value)) != len(value):
        raise CatalogueError(f"{where}: {field} has duplicates")
    return tuple(value)


def _subset(
    entry: Mapping[str, Any], field: str, allowed: Sequence[str], where: str
) -> tuple[str, ...]:
    values = _strings(entry, field, where)
    unknown = sorted(set(values) - set(allowed))
    if not values or unknown:
        raise CatalogueError(f"{where}: {field} must be a non-empty subset of {allowed}: {unknown}")
    return values


def _text(entry: Mapping[str, Any], field: str, where: str) -> str:
    value = entry.get(field)
    if not isinstance(value, str) or not value.strip() or "<" in value or ">" in value:
        raise CatalogueError(f"{where}: {field} must be plain, non-empty text")
    return value.strip()


def _flag(entry: Mapping[str, Any], field: str, where: str, default: bool | None = None) -> bool:
    value = entry.get(field, default)
    if not isinstance(value, bool):
        raise CatalogueError(f"{where}: {field} must be true or false")
    return value


def _parse_tool(entry: Any, integrations: Mapping[str, str], index: int) -> Tool:
    if not isinstance(entry, Mapping):
        raise CatalogueError(f"tool #{index}: must be a mapping")
    where = f"tool {entry.get('id', f'#{index}')!r}"
    missing = [field for field in _REQUIRED_FIELDS if field not in entry]
    extra = sorted(set(entry) - set(_REQUIRED_FIELDS) - set(_OPTIONAL_FIELDS))
    if missing or extra:
        raise CatalogueError(f"{where}: missing fields {missing}, unknown fields {extra}")
    tool_id = _text(entry, "id", where)
    if not _ID_RE.match(tool_id):
        raise CatalogueError(f"{where}: id must be a lower-case slug")
    website = _text(entry, "website", where)
    if not _URL_RE.match(website):
        raise CatalogueError(f"{where}: website must be an https URL")
    category = _text(entry, "category", where)
    if category not in TOOL_CATEGORY_IDS:
        raise CatalogueError(f"{where}: unknown category {category!r}")
    price = entry["price_gbp_month"]
    if isinstance(price, bool) or not isinstance(price, int | float) or price < 0:
        raise CatalogueError(f"{where}: price_gbp_month must be a number >= 0")
    links = _strings(entry, "integrates_with", where)
    implies = _strings(entry, "implies", where)
    unknown_links = sorted(set(links + implies) - set(integrations))
    if not links or unknown_links:
        raise CatalogueError(f"{where}: integration names not in `integrations`: {unknown_links}")
    aliases = tuple(normalise_name(a) for a in _strings(entry, "aliases", where))
    return Tool(
        id=tool_id,
        name=_text(entry, "name", where),
        website=website,
        category=category,
        summary=_text(entry, "summary", where),
        benefit=_text(entry, "benefit", where),
        goals=_subset(entry, "goals", BUSINESS_GOAL_IDS, where),
        challenges=_subset(entry, "challenges", MAIN_CHALLENGE_IDS, where),
        company_sizes=frozenset(_subset(entry, "company_sizes", COMPANY_SIZE_IDS, where)),
        price_gbp_month=float(price),
        price_note=_text(entry, "price_note", where),
        no_code=_flag(entry, "no_code", where),
        uk_eu_data=_flag(entry, "uk_eu_data", where),
        admin_controls=_flag(entry, "admin_controls", where),
        general_purpose=_flag(entry, "general_purpose", where, default=False),
        integrates_with=links,
        aliases=aliases,
        implies=implies,
        own_keys=frozenset(implies),
        alternatives=frozenset(),
    )


def _alternatives(groups: Any, ids: set[str]) -> dict[str, frozenset[str]]:
    if not isinstance(groups, list):
        raise CatalogueError("alternative_groups must be a list of lists of tool ids")
    result: dict[str, set[str]] = {}
    for number, group in enumerate(groups):
        members = _strings({"group": group}, "group", f"alternative group #{number}")
        if len(members) < 2 or not set(members) <= ids:
            raise CatalogueError(f"alternative group #{number}: needs 2+ known tool ids")
        for member in members:
            result.setdefault(member, set()).update(set(members) - {member})
    return {tool_id: frozenset(others) for tool_id, others in result.items()}


def _tool_names(tool: Tool) -> set[str]:
    return {normalise_name(tool.name), normalise_name(tool.id), *tool.aliases}


def parse_catalogue(data: Any) -> Catalogue:
    """Build and validate a :class:`Catalogue` from the YAML's parsed data."""
    if not isinstance(data, Mapping) or not isinstance(data.get("tools"), list):
        raise CatalogueError("catalogue must be a mapping with a `tools` list")
    raw_integrations = data.get("integrations")
    if not isinstance(raw_integrations, Mapping) or not raw_integrations:
        raise CatalogueError("catalogue needs an `integrations` mapping")
    labels: dict[str, str] = {}
    names: dict[str, NameMatch] = {}
    for key, spec in raw_integrations.items():
        if key != normalise_name(key) or not isinstance(spec, Mapping):
            raise CatalogueError(f"integration {key!r}: key must be normalised, value a mapping")
        labels[key] = _text(spec, "label", f"integration {key!r}")
        for alias in {key, *map(normalise_name, _strings(spec, "aliases", f"integration {key!r}"))}:
            if alias in names:
                raise CatalogueError(f"integration alias {alias!r} is used twice")
            names[alias] = NameMatch(None, key)
    tools = tuple(_parse_tool(entry, labels, i) for i, entry in enumerate(data["tools"]))
    if len({tool.id for tool in tools}) != len(tools):
        raise CatalogueError("tool ids must be unique")
    if len({tool.category for tool in tools}) < 3:
        raise CatalogueError("the catalogue needs tools in at least 3 categories")
    alternatives = _alternatives(data.get("alternative_groups", []), {t.id for t in tools})
    final_tools = []
    for tool in tools:
        own = set(tool.implies)
        for name in sorted(_tool_names(tool)):
            previous = names.get(name, NameMatch(None, None))
            if previous.tool_id not in (None, tool.id):
                raise CatalogueError(f"name {name!r} refers to {previous.tool_id} and {tool.id}")
            names[name] = NameMatch(tool.id, previous.integration_key)
            if previous.integration_key:
                own.add(previous.integration_key)
        others = alternatives.get(tool.id, frozenset())
        final_tools.append(replace(tool, own_keys=frozenset(own), alternatives=others))
    token_only = frozenset(normalise_name(n) for n in data.get("token_only_names", []))
    patterns = tuple(
        (_name_pattern(name), name)
        for name in sorted(names, key=lambda n: (-len(n), n))
        if name not in token_only and len(name) > 1
    )
    return Catalogue(
        checked_on=str(data.get("checked_on", "")),
        tools=tuple(final_tools),
        integration_labels=MappingProxyType(labels),
        names=MappingProxyType(names),
        token_only=token_only,
        patterns=patterns,
    )


@functools.lru_cache(maxsize=8)
def _load_cached(path: str) -> Catalogue:
    with open(path, encoding="utf-8") as handle:
        return parse_catalogue(yaml.safe_load(handle))


def load_catalogue(path: str | Path = DEFAULT_CATALOGUE_PATH) -> Catalogue:
    """Load and validate the catalogue at ``path``; cached per resolved path."""
    return _load_cached(str(Path(path).resolve()))


# ----------------------------------------------------------- visitors' tool lists

_SEPARATORS = re.compile(
    r"[,;/|\\\n\r\t()\[\]{}<>+&•·]|\s+-\s+|\b(?:and|plus|or|with|also)\b", re.IGNORECASE
)
_FILLER = re.compile(
    r"^(?:(?:we|i)\s+)?(?:currently\s+|mainly\s+|mostly\s+|already\s+)?"
    r"(?:use|using|have|run|on)(?:\s+|$)",
    re.IGNORECASE,
)
# fmt: off
_NOT_TOOLS = frozenset({
    "none", "nothing", "n a", "na", "no", "nil", "not sure", "unsure", "various", "etc",
    "other", "others", "email", "emails", "spreadsheets", "spreadsheet", "phone", "paper",
    "pen", "the", "a", "we", "our", "tools", "software", "none yet", "nothing yet",
})
# fmt: on
_PLAUSIBLE = re.compile(r"^[^\W_][\w .'&+-]{0,38}[\w.+]$")
_NOT_NAME_START = frozenset({"we", "i", "our", "my", "the", "a", "an", "just", "mostly", "some"})
_TAG = re.compile(r"<[^<>]{0,200}>")
_MAX_TEXT = 2000
_MAX_UNKNOWN = 3


def _looks_like_a_name(token: str, key: str) -> bool:
    words = key.split()
    return (
        bool(_PLAUSIBLE.match(token))
        and any(ch.isalpha() for ch in token)
        and len(words) <= 3
        and words[0] not in _NOT_NAME_START
    )


def _segments(text: str) -> list[tuple[int, str]]:
    """The pieces of ``text`` between separators, with their start offsets."""
    pieces, start = [], 0
    for separator in _SEPARATORS.finditer(text):
        pieces.append((start, text[start : separator.start()]))
        start = separator.end()
    pieces.append((start, text[start:]))
    return pieces


def parse_current_tools(text: str | None, catalogue: Catalogue) -> CurrentTools:
    """Read a visitor's free-text list of current tools.

    Separators are commas, semicolons, slashes, new lines, '&', 'and', 'plus' and
    similar; matching ignores case and accepts the aliases in the catalogue
    (e.g. 'o365', 'gsuite', 'ms teams'). Unknown plausible names are kept (at
    most three) so a rationale can mention them; anything else is ignored.
    """
    if not text or not text.strip():
        return CurrentTools()
    work = unicodedata.normalize("NFKC", text[:_MAX_TEXT])
    work = _TAG.sub(lambda m: "," * len(m.group(0)), work)
    found: list[tuple[int, NameMatch]] = []
    for pattern, name in catalogue.patterns:
        for match in pattern.finditer(work):
            found.append((match.start(), catalogue.names[name]))
        work = pattern.sub(lambda m: "," + " " * (len(m.group(0)) - 1), work)
    unknown: list[str] = []
    for position, raw in _segments(work):
        token = " ".join(_FILLER.sub("", raw.strip(" \t.:!?*'\"")).split())
        key = normalise_name(token)
        if not key or key in _NOT_TOOLS:
            continue
        if key in catalogue.token_only and key in catalogue.names:
            found.append((position, catalogue.names[key]))
        elif (
            _looks_like_a_name(token, key)
            and key not in {normalise_name(u) for u in unknown}
            and len(unknown) < _MAX_UNKNOWN
        ):
            unknown.append(token)
    owned: list[str] = []
    keys: list[str] = []
    for _, match in sorted(found, key=lambda item: item[0]):
        if match.tool_id and match.tool_id not in owned:
            owned.append(match.tool_id)
        tool_keys = catalogue.by_id[match.tool_id].own_keys if match.tool_id else frozenset()
        for key in (match.integration_key, *sorted(tool_keys)):
            if key and key not in keys:
                keys.append(key)
    return CurrentTools(tuple(owned), tuple(keys), tuple(unknown))
