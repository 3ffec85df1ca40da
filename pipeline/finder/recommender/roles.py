"""The catalogue's roles: the job each tool (or product a visitor names) does, which goals
that job serves, which goals a visitor must choose for it, and the smallest team it suits.

A role is written in YAML either as a list (the goals a visitor must choose, the form
meta.yaml always had) or as a mapping:

    helpdesk: {serves: [automate-customer-service, ...], min_size: 6-20}

`serves` is what stops a tool being sold against a goal its job does not meet: a goal a
tool lists that its role does not serve is dropped when the catalogue loads (Brevo sends
campaigns; it never "automates customer service"). `min_size`: a ticketing help desk is
more than a 1-5 person business needs, so it is offered to one only when nothing else
fits, and the rationale says why. `covers`: the other jobs a system of record does, so
owning it fills those roles too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pipeline.finder.options import BUSINESS_GOAL_IDS, COMPANY_SIZE_IDS
from pipeline.finder.recommender.entries import CatalogueError

_ROLE_KEYS = {"only_for", "serves", "min_size", "covers"}


@dataclass(frozen=True, slots=True)
class Role:
    name: str
    only_for: tuple[str, ...] = ()
    """Goals one of which a visitor must choose for this job (none: any visitor)."""
    serves: frozenset[str] = frozenset(BUSINESS_GOAL_IDS)
    """Goals this job can meet; a tool of this role is recommended only for these."""
    min_size: str | None = None
    """The smallest company size it suits (COMPANY_SIZE_IDS), None: any."""
    covers: tuple[str, ...] = ()
    """Other roles a system of this role also fills: a salon's booking system takes its
    appointments (no Calendly beside Fresha), a recruitment CRM is its CRM."""

    def suits(self, size: str) -> bool:
        """Whether a business of ``size`` needs this job (a help desk, not for 1-5)."""
        if self.min_size is None:
            return True
        return COMPANY_SIZE_IDS.index(size) >= COMPANY_SIZE_IDS.index(self.min_size)


def _goals(value: Any, where: str, field: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(goal, str) for goal in value):
        raise CatalogueError(f"{where}: {field} must be a list of goal ids")
    if unknown := sorted(set(value) - set(BUSINESS_GOAL_IDS)):
        raise CatalogueError(f"{where}: {field} has unknown goal ids {unknown}")
    return tuple(value)


def parse_role(name: Any, spec: Any) -> Role:
    where = f"role {name!r}"
    if not isinstance(name, str) or name != name.strip() or not name or "<" in name:
        raise CatalogueError(f"{where}: must be plain, non-empty text")
    if spec is None or isinstance(spec, list):
        return Role(name, only_for=_goals(spec or [], where, "goals"))
    if not isinstance(spec, Mapping) or set(spec) - _ROLE_KEYS:
        raise CatalogueError(f"{where}: a list of goals or a mapping of {sorted(_ROLE_KEYS)}")
    min_size = spec.get("min_size")
    if min_size is not None and min_size not in COMPANY_SIZE_IDS:
        raise CatalogueError(f"{where}: min_size must be one of {COMPANY_SIZE_IDS}")
    serves = _goals(spec["serves"], where, "serves") if "serves" in spec else BUSINESS_GOAL_IDS
    if not serves:
        raise CatalogueError(f"{where}: serves must name at least one goal")
    covers = spec.get("covers", [])
    if not isinstance(covers, list) or not all(isinstance(c, str) for c in covers):
        raise CatalogueError(f"{where}: covers must be a list of role names")
    return Role(
        name,
        only_for=_goals(spec.get("only_for", []), where, "only_for"),
        serves=frozenset(serves) | {"other"},
        min_size=min_size,
        covers=tuple(covers),
    )


def parse_roles(data: Any) -> dict[str, Role]:
    """`roles`: every role with its rules."""
    if not isinstance(data, Mapping) or not data:
        raise CatalogueError("catalogue needs a `roles` mapping of role -> rules")
    roles = {name: parse_role(name, spec) for name, spec in data.items()}
    for role in roles.values():
        if unknown := sorted(set(role.covers) - set(roles)):
            raise CatalogueError(f"role {role.name!r}: covers unknown roles {unknown}")
    return roles


def apply_covers(data: dict[str, Any], covers: Any) -> None:
    """meta.yaml's `role_covers` ({role: [roles it also fills]}) merged into the roles'
    specs, so a sector file's role gains `covers` without a second definition."""
    if covers is None:
        return
    if not isinstance(covers, Mapping):
        raise CatalogueError("`role_covers` must map roles to lists of roles")
    for name, covered in covers.items():
        spec = data.get(name)
        if spec is None:
            raise CatalogueError(f"role_covers: {name!r} is not a role")
        if isinstance(spec, list) or spec is None:
            spec = {"only_for": spec or []}
        data[name] = {**spec, "covers": list(covered)}
