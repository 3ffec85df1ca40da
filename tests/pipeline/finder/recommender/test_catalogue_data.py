"""The catalogue after issue 19: at least 100 real tools, a role for each, at least four tools
built for each of the 24 sectors with the products their businesses run, files kept short,
and a loader that rejects a missing role, an unknown role or sector, a broken add-on, a
name defined twice and a file holding anything else."""

import copy
from pathlib import Path

import pytest
import yaml

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import (
    DEFAULT_CATALOGUE_PATH,
    CatalogueError,
    load_catalogue,
    parse_catalogue,
    read_catalogue_data,
)

CATALOGUE = load_catalogue()
RAW = read_catalogue_data()
SECTORS = set(options.SECTOR_IDS) - {options.GENERAL}
SECTORS_DIR = Path(DEFAULT_CATALOGUE_PATH) / "sectors"


def test_at_least_250_tools_each_with_a_known_role_price_and_date():
    assert len(CATALOGUE.tools) >= 250
    assert all(entry["role"] in RAW["roles"] for entry in RAW["tools"])
    used = {tool.role for tool in CATALOGUE.tools} | set(CATALOGUE.integration_roles.values())
    assert used == set(CATALOGUE.roles)  # no unused role
    assert CATALOGUE.checked_on == "2026-11-25"
    for tool in CATALOGUE.tools:
        assert tool.price_note and (tool.checked_on or CATALOGUE.checked_on), tool.id


def test_at_least_four_tools_built_for_each_of_the_24_sectors():
    assert len(SECTORS) == 24
    for sector in SECTORS:
        built = [tool for tool in CATALOGUE.tools if sector in tool.sectors]
        assert len(built) >= 4, (sector, [tool.id for tool in built])
        assert len({tool.role for tool in built}) >= 2, sector


def test_at_least_500_product_names_visitors_type_with_their_role():
    products = {
        key
        for key in CATALOGUE.integration_labels
        if key not in {name for tool in CATALOGUE.tools for name in tool.own_keys}
    }
    assert len(CATALOGUE.integration_labels) >= 500
    assert len(products) >= 350  # names of products we know but do not recommend
    for sector in SECTORS:  # each sector's systems of record are known by name and role
        known = [k for k, signal in _product_points(sector).items() if signal]
        assert len(known) >= 10, (sector, known)


def _product_points(sector: str) -> dict[str, int]:
    return dict(RAW["sectors"][sector]["tools"])


def test_tools_of_one_role_are_each_others_alternatives():
    for tool in CATALOGUE.tools:
        assert tool.alternatives == {
            other.id for other in CATALOGUE.tools if other.role == tool.role and other is not tool
        }


def test_quote_only_tools_say_so_in_their_price_note():
    for tool in CATALOGUE.tools:
        if tool.quote_only:
            note = tool.price_note.casefold()
            assert any(w in note for w in ("quote", "request", "priced", "check")), tool.id


def test_the_catalogue_files_stay_readable():
    files = sorted(Path(DEFAULT_CATALOGUE_PATH).glob("*.yaml"))
    assert {f.name for f in files} >= {"meta.yaml", "add-ons.yaml"}
    for path in [*files, *SECTORS_DIR.glob("*.yaml")]:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 450, path.name
    assert {path.stem for path in SECTORS_DIR.glob("*.yaml")} == SECTORS


def bad(change) -> dict:
    data = copy.deepcopy(RAW)
    change(data)
    return data


def tool(data, tool_id):
    return next(entry for entry in data["tools"] if entry["id"] == tool_id)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: tool(d, "clio").pop("role"), "missing fields \\['role'\\]"),
        (lambda d: tool(d, "clio").update(role="lawyering"), "role 'lawyering'"),
        (lambda d: tool(d, "clio").update(sectors=["space"]), "sectors"),
        (lambda d: tool(d, "clio").update(sectors=["general"]), "sectors"),
        (lambda d: tool(d, "clio").update(sectors="legal"), "sectors"),
        (lambda d: tool(d, "zendesk-ai").update(addon_for="myspace"), "addon_for"),
        (lambda d: tool(d, "zendesk-ai").update(addon_for="zendesk-ai"), "addon_for"),
        (lambda d: tool(d, "clio").update(price_gbp_month="quote"), "price"),
        (lambda d: d["roles"].update({"CRM": ["get-rich"]}), "role 'CRM'"),
        (lambda d: d.pop("roles"), "roles"),
        (lambda d: d["integrations"]["sage"].update(role="bookkeeping"), "integration 'sage'"),
        (lambda d: d["sectors"].update(space={"names": {}}), "sectors"),
        (lambda d: d["sectors"]["legal"]["names"].update(solicitor=5), "points"),
        (lambda d: d["sectors"]["legal"].update(unsuited_roles=["nonsense"]), "unsuited_roles"),
    ],
)
def test_the_loader_rejects_bad_entries(change, message):
    with pytest.raises(CatalogueError, match=message):
        parse_catalogue(bad(change))


def test_tools_files_and_sector_files_hold_only_their_own_keys(tmp_path):
    for path in Path(DEFAULT_CATALOGUE_PATH).glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "sectors").mkdir()
    for path in SECTORS_DIR.glob("*.yaml"):
        (tmp_path / "sectors" / path.name).write_text(path.read_text(encoding="utf-8"))
    assert len(parse_catalogue(read_catalogue_data(tmp_path)).tools) == len(CATALOGUE.tools)
    (tmp_path / "extra.yaml").write_text(yaml.safe_dump({"tools": [], "sector": "legal"}))
    with pytest.raises(CatalogueError, match="extra.yaml"):
        read_catalogue_data(tmp_path)
    (tmp_path / "extra.yaml").unlink()
    legal = yaml.safe_load((SECTORS_DIR / "legal.yaml").read_text(encoding="utf-8"))
    (tmp_path / "sectors" / "law.yaml").write_text(yaml.safe_dump({**legal, "tools": []}))
    with pytest.raises(CatalogueError, match="law.yaml"):  # named for another sector
        read_catalogue_data(tmp_path)
    (tmp_path / "sectors" / "law.yaml").write_text(yaml.safe_dump({"products": {"leap": {}}}))
    with pytest.raises(CatalogueError, match="law.yaml"):
        read_catalogue_data(tmp_path)


def test_a_single_file_catalogue_still_loads(tmp_path):
    single = tmp_path / "catalogue.yaml"
    single.write_text(yaml.safe_dump(RAW, allow_unicode=True), encoding="utf-8")
    assert load_catalogue(single).by_id.keys() == CATALOGUE.by_id.keys()
