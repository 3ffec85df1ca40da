"""The evaluation's own vocabulary (tests/eval/reference.yaml): the sectors and roles a
consultant speaks of, the spellings an engine may use for them, and what each tool a
visitor may name or be offered does.

The engine is judged in these words, not in its own: its sector and role labels are read
through the spellings listed here, and a tool's role is what the reference says it does
as well as whatever the engine calls it, so a sales CRM relabelled by the engine is still
a sales CRM to the checker."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

EVAL_DIR = Path(__file__).resolve().parents[2] / "eval"
REFERENCE_PATH = EVAL_DIR / "reference.yaml"
REFERENCE_DIR = EVAL_DIR / "reference"
"""More of the vocabulary, one file per group of sectors, merged with reference.yaml."""
_SECTIONS = ("roles", "sectors", "tools")

_ARTICLE = re.compile(r"^(?:a|an|the)\s+")


def norm(text: object) -> str:
    """A label reduced for comparison: 'A Legal-Practice' and 'legal practice' agree."""
    text = unicodedata.normalize("NFKC", str(text)).casefold().replace("&", " and ")
    text = " ".join(re.sub(r"[^\w+]+|_", " ", text).split())
    return _ARTICLE.sub("", text)


class ReferenceError(ValueError):
    """tests/eval/reference.yaml is malformed or inconsistent."""


@dataclass(frozen=True, slots=True)
class KnownTool:
    """A tool the evaluation knows: a catalogue id, or a product a visitor may name."""

    key: str
    role: str
    names: frozenset[str]
    """Normalised names that mean this tool (its key and any listed names)."""
    label: str
    """How a rationale would name it (the first listed name, else the key)."""
    sector: str | None = None
    """The sector it is made for, when its role alone does not say so."""


@dataclass(frozen=True)
class Reference:
    roles: Mapping[str, str]
    """Every accepted spelling (normalised) -> the canonical role."""
    sectors: Mapping[str, str]
    """Every accepted spelling (normalised) -> the canonical sector id."""
    sector_roles: Mapping[str, frozenset[str]]
    """Canonical sector id -> the canonical roles only a business of that sector needs."""
    tools: Mapping[str, KnownTool]

    @property
    def role_names(self) -> frozenset[str]:
        return frozenset(self.roles.values())

    @property
    def sector_ids(self) -> frozenset[str]:
        return frozenset(self.sector_roles)

    def role(self, label: object) -> str:
        """The canonical role for an engine's label; an unknown label stays itself."""
        key = norm(label)
        return self.roles.get(key, key)

    def sector(self, label: object) -> str | None:
        """The canonical sector for an engine's label, or None when it names none we know."""
        return self.sectors.get(norm(label))

    def tools_named(self, names: Iterable[str]) -> tuple[KnownTool, ...]:
        """Known tools whose key or one of whose names is among ``names`` (normalised)."""
        wanted = {norm(name) for name in names}
        return tuple(t for t in self.tools.values() if t.names & wanted)


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ReferenceError(f"{where}: must be a list of non-empty strings")
    return tuple(value)


def _spellings(section: Any, where: str) -> dict[str, str]:
    """{canonical: [aliases]} -> {normalised spelling: canonical as written}, each once."""
    if not isinstance(section, Mapping) or not section:
        raise ReferenceError(f"{where}: must be a non-empty mapping")
    spellings: dict[str, str] = {}
    for canonical, aliases in section.items():
        for spelling in (canonical, *_strings(aliases or [], f"{where} {canonical!r}")):
            if spellings.setdefault(norm(spelling), canonical) != canonical:
                raise ReferenceError(f"{where}: {spelling!r} means two things")
    return spellings


def parse_reference(data: Any) -> Reference:
    if not isinstance(data, Mapping):
        raise ReferenceError("reference: must be a mapping of roles, sectors and tools")
    roles = _spellings(data.get("roles"), "roles")
    known_roles = set(roles.values())
    raw_sectors = data.get("sectors")
    if not isinstance(raw_sectors, Mapping) or not raw_sectors:
        raise ReferenceError("sectors: must be a non-empty mapping")
    sector_spellings = _spellings(
        {sector: (spec or {}).get("names", []) for sector, spec in raw_sectors.items()}, "sectors"
    )
    sector_roles = {}
    for sector, spec in raw_sectors.items():
        listed = _strings((spec or {}).get("roles", []), f"sector {sector}")
        own = {roles.get(norm(role), role) for role in listed}
        if unknown := sorted(own - known_roles):
            raise ReferenceError(f"sector {sector}: roles not in `roles`: {unknown}")
        sector_roles[sector] = frozenset(own)
    tools = {}
    for key, spec in (data.get("tools") or {}).items():
        if not isinstance(spec, Mapping) or roles.get(norm(spec.get("role", ""))) is None:
            raise ReferenceError(f"tool {key!r}: needs a role listed in `roles`")
        names = _strings(spec.get("names", []), f"tool {key!r} names")
        sector = sector_spellings.get(norm(spec.get("sector", "")))
        if "sector" in spec and sector is None:
            raise ReferenceError(f"tool {key!r}: unknown sector {spec['sector']!r}")
        tools[key] = KnownTool(
            key=key,
            role=roles[norm(spec["role"])],
            names=frozenset(norm(name) for name in (key, *names)),
            label=names[0] if names else key,
            sector=sector,
        )
    return Reference(
        roles=MappingProxyType(roles),
        sectors=MappingProxyType(sector_spellings),
        sector_roles=MappingProxyType(sector_roles),
        tools=MappingProxyType(tools),
    )


def merge_references(parts: Iterable[tuple[str, Any]]) -> dict[str, dict[str, Any]]:
    """Reference files merged section by section; a key defined twice is an error, so two
    files never silently disagree about a role, a sector or a tool."""
    merged: dict[str, dict[str, Any]] = {section: {} for section in _SECTIONS}
    for name, data in parts:
        if not isinstance(data, Mapping) or set(data) - set(_SECTIONS):
            raise ReferenceError(f"{name}: must be a mapping of {', '.join(_SECTIONS)}")
        for section in _SECTIONS:
            for key, value in (data.get(section) or {}).items():
                if key in merged[section]:
                    raise ReferenceError(f"{name}: {section} {key!r} is defined twice")
                merged[section][key] = value
    return merged


def _read(path: Path) -> Any:
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def load_reference(path: Path = REFERENCE_PATH, more: Path | None = REFERENCE_DIR) -> Reference:
    parts = [(path.name, _read(path))]
    if more is not None and more.is_dir():
        parts += [(f"{more.name}/{p.name}", _read(p)) for p in sorted(more.glob("*.yaml"))]
    return parse_reference(merge_references(parts))
