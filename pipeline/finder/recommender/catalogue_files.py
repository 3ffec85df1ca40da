"""Reading the catalogue folder into one mapping for parse_catalogue.

The folder holds meta.yaml (date checked, shared roles, goal_roles, integration names),
files of tools any business may use (general-*.yaml, add-ons.yaml: a `tools` list) and
sectors/<sector id>.yaml, one per sector:

    sector: dental                      # the file's own name
    names: {dentist: 3, dental: 3}      # words in company names that reveal it (1-3 points)
    kinds: {orthodontist: orthodontic practice}  # what to call one, by a word in its name
    kind_unsuited_roles: {pub: [hotel management]}  # roles a kind (by its noun) never gets
    sells_to: people                    # or businesses: only they get outbound prospecting
    kind_sells_to: {removals firm: people}  # per kind, where the sector mixes both
    tool_words: {nonprofit: 3}          # words in the current-tools answer that reveal it
                                        # (a product's `kind` says what its users are)
    unsuited_roles: [SEO, CRM]          # roles never recommended to it (optional)
    goal_roles: {automate-reporting: [practice reporting]}  # what a goal asks for here
    roles: {dental practice management: {serves: [...]}}   # roles new to this sector
    products:                           # names visitors type: systems of record and more
      dentally: {label: Dentally, aliases: [dentaly], role: dental practice management}
    tools: [...]                        # tools built for it (sectors: [dental])

A product is a name the finder recognises in a visitor's current tools (it is never
recommended): its `role` tells which job is already done, and it counts `points` (default
3) towards its file's sector, plus `also: {sector: points}` for others. Every product joins
the integration names, so a tool may list it in `integrates_with`. A name, role or
product defined twice is an error, so two files never silently disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from pipeline.finder.recommender.entries import CatalogueError

DEFAULT_CATALOGUE_PATH = Path(__file__).with_name("catalogue")
META_FILE = "meta.yaml"
SECTORS_DIR = "sectors"
_TOOL_FILE_KEYS = {"tools", "roles", "products"}
_SECTOR_KEYS = {"sector", "names", "kinds", "unsuited_roles", "goal_roles", "roles", "products"}
_SECTOR_KEYS |= {"tools", "kind_unsuited_roles", "tool_words", "sells_to", "kind_sells_to"}
_PRODUCT_KEYS = {"label", "aliases", "role", "points", "also", "kind"}
DEFAULT_POINTS = 3


def _yaml(path: Path) -> Any:
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def _merge(into: dict[str, Any], more: Any, what: str, file: str) -> None:
    if more is None:
        return
    if not isinstance(more, Mapping):
        raise CatalogueError(f"{file}: `{what}` must be a mapping")
    for key, value in more.items():
        if key in into:
            raise CatalogueError(f"{file}: {what} {key!r} is defined twice")
        into[key] = value


def _tools(content: Mapping[str, Any], file: str) -> list[Any]:
    tools = content.get("tools", [])
    if not isinstance(tools, list):
        raise CatalogueError(f"{file}: `tools` must be a list")
    return tools


def _products(
    products: Any, sector: str | None, data: dict[str, Any], file: str
) -> dict[str, dict[str, int]]:
    """Products join the integration names; returns each sector's points per name."""
    points: dict[str, dict[str, int]] = {}
    if products is None:
        return points
    if not isinstance(products, Mapping):
        raise CatalogueError(f"{file}: `products` must map names to their facts")
    for key, spec in products.items():
        if not isinstance(spec, Mapping) or set(spec) - _PRODUCT_KEYS:
            raise CatalogueError(f"{file}: product {key!r} takes only {sorted(_PRODUCT_KEYS)}")
        entry = {k: spec[k] for k in ("label", "aliases", "role") if k in spec}
        _merge(data["integrations"], {key: entry}, "product", file)
        shares = dict(spec.get("also") or {})
        if sector is not None:
            shares[sector] = spec.get("points", DEFAULT_POINTS)
        elif "points" in spec:
            raise CatalogueError(f"{file}: product {key!r} has points but no sector")
        for name in (key, *entry.get("aliases", [])):
            for to_sector, value in shares.items():
                points.setdefault(to_sector, {})[str(name)] = value
            if "kind" in spec and sector is not None:
                data["sectors"][sector]["tool_kinds"][str(name)] = spec["kind"]
    return points


def _sector_file(part: Path, data: dict[str, Any]) -> dict[str, dict[str, int]]:
    content = _yaml(part)
    file = f"{SECTORS_DIR}/{part.name}"
    if not isinstance(content, Mapping) or set(content) - _SECTOR_KEYS:
        raise CatalogueError(f"{file}: takes only {sorted(_SECTOR_KEYS)}")
    sector = content.get("sector")
    if sector != part.stem:
        raise CatalogueError(f"{file}: `sector` must be {part.stem!r}, the file's name")
    data["sectors"][sector] = {
        "names": content.get("names") or {},
        "unsuited_roles": content.get("unsuited_roles") or [],
        "kinds": content.get("kinds") or {},
        "kind_unsuited_roles": content.get("kind_unsuited_roles") or {},
        "sells_to": content.get("sells_to"),
        "tool_kinds": {},
        "kind_sells_to": content.get("kind_sells_to") or {},
        # Words that are no product but say the sector ("Google Workspace for Nonprofits",
        # "Excel volunteer rota") count like a product's points.
        "tools": dict(content.get("tool_words") or {}),
    }
    if content.get("goal_roles"):
        data["sector_goal_roles"][sector] = content["goal_roles"]
    _merge(data["roles"], content.get("roles"), "role", file)
    data["tools"].extend(_tools(content, file))
    return _products(content.get("products"), sector, data, file)


def read_catalogue_data(path: str | Path = DEFAULT_CATALOGUE_PATH) -> dict[str, Any]:
    """The catalogue's data as one mapping: a single YAML file as it is, or a folder's
    meta.yaml, its tool files and its sector files merged."""
    path = Path(path)
    if path.is_file():
        return _yaml(path)
    meta = dict(_yaml(path / META_FILE) or {})
    data: dict[str, Any] = {
        **meta,
        "roles": dict(meta.get("roles") or {}),
        "integrations": dict(meta.get("integrations") or {}),
        "sectors": {},
        "sector_goal_roles": {},
        "tools": [],
    }
    shares: list[dict[str, dict[str, int]]] = []
    for part in sorted(path.glob("*.yaml")):
        if part.name == META_FILE:
            continue
        content = _yaml(part)
        if not isinstance(content, Mapping) or not set(content) <= _TOOL_FILE_KEYS:
            raise CatalogueError(f"{part.name}: a tools file holds only {_TOOL_FILE_KEYS}")
        _merge(data["roles"], content.get("roles"), "role", part.name)
        shares.append(_products(content.get("products"), None, data, part.name))
        data["tools"].extend(_tools(content, part.name))
    for part in sorted((path / SECTORS_DIR).glob("*.yaml")):
        shares.append(_sector_file(part, data))
    for share in shares:
        for sector, names in share.items():
            if sector not in data["sectors"]:
                raise CatalogueError(f"products give points to {sector!r}, which has no file")
            data["sectors"][sector]["tools"].update(names)
    return data
