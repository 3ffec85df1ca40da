"""The evaluation's visitor profiles (tests/eval/profiles/*.yaml): each is the finder form
as a visitor would send it, the tools that visitor already uses as a consultant reads
their answer, and what a consultant would accept as the three tools."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from pipeline.finder import BUSINESS_GOAL_IDS, COMPANY_SIZE_IDS, MAIN_CHALLENGE_IDS
from tests.support.evaluation.vocabulary import EVAL_DIR, Reference

PROFILES_DIR = EVAL_DIR / "profiles"
# The sets (issues 26 and 35): the engine is tuned against `tuning`; `held-out` and
# `unseen-kinds` (businesses outside the sectors or at their edges) were each written and
# committed before the engine changed for them, and are never edited to make them pass.
PROFILE_SETS = ("tuning", "held-out", "unseen-kinds")
MEASURED_SETS = PROFILE_SETS[1:]
"""The sets that measure how the engine generalises: never tuned against."""

# The finder API's field names (web/api/public/finder.py), less the email address: the
# engine never sees it, and a sector must never be guessed from it.
FORM_FIELDS = ("firstName", "companyName", "companySize", "businessGoal", "mainChallenge")
OPTIONAL_FORM_FIELDS = ("currentTools",)
_PROFILE_KEYS = {"id", "why", "form", "uses", "expect"}
_EXPECT_KEYS = {"sector", "sector_tool", "forbid_tools", "require_roles", "forbid_roles"}
_EXPECT_KEYS |= {"forbid_text"}


class ProfileError(ValueError):
    """A profile file is malformed or names something the reference does not know."""


@dataclass(frozen=True, slots=True)
class Expectation:
    """What a consultant would accept, beyond the rules every answer must keep."""

    sector: str
    """The sector the engine must read (a canonical sector id)."""
    sector_tool: bool = False
    """At least one tool must be specific to that sector."""
    forbid_tools: tuple[str, ...] = ()
    """Catalogue ids that must not appear."""
    require_roles: tuple[tuple[str, ...], ...] = ()
    """Each entry is satisfied when some tool does one of its roles."""
    forbid_roles: tuple[str, ...] = ()
    forbid_text: tuple[str, ...] = ()
    """Text no rationale may contain (a non-answer echoed as a tool name, say)."""


@dataclass(frozen=True, slots=True)
class Profile:
    id: str
    file: str
    why: str
    form: Mapping[str, Any]
    uses: tuple[str, ...]
    """Keys of reference tools this visitor already uses."""
    expect: Expectation
    set: str = PROFILE_SETS[0]
    """The set it belongs to (PROFILE_SETS): the folder its file is in."""

    @property
    def size(self) -> str:
        return self.form["companySize"]

    @property
    def challenges(self) -> tuple[str, ...]:
        return tuple(self.form["mainChallenge"])


def _option_list(value: Any, allowed: tuple[str, ...], where: str) -> list[str]:
    if not isinstance(value, list) or not value or len(set(value)) != len(value):
        raise ProfileError(f"{where}: must be a non-empty list without repeats")
    if unknown := [v for v in value if v not in allowed]:
        raise ProfileError(f"{where}: unknown option ids {unknown}")
    return list(value)


def _form(raw: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping) or set(raw) - {*FORM_FIELDS, *OPTIONAL_FORM_FIELDS}:
        raise ProfileError(f"{where}: form takes only {FORM_FIELDS + OPTIONAL_FORM_FIELDS}")
    if missing := [field for field in FORM_FIELDS if field not in raw]:
        raise ProfileError(f"{where}: form is missing {missing}")
    for field in ("firstName", "companyName"):
        if not isinstance(raw[field], str) or not raw[field].strip():
            raise ProfileError(f"{where}: {field} must be text")
    if raw["companySize"] not in COMPANY_SIZE_IDS:
        raise ProfileError(f"{where}: companySize must be one of {COMPANY_SIZE_IDS}")
    tools = raw.get("currentTools")
    if tools is not None and not isinstance(tools, str):
        raise ProfileError(f"{where}: currentTools must be text or absent")
    form = dict(raw)
    form["businessGoal"] = _option_list(raw["businessGoal"], BUSINESS_GOAL_IDS, f"{where} goals")
    form["mainChallenge"] = _option_list(
        raw["mainChallenge"], MAIN_CHALLENGE_IDS, f"{where} challenges"
    )
    return MappingProxyType(form)


def _names(raw: Any, where: str) -> tuple[str, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(v, str) and v.strip() for v in raw):
        raise ProfileError(f"{where}: must be a list of names")
    return tuple(raw)


def _roles(raw: Any, where: str, reference: Reference) -> tuple[str, ...]:
    roles = tuple(reference.role(role) for role in _names(raw, where))
    if unknown := sorted(set(roles) - reference.role_names):
        raise ProfileError(f"{where}: roles the reference does not define: {unknown}")
    return roles


def _expectation(raw: Any, where: str, reference: Reference) -> Expectation:
    if not isinstance(raw, Mapping) or set(raw) - _EXPECT_KEYS or "sector" not in raw:
        raise ProfileError(f"{where}: expect needs a sector and takes only {sorted(_EXPECT_KEYS)}")
    sector = reference.sector(raw["sector"])
    if sector is None:
        raise ProfileError(f"{where}: unknown sector {raw['sector']!r}")
    if not isinstance(raw.get("sector_tool", False), bool):
        raise ProfileError(f"{where}: sector_tool must be true or false")
    forbid_tools = _names(raw.get("forbid_tools"), f"{where} forbid_tools")
    if unknown := [t for t in forbid_tools if t not in reference.tools]:
        raise ProfileError(f"{where}: forbid_tools the reference does not know: {unknown}")
    require = raw.get("require_roles") or []
    if not isinstance(require, list):
        raise ProfileError(f"{where}: require_roles must be a list of lists of roles")
    return Expectation(
        sector=sector,
        sector_tool=raw.get("sector_tool", False),
        forbid_tools=forbid_tools,
        require_roles=tuple(_roles(roles, f"{where} require", reference) for roles in require),
        forbid_roles=_roles(raw.get("forbid_roles"), f"{where} forbid_roles", reference),
        forbid_text=_names(raw.get("forbid_text"), f"{where} forbid_text"),
    )


def parse_profile(
    raw: Any, file: str, reference: Reference, profile_set: str = PROFILE_SETS[0]
) -> Profile:
    where = f"{file}: profile {raw.get('id') if isinstance(raw, Mapping) else raw!r}"
    if not isinstance(raw, Mapping) or set(raw) - _PROFILE_KEYS or not {"id", "form"} <= set(raw):
        raise ProfileError(f"{where}: needs id, form and expect, and takes only {_PROFILE_KEYS}")
    uses = _names(raw.get("uses"), f"{where} uses")
    if unknown := [key for key in uses if key not in reference.tools]:
        raise ProfileError(f"{where}: uses tools the reference does not know: {unknown}")
    return Profile(
        id=str(raw["id"]),
        file=file,
        why=" ".join(str(raw.get("why", "")).split()),
        form=_form(raw["form"], where),
        uses=uses,
        expect=_expectation(raw.get("expect"), where, reference),
        set=profile_set,
    )


def load_profiles(reference: Reference, directory: Path = PROFILES_DIR) -> tuple[Profile, ...]:
    """Every profile in the YAML files of ``directory``'s sets, set by set in file then
    listed order."""
    profiles: list[Profile] = []
    if stray := sorted(p.name for p in directory.glob("*.yaml")):
        raise ProfileError(f"profiles belong in a set's folder {PROFILE_SETS}: {stray}")
    paths = [p for name in PROFILE_SETS for p in sorted((directory / name).glob("*.yaml"))]
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle)
        if not isinstance(data, Mapping) or not isinstance(data.get("profiles"), list):
            raise ProfileError(f"{path.name}: must be a mapping with a `profiles` list")
        file, profile_set = f"{path.parent.name}/{path.name}", path.parent.name
        profiles.extend(
            parse_profile(raw, file, reference, profile_set) for raw in data["profiles"]
        )
    ids = [profile.id for profile in profiles]
    if duplicates := sorted({i for i in ids if ids.count(i) > 1}):
        raise ProfileError(f"profile ids used twice: {duplicates}")
    return tuple(profiles)
