"""Reading an engine's answer for the checker, whatever shape the engine gives it.

The catalogue engine answers a plain list of recommendations, each with its `role`, and
reads no sector itself when the request carries one: the finder's job reads it with
`infer_sector` and passes it in `FinderRequest.sector`, as run.py does, so that sector is
the one the visitor is shown. These accessors read a sector, role or fact where the
engine gives one and report its absence (None, an empty set) where not, so a rule can
say "engine reports no sector" rather than the evaluation crashing. Every field is looked
up as an attribute first, then as a mapping key, so dataclasses and dicts (``as_dict()``)
both work."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tests.support.evaluation.vocabulary import Reference, norm

_MISSING = object()


def field(obj: Any, *names: str) -> Any:
    """The first of ``names`` ``obj`` has (attribute or key), else None."""
    for name in names:
        value = getattr(obj, name, _MISSING)
        if value is _MISSING and isinstance(obj, Mapping):
            value = obj.get(name, _MISSING)
        if value is not _MISSING and value is not None:
            return value
    return None


def _labels(value: Any) -> tuple[str, ...]:
    """A label, an object with an id/label, or a collection of them -> their strings."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,) if value.strip() else ()
    if isinstance(value, Iterable) and not isinstance(value, Mapping):
        return tuple(label for item in value for label in _labels(item))
    named = [field(value, key) for key in ("id", "key", "slug", "label", "name")]
    return tuple(str(label) for label in named if label) or (str(value),)


@dataclass(frozen=True, slots=True)
class Pick:
    """One recommended (or catalogued) tool, as the checker sees it."""

    tool_id: str
    name: str
    rationale: str = ""
    roles: frozenset[str] = frozenset()
    """Canonical roles: what the reference says the tool does plus what the engine says."""
    sectors: frozenset[str] = frozenset()
    """Canonical sectors the tool is made for, as the engine or the reference tags it."""
    names: frozenset[str] = frozenset()
    """Normalised names: id, name and the catalogue's aliases."""
    price_gbp_month: float | None = None
    company_sizes: frozenset[str] | None = None
    uk_eu_data: bool | None = None
    admin_controls: bool | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    picks: tuple[Pick, ...]
    sector: str | None
    """The canonical sector the engine read, or None when it reports none."""
    sector_label: str | None
    """What the engine reported, as it spelled it (None when it reports none)."""


def recommendations(result: Any) -> list[Any]:
    """The recommended tools: the result itself when it is a list, else its list field."""
    listed = field(result, "recommendations", "tools", "picks")
    if listed is not None:
        return list(listed)
    if isinstance(result, Iterable) and not isinstance(result, str | Mapping):
        return list(result)
    return []


def reported_sector(result: Any, recs: list[Any], reference: Reference) -> tuple[str, ...]:
    """The engine's sector labels: on the result, else those of the picks when every pick
    has one and they all mean the same sector."""
    labels = _labels(field(result, "sector"))
    if labels or not recs:
        return labels
    each = [_labels(field(rec, "sector")) for rec in recs]
    meanings = {next((s for s in map(reference.sector, own) if s), None) for own in each}
    return each[0] if all(each) and len(meanings) == 1 else ()


def catalogue_tools(recommender: Any) -> dict[str, Any]:
    """The engine's catalogue entries by id ({} when the recommender exposes none)."""
    catalogue = field(recommender, "catalogue")
    tools = field(catalogue, "tools") if catalogue is not None else None
    return {str(field(tool, "id")): tool for tool in tools or ()}


def _engine_roles(rec: Any, entry: Any, reference: Reference) -> set[str]:
    found: set[str] = set()
    for source in (rec, entry):
        for label in _labels(field(source, "role")) + _labels(field(source, "roles")):
            found.add(reference.role(label))
    return found


def _sectors(rec: Any, entry: Any, reference: Reference) -> frozenset[str]:
    """The sectors the engine says a tool is made for. On a recommendation only `sectors`
    counts: its `sector` may be the visitor's (see reported_sector). A tool tagged
    'general' is made for everyone, so for no sector in particular."""
    labels = [
        *_labels(field(rec, "sectors")),
        *_labels(field(entry, "sectors")),
        *_labels(field(entry, "sector")),
    ]
    sectors = frozenset(s for s in map(reference.sector, labels) if s)
    return frozenset() if "general" in sectors else sectors


def _fact(rec: Any, entry: Any, name: str) -> Any:
    value = field(rec, name)
    return value if value is not None else field(entry, name)


def pick_of(rec: Any, entry: Any, reference: Reference) -> Pick:
    """One engine tool (a recommendation and/or its catalogue entry) for the checker."""
    tool_id = str(field(rec, "tool_id", "id") or field(entry, "id") or "")
    name = str(field(rec, "name") or field(entry, "name") or tool_id)
    aliases = _labels(field(entry, "aliases"))
    names = frozenset(norm(n) for n in (tool_id, name, field(entry, "name") or name, *aliases))
    known = reference.tools.get(tool_id)
    references = (known,) if known else reference.tools_named([name])
    roles = {t.role for t in references} | _engine_roles(rec, entry, reference)
    tagged = {t.sector for t in references if t.sector}
    sizes = _fact(rec, entry, "company_sizes")
    price = _fact(rec, entry, "price_gbp_month")
    uk_eu, admin = _fact(rec, entry, "uk_eu_data"), _fact(rec, entry, "admin_controls")
    return Pick(
        tool_id=tool_id,
        name=name,
        rationale=str(field(rec, "rationale") or ""),
        roles=frozenset(roles),
        sectors=_sectors(rec, entry, reference) | tagged,
        names=names,
        price_gbp_month=float(price) if isinstance(price, int | float) else None,
        company_sizes=frozenset(sizes) if sizes is not None else None,
        uk_eu_data=uk_eu if isinstance(uk_eu, bool) else None,
        admin_controls=admin if isinstance(admin, bool) else None,
    )


def read_answer(
    result: Any,
    catalogue: Mapping[str, Any],
    reference: Reference,
    request_sector: str | None = None,
) -> Answer:
    """The engine's ``recommend()`` result, read through the reference's vocabulary.

    The sector is the one the result reports; failing that, ``request_sector``: the sector
    the finder's job read with ``infer_sector``, stored on the run (what the visitor is
    shown) and handed to the engine in ``FinderRequest.sector``, which the catalogue
    engine's plain list of tools was chosen for."""
    recs = recommendations(result)
    picks = []
    for rec in recs:
        tool_id = str(field(rec, "tool_id", "id") or "")
        picks.append(pick_of(rec, catalogue.get(tool_id), reference))
    labels = reported_sector(result, recs, reference) or _labels(request_sector)
    canonical = next((s for s in map(reference.sector, labels) if s), None)
    return Answer(picks=tuple(picks), sector=canonical, sector_label=labels[0] if labels else None)


def catalogue_picks(catalogue: Mapping[str, Any], reference: Reference) -> tuple[Pick, ...]:
    """Every catalogue entry as a pick, for rules that compare a pick with the field."""
    return tuple(pick_of(None, entry, reference) for entry in catalogue.values())
