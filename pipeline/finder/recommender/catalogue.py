"""The AI Tool Finder catalogue: loading, validation and reading visitors' tool lists.

The catalogue is the folder ``pipeline/finder/recommender/catalogue/``: ``meta.yaml``
(date checked, roles, integration names), ``sectors.yaml`` (the words that reveal a
sector) and one file per group of tools, each holding a ``tools`` list. They are merged,
parsed into frozen dataclasses (entries.py checks each entry) and validated once per path
(cached), so a typo in the YAML fails loudly at start-up or in tests rather than producing
odd advice.

Plain Python only: no Flask, no database, no RQ.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pipeline.finder.recommender.catalogue_files import (
    DEFAULT_CATALOGUE_PATH,
    read_catalogue_data,
)
from pipeline.finder.recommender.entries import (
    CatalogueError,
    SectorSignals,
    Tool,
    normalise_name,
    parse_goal_roles,
    parse_need_words,
    parse_sectors,
    parse_tool,
    strings,
    text,
)
from pipeline.finder.recommender.name_words import OutsideWords, parse_outside, parse_surnames
from pipeline.finder.recommender.roles import Role, apply_covers, parse_roles

__all__ = [
    "DEFAULT_CATALOGUE_PATH",
    "Catalogue",
    "CatalogueError",
    "CurrentTools",
    "NameMatch",
    "Tool",
    "load_catalogue",
    "normalise_name",
    "parse_catalogue",
    "parse_current_tools",
    "read_catalogue_data",
]


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
    typed: tuple[tuple[str, str], ...] = ()
    """(tool id or integration key, the name as the visitor typed it) for each product
    they named: "ChatGPT", not "ChatGPT Business" (issue 35). Only the span that matched a
    known name, so no other visitor text comes with it; none for a product only implied
    (Copilot's Excel)."""

    @property
    def names(self) -> dict[str, str]:
        return dict(self.typed)


@dataclass(frozen=True)
class Catalogue:
    checked_on: str
    tools: tuple[Tool, ...]
    integration_labels: Mapping[str, str]
    names: Mapping[str, NameMatch]
    token_only: frozenset[str]
    patterns: tuple[tuple[re.Pattern[str], str], ...]
    roles: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Each role and the goals one of which a visitor must choose for it (empty: any)."""
    integration_roles: Mapping[str, str] = field(default_factory=dict)
    """The role of integrations that are not catalogue tools (``sage`` -> accounting)."""
    sectors: Mapping[str, SectorSignals] = field(default_factory=dict)
    goal_roles: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Goals that plainly ask for a job -> the roles that do it (one pick must do it)."""
    role_info: Mapping[str, Role] = field(default_factory=dict)
    """Each role's rules: the goals it serves, the smallest team it suits."""
    need_words: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = ()
    """Words in the current-tools answer that name a job done by hand ("Excel for rotas"),
    with the roles that would do it."""
    sector_goal_roles: Mapping[str, Mapping[str, tuple[str, ...]]] = field(default_factory=dict)
    """Per sector, what a goal asks for there when it differs ('automate reporting' is
    client reporting for an agency, production KPIs for a manufacturer)."""
    outbound_roles: frozenset[str] = frozenset()
    """Jobs that reach out to strangers: only for businesses that sell to businesses."""
    surname_words: frozenset[str] = frozenset()
    """Sector words that are also surnames (name_words.py)."""
    outside: OutsideWords = field(default_factory=OutsideWords)
    """Words naming businesses outside the sectors (name_words.py)."""

    @functools.cached_property
    def by_id(self) -> Mapping[str, Tool]:
        return MappingProxyType({tool.id: tool for tool in self.tools})

    def label(self, key: str) -> str:
        """Display label for an integration key (e.g. ``quickbooks`` -> ``QuickBooks``)."""
        return self.integration_labels.get(key, key)


def _name_pattern(name: str) -> re.Pattern[str]:
    parts = [re.escape(part) for part in name.split(" ")]
    return re.compile(r"(?<!\w)" + r"[\s\-_]+".join(parts) + r"(?!\w)", re.IGNORECASE)


def _integrations(
    raw: Any, roles: Mapping[str, object]
) -> tuple[dict[str, str], dict[str, str], dict[str, NameMatch]]:
    if not isinstance(raw, Mapping) or not raw:
        raise CatalogueError("catalogue needs an `integrations` mapping")
    labels: dict[str, str] = {}
    key_roles: dict[str, str] = {}
    names: dict[str, NameMatch] = {}
    for key, spec in raw.items():
        where = f"integration {key!r}"
        if key != normalise_name(key) or not isinstance(spec, Mapping):
            raise CatalogueError(f"{where}: key must be normalised, value a mapping")
        labels[key] = text(spec, "label", where)
        if "role" in spec:
            if spec["role"] not in roles:
                raise CatalogueError(f"{where}: role {spec['role']!r} is not in `roles`")
            key_roles[key] = spec["role"]
        for alias in {key, *map(normalise_name, strings(spec, "aliases", where))}:
            if alias in names:
                raise CatalogueError(f"integration alias {alias!r} is used twice")
            names[alias] = NameMatch(None, key)
    return labels, key_roles, names


def _served(tool: Tool, role: Role) -> Tool:
    """``tool`` with only the goals its job serves: a tool is never sold against a goal its
    role does not meet, whatever its entry lists."""
    goals = tuple(goal for goal in tool.goals if goal in role.serves)
    if not goals:
        raise CatalogueError(f"tool {tool.id!r}: its role {role.name!r} serves none of its goals")
    return replace(tool, goals=goals)


def _tool_names(tool: Tool) -> set[str]:
    return {normalise_name(tool.name), normalise_name(tool.id), *tool.aliases}


def _check_addons(tools: tuple[Tool, ...], labels: Mapping[str, str]) -> None:
    ids = {tool.id for tool in tools}
    for tool in tools:
        if tool.addon_for and (
            tool.addon_for == tool.id or tool.addon_for not in ids | set(labels)
        ):
            raise CatalogueError(
                f"tool {tool.id!r}: addon_for must name another tool or integration"
            )


def parse_catalogue(data: Any) -> Catalogue:
    """Build and validate a :class:`Catalogue` from the YAML's parsed (merged) data."""
    if not isinstance(data, Mapping) or not isinstance(data.get("tools"), list):
        raise CatalogueError("catalogue must be a mapping with a `tools` list")
    if not isinstance(data.get("roles"), Mapping) or not data["roles"]:
        raise CatalogueError("catalogue needs a `roles` mapping of role -> rules")
    role_specs = dict(data["roles"])
    apply_covers(role_specs, data.get("role_covers"))
    role_info = parse_roles(role_specs)
    roles = {name: role.only_for for name, role in role_info.items()}
    labels, key_roles, names = _integrations(data.get("integrations"), roles)
    tools = tuple(
        _served(parse_tool(entry, labels, roles, i), role_info[entry["role"]])
        for i, entry in enumerate(data["tools"])
    )
    if len({tool.id for tool in tools}) != len(tools):
        raise CatalogueError("tool ids must be unique")
    if len({tool.category for tool in tools}) < 3:
        raise CatalogueError("the catalogue needs tools in at least 3 categories")
    _check_addons(tools, labels)
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
        others = frozenset(t.id for t in tools if t.role == tool.role and t.id != tool.id)
        final_tools.append(replace(tool, own_keys=frozenset(own), alternatives=others))
    sectors = parse_sectors(data["sectors"], roles) if "sectors" in data else {}
    _check_kinds(final_tools, sectors)
    outbound = strings({"roles": data.get("outbound_roles") or []}, "roles", "outbound_roles")
    if unknown := sorted(set(outbound) - set(roles)):
        raise CatalogueError(f"outbound_roles: not in `roles`: {unknown}")
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
        roles=MappingProxyType(roles),
        integration_roles=MappingProxyType(key_roles),
        sectors=MappingProxyType(sectors),
        goal_roles=MappingProxyType(parse_goal_roles(data.get("goal_roles"), roles)),
        role_info=MappingProxyType(role_info),
        need_words=parse_need_words(data.get("need_words"), roles),
        sector_goal_roles=MappingProxyType(
            {
                sector: MappingProxyType(parse_goal_roles(spec, roles))
                for sector, spec in (data.get("sector_goal_roles") or {}).items()
            }
        ),
        outbound_roles=frozenset(outbound),
        surname_words=parse_surnames(data.get("surname_words")),
        outside=parse_outside(data.get("outside")),
    )


