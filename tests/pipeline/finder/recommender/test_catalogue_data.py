"""The catalogue after issue 19: at least 100 real tools, a role for each, at least four tools
built for each of the nine sectors, files kept short, and a loader that rejects a missing
role, an unknown role or sector, a broken add-on and a tools file holding anything else."""

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
NINE_SECTORS = set(options.SECTOR_IDS) - {options.GENERAL}


def test_at_least_100_tools_each_with_a_known_role():
    assert len(CATALOGUE.tools) >= 100
    assert all(entry["role"] in RAW["roles"] for entry in RAW["tools"])
    assert {tool.role for tool in CATALOGUE.tools} == set(CATALOGUE.roles)  # no unused role
    assert CATALOGUE.checked_on == "2026-11-25"


def test_at_least_four_tools_built_for_each_of_the_nine_sectors():
    assert len(NINE_SECTORS) == 9
    for sector in NINE_SECTORS:
        built = [tool for tool in CATALOGUE.tools if sector in tool.sectors]
        assert len(built) >= 4, (sector, [tool.id for tool in built])
        assert len({tool.role for tool in built}) >= 2, sector


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
    assert {f.name for f in files} >= {"meta.yaml", "sectors.yaml", "add-ons.yaml"}
    for path in files:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 400, path.name
    for sector in NINE_SECTORS:
        assert (Path(DEFAULT_CATALOGUE_PATH) / f"sector-{sector}.yaml").exists()


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
        (lambda d: d["sectors"].pop("legal"), "sectors"),
        (lambda d: d["sectors"]["legal"]["names"].update(solicitor=5), "points"),
        (lambda d: d["sectors"]["legal"].update(unsuited_roles=["nonsense"]), "unsuited_roles"),
    ],
)
def test_the_loader_rejects_bad_entries(change, message):
    with pytest.raises(CatalogueError, match=message):
        parse_catalogue(bad(change))


def test_a_tools_file_holds_only_tools(tmp_path):
    for path in Path(DEFAULT_CATALOGUE_PATH).glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert len(parse_catalogue(read_catalogue_data(tmp_path)).tools) == len(CATALOGUE.tools)
    (tmp_path / "extra.yaml").write_text(yaml.safe_dump({"tools": [], "roles": {}}))
    with pytest.raises(CatalogueError, match="extra.yaml"):
        read_catalogue_data(tmp_path)


def test_a_single_file_catalogue_still_loads(tmp_path):
    single = tmp_path / "catalogue.yaml"
    single.write_text(yaml.safe_dump(RAW, allow_unicode=True), encoding="utf-8")
    assert load_catalogue(single).by_id.keys() == CATALOGUE.by_id.keys()
