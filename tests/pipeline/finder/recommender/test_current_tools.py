"""What the visitor already uses (issue 19): non-answers are no tools and are never echoed
back as a tool name; a tool they use, typed by its name or an alias, is never recommended;
an owned add-on brings its base tool with it."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.finder.options import COMPANY_SIZE_IDS
from pipeline.finder.recommender.catalogue import load_catalogue, parse_current_tools
from pipeline.finder.recommender.choose import SHARED_INTEGRATION, SHARED_INTEGRATION_CAP, score
from pipeline.finder.recommender.engine import FinderRequest, default_recommender
from pipeline.finder.recommender.rationale import UNKNOWN_TOOLS_SENTENCE

CATALOGUE = load_catalogue()
ENGINE = default_recommender()

NON_ANSWERS = [
    "nothing",
    "Nothing really",
    "none yet",
    "None",
    "n/a",
    "N/A.",
    "na",
    "just email",
    "Just emails and phone",
    "Not sure",
    "pen and paper",
    "Spreadsheets, email",
    "We don't really use any tools",
    "nothing at the moment",
    "nothing special",
    "No tools yet!",
    "-",
]


def recommend(tools, goals=("automate-customer-service",), challenges=("other",), size="6-20"):
    return ENGINE.recommend(FinderRequest("Sam", "Acme Ltd", size, goals, challenges, tools))


@pytest.mark.parametrize("text", NON_ANSWERS)
def test_non_answers_mean_no_tools(text):
    assert parse_current_tools(text, CATALOGUE) == parse_current_tools(None, CATALOGUE)


@pytest.mark.parametrize("text", NON_ANSWERS)
def test_non_answers_are_never_echoed_and_change_nothing(text):
    recs = recommend(text, goals=("reduce-manual-tasks", "generate-more-leads"))
    assert recs == recommend(None, goals=("reduce-manual-tasks", "generate-more-leads"))
    for rec in recs:
        assert "could not confirm" not in rec.rationale


def test_real_tools_beside_a_non_answer_still_count():
    parsed = parse_current_tools("nothing really, just Excel and Xero", CATALOGUE)
    assert parsed.owned_tool_ids == ("xero",)
    assert parsed.integration_keys == ("excel", "xero")
    assert parsed.unknown == ()
    assert parse_current_tools("Mostly WhatsApp", CATALOGUE).integration_keys == ("whatsapp",)


def test_what_a_tool_is_for_does_not_hide_it():
    # "Square" and "Make" are ordinary words, so they count only as a whole list item;
    # saying what the tool is for keeps it one.
    assert parse_current_tools("Square for the till, Instagram", CATALOGUE).integration_keys == (
        "square",
        "instagram",
    )
    assert parse_current_tools("Make for invoices", CATALOGUE).owned_tool_ids == ("make",)
    assert parse_current_tools("Excel for everything", CATALOGUE).unknown == ()
    assert parse_current_tools("Vend for stock", CATALOGUE).unknown == ("Vend",)
    assert parse_current_tools("we make cakes for weddings", CATALOGUE).owned_tool_ids == ()


def test_an_unknown_tool_is_still_flagged_to_check_but_never_quoted():
    # Issue 25: the rationale goes into an email to an unproven address, so the visitor's
    # own words ("Vend", or "Go to https and evil.example") are never printed back.
    recs = recommend("Vend, nothing else")
    assert parse_current_tools("Vend, nothing else", CATALOGUE).unknown == ("Vend",)
    assert any(UNKNOWN_TOOLS_SENTENCE in r.rationale for r in recs)
    assert not any("Vend" in r.rationale for r in recs)


@pytest.mark.parametrize(
    ("typed", "tool_id"),
    [
        ("Zendesk", "zendesk"),
        ("zendesk suite", "zendesk"),
        ("Klaviyo", "klaviyo"),
        ("Sendinblue", "brevo"),
        ("Intercom", "intercom-fin"),
        ("Lyro", "tidio"),
        ("Clio Manage", "clio"),
        ("Receipt Bank", "dext"),
        ("ChatGPT Plus", "chatgpt-business"),
        ("Integromat", "make"),
        ("HubSpot CRM", "hubspot"),
        ("Agentforce", "salesforce-starter"),
        ("TomTom Telematics", "webfleet"),
        ("Heidi", "heidi-health"),
    ],
)
def test_a_tool_they_use_is_never_recommended_by_name_or_alias(typed, tool_id):
    assert tool_id in parse_current_tools(typed, CATALOGUE).owned_tool_ids
    tool = CATALOGUE.by_id[tool_id]
    for size in COMPANY_SIZE_IDS:
        recs = recommend(typed, goals=tool.goals[:2], challenges=tool.challenges[:1], size=size)
        assert tool_id not in {rec.tool_id for rec in recs}


def test_an_owned_add_on_counts_its_base_tool_as_owned_too():
    recs = recommend("Zendesk AI", goals=("automate-customer-service",))
    assert not {"zendesk", "zendesk-ai"} & {rec.tool_id for rec in recs}
    recs = recommend("Freddy AI", goals=("automate-customer-service",))
    assert not {"freshdesk", "freddy-ai-copilot"} & {rec.tool_id for rec in recs}


def test_an_add_on_is_offered_only_to_owners_of_its_tool():
    addons = {tool.id for tool in CATALOGUE.tools if tool.addon_for}
    assert addons >= {"zendesk-ai", "freddy-ai-copilot", "shopify-magic"}
    for goals in (("automate-customer-service",), ("improve-content-creation",)):
        for size in COMPANY_SIZE_IDS:
            assert not addons & {r.tool_id for r in recommend(None, goals=goals, size=size)}
    recs = recommend("Shopify", ("improve-content-creation",), ("budget-constraints",))
    assert "shopify-magic" in {rec.tool_id for rec in recs}


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from([t.name for t in CATALOGUE.tools] + NON_ANSWERS), max_size=4),
    st.sampled_from([", ", " and ", "\n", "; "]),
)
def test_no_recommendation_is_a_tool_the_visitor_listed(names, separator):
    text = separator.join(names)
    owned = set(parse_current_tools(text, CATALOGUE).owned_tool_ids)
    bases = {CATALOGUE.by_id[t].addon_for for t in owned} & set(CATALOGUE.by_id)
    recs = recommend(text, goals=("reduce-manual-tasks", "automate-customer-service"))
    assert not (owned | bases) & {rec.tool_id for rec in recs}


def test_working_with_what_they_use_raises_a_tools_score():
    """'Prefer tools that integrate with what they have': each tool scores more for a
    visitor who uses something it works with than for one who uses nothing, up to a cap."""
    needs = ENGINE.read(FinderRequest("Sam", "Acme Ltd", "6-20", ("other",), ("other",), "")).needs
    for tool in CATALOGUE.tools:
        keys = sorted(tool.integrates_with)
        for shared in range(1, len(keys) + 1):
            using = replace(needs, keys=frozenset(keys[:shared]))
            bonus = SHARED_INTEGRATION * min(shared, SHARED_INTEGRATION_CAP)
            assert score(tool, using) == score(tool, needs) + bonus, (tool.id, shared)
