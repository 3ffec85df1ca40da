"""The AI Tool Finder's inputs: the form's options, the tool catalogue and the parsing of
the visitor's current tools. The recommendations themselves: test_engine.py.

Plain tests with no fixtures: the engine is plain Python.
"""

from __future__ import annotations

import itertools

import pytest

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import (
    CatalogueError,
    load_catalogue,
    parse_catalogue,
    parse_current_tools,
    read_catalogue_data,
)
from pipeline.finder.recommender.engine import Recommender, default_recommender

CATALOGUE = load_catalogue()
RAW = read_catalogue_data()
ALL_COMBINATIONS = list(
    itertools.product(
        options.BUSINESS_GOAL_IDS, options.MAIN_CHALLENGE_IDS, options.COMPANY_SIZE_IDS
    )
)


# --------------------------------------------------------------------- options


def test_option_ids_and_labels_match_the_spec():
    assert options.COMPANY_SIZE_IDS == ("1-5", "6-20", "21-50", "51-100", "101-500", "500+")
    assert options.COMPANY_SIZE_LABELS["1-5"] == "1-5 employees"
    assert options.COMPANY_SIZE_LABELS["500+"] == "500+ employees"
    assert len(options.BUSINESS_GOAL_IDS) == len(options.MAIN_CHALLENGE_IDS) == 10
    assert options.BUSINESS_GOAL_LABELS["automate-customer-service"] == "Automate customer service"
    assert options.MAIN_CHALLENGE_LABELS["too-many-manual-processes"] == "Too many manual processes"
    assert options.BUSINESS_GOAL_IDS[-1] == options.MAIN_CHALLENGE_IDS[-1] == "other"
    assert options.company_size_id(" 6-20 Employees ") == "6-20"
    assert options.business_goal_id("Generate more leads") == "generate-more-leads"
    assert options.main_challenge_id("budget-constraints") == "budget-constraints"
    with pytest.raises(ValueError):
        options.business_goal_id("world domination")


# ------------------------------------------------------------------- catalogue


def test_catalogue_validates_and_is_big_enough():
    assert len(CATALOGUE.tools) >= 40
    assert {tool.category for tool in CATALOGUE.tools} == set(options.TOOL_CATEGORY_IDS)
    assert len({tool.id for tool in CATALOGUE.tools}) == len(CATALOGUE.tools)
    assert str(RAW["checked_on"]) == CATALOGUE.checked_on == "2026-11-25"
    required = {
        "id",
        "name",
        "website",
        "category",
        "summary",
        "goals",
        "challenges",
        "company_sizes",
        "price_gbp_month",
        "price_note",
        "integrates_with",
        "no_code",
    }
    for entry in RAW["tools"]:
        assert required <= set(entry), entry["id"]
        assert entry["website"].startswith("https://")
        assert entry["summary"].strip() and "\n" not in entry["summary"].strip()
        assert all(name == name.lower() for name in entry["integrates_with"])
        price = entry["price_gbp_month"]  # null since issue 19: quote only
        assert price is None or (isinstance(price, int | float) and price >= 0)
    for category in options.TOOL_CATEGORY_IDS:
        assert sum(tool.category == category for tool in CATALOGUE.tools) >= 3, category


def test_catalogue_is_loaded_once_and_cached():
    assert load_catalogue() is load_catalogue() is CATALOGUE
    assert default_recommender().catalogue is CATALOGUE
    assert isinstance(default_recommender(), Recommender)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("category", "toys", "category"),
        ("goals", ["world-domination"], "goals"),
        ("challenges", [], "challenges"),
        ("company_sizes", ["7-12"], "company_sizes"),
        ("website", "http://example.com/", "https"),
        ("integrates_with", ["myspace"], "integration"),
        ("price_gbp_month", -1, "price"),
        ("summary", "<b>Best ever</b>", "plain"),
    ],
)
def test_catalogue_rejects_bad_entries(field, value, message):
    data = read_catalogue_data()
    data["tools"][0][field] = value
    with pytest.raises(CatalogueError, match=message):
        parse_catalogue(data)


def test_catalogue_rejects_duplicates_and_missing_fields():
    data = read_catalogue_data()
    data["tools"].append(dict(data["tools"][0], aliases=[]))
    with pytest.raises(CatalogueError, match="unique|refers to"):
        parse_catalogue(data)
    data = read_catalogue_data()
    del data["tools"][3]["price_note"]
    with pytest.raises(CatalogueError, match="missing"):
        parse_catalogue(data)


@pytest.mark.parametrize(("goal", "challenge", "size"), ALL_COMBINATIONS)
def test_every_combination_has_several_candidates_in_three_categories(goal, challenge, size):
    candidates = [
        tool
        for tool in CATALOGUE.tools
        if size in tool.company_sizes and (goal in tool.goals or challenge in tool.challenges)
    ]
    assert len(candidates) >= 6
    assert len({tool.category for tool in candidates}) >= 3


# ------------------------------------------------------------- current tools


def test_current_tools_are_parsed_tolerantly():
    text = "O365 and ms teams; GSuite / tl;dv\n HubSpot CRM & Vend"
    parsed = parse_current_tools(text, CATALOGUE)
    assert parsed.integration_keys[:3] == ("microsoft 365", "teams", "google workspace")
    assert set(parsed.owned_tool_ids) == {"tldv", "hubspot"}
    assert parsed.unknown == ("Vend",)
    assert parse_current_tools("We make cakes, plus Excel", CATALOGUE).owned_tool_ids == ()
    assert parse_current_tools("Make, Zapier", CATALOGUE).owned_tool_ids == ("make", "zapier")
    assert parse_current_tools("QUICKBOOKS ONLINE", CATALOGUE).owned_tool_ids == ("quickbooks",)
    assert parse_current_tools("", CATALOGUE) == parse_current_tools(None, CATALOGUE)
    assert parse_current_tools("none", CATALOGUE).unknown == ()
    assert parse_current_tools("<script>x</script>", CATALOGUE).owned_tool_ids == ()