def _check_kinds(tools: list[Tool], sectors: Mapping[str, SectorSignals]) -> None:
    """A tool's `kinds` are nouns its sectors' `kinds` give, so a typo never hides it."""
    for tool in tools:
        nouns = {noun for sector in tool.sectors for noun in _nouns(sectors.get(sector))}
        if unknown := sorted(tool.kinds - nouns):
            raise CatalogueError(f"tool {tool.id!r}: kinds no sector of it names: {unknown}")


def _nouns(signals: SectorSignals | None) -> frozenset[str]:
    return signals.nouns if signals else frozenset()


@functools.lru_cache(maxsize=8)
def _load_cached(path: str) -> Catalogue:
    return parse_catalogue(read_catalogue_data(path))


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
# Words that make up non-answers ("nothing really", "none yet", "n/a", "just email",
# "pen and paper", "we don't use any tools"): a list item made only of these is no tool,
# so it is never echoed back as one.
# fmt: off
_NON_ANSWER_WORDS = frozenset({
    "none", "nothing", "nil", "nope", "nada", "zero", "no", "not", "n", "a", "na", "tbc", "tbd",
    "really", "yet", "currently", "at", "the", "moment", "present", "right", "now", "any",
    "anything", "tool", "tools", "software", "apps", "app", "systems", "system", "special",
    "specific", "much", "just", "only", "mostly", "mainly", "basically", "email", "emails", "e",
    "mail", "phone", "phones", "calls", "texts", "paper", "pen", "pencil", "notebook",
    "notebooks", "notes", "diary", "whiteboard", "spreadsheet", "spreadsheets", "sure",
    "unsure", "don't", "dont", "do", "know", "we", "i", "use", "using", "used", "have", "has",
    "our", "own", "in", "house", "manual", "manually", "by", "hand", "various", "etc", "other",
    "others", "few", "some", "stuff", "things", "bits", "very", "little", "basic", "free",
    "ones", "that", "it", "is", "its", "it's", "on", "for", "to", "of", "and", "or", "with",
    "yes", "as", "well", "too", "also", "else", "all", "more", "besides", "apart", "from",
    "than", "lot", "lots", "loads",
})
# fmt: on
_WORD = re.compile(r"[\w']+")
# What a tool is for, after its name ("Square for the till", "Make for invoices"): dropped,
# so a name that is also an ordinary word still counts when the visitor says what it does.
_PURPOSE = re.compile(r"(?:^|\s+)for\s+\S.*$", re.IGNORECASE)
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


def _is_non_answer(key: str) -> bool:
    """Whether a list item says 'no tool' ('nothing really', 'n a', ''), not a name."""
    return set(_WORD.findall(key.replace("\u2019", "'"))) <= _NON_ANSWER_WORDS


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
    most three) so a rationale can say some went unchecked, without quoting them;
    non-answers ('nothing really', 'none yet', 'n/a', 'just email') and anything else
    are ignored.
    """
    if not text or not text.strip():
        return CurrentTools()
    work = unicodedata.normalize("NFKC", text[:_MAX_TEXT])
    work = _TAG.sub(lambda m: "," * len(m.group(0)), work)
    found: list[tuple[int, NameMatch, str]] = []
    folded = work.casefold()
    for pattern, name in catalogue.patterns:
        if name.split(" ", 1)[0] not in folded:  # cheap test first: most names are absent
            continue
        for match in pattern.finditer(work):
            found.append((match.start(), catalogue.names[name], " ".join(match.group().split())))
        work = pattern.sub(lambda m: "," + " " * (len(m.group(0)) - 1), work)
    unknown: list[str] = []
    for position, raw in _segments(work):
        token = " ".join(_FILLER.sub("", raw.strip(" \t.:!?*'\"")).split())
        token = _PURPOSE.sub("", token)
        key = normalise_name(token)
        if _is_non_answer(key):
            continue
        if key in catalogue.token_only and key in catalogue.names:
            found.append((position, catalogue.names[key], token))
        elif (
            _looks_like_a_name(token, key)
            and key not in {normalise_name(u) for u in unknown}
            and len(unknown) < _MAX_UNKNOWN
        ):
            unknown.append(token)
    owned: list[str] = []
    keys: list[str] = []
    typed: dict[str, str] = {}
    for _, match, span in sorted(found, key=lambda item: item[0]):
        tool = catalogue.by_id[match.tool_id] if match.tool_id else None
        if tool and tool.id not in owned:
            owned.append(tool.id)
        tool_keys = tool.own_keys if tool else frozenset()
        for key in (match.integration_key, *sorted(tool_keys)):
            if key and key not in keys:
                keys.append(key)
        named = {match.tool_id, match.integration_key} | (
            tool_keys - set(tool.implies if tool else ())
        )
        for key in sorted(k for k in named if k):
            typed.setdefault(key, span)
    return CurrentTools(tuple(owned), tuple(keys), tuple(unknown), tuple(typed.items()))
