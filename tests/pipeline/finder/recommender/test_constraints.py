"""Constraints (issue 19): "Budget constraints" means a free tier or the lowest price of the
fitting tools of its role, said in the rationale; "Security concerns" means UK or EU data
residency and admin controls, both required and said; a company size outside a tool's
range excludes it. A sweep shows the rules never need relaxing for any size, sector, goal
and constraint."""

import itertools

import pytest

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import load_catalogue, parse_current_tools
from pipeline.finder.recommender.choose import Needs, choose
from pipeline.finder.recommender.engine import FinderRequest, default_recommender
from pipeline.finder.recommender.rules import keeps_rules as _keeps_rules

CATALOGUE = load_catalogue()
ENGINE = default_recommender()
COMPANIES = {
    "general": "Acme Ltd",
    "legal": "Hartley & Finch Solicitors",
    "hospitality": "Crumbs Bakery",
    "ecommerce-retail": "Bloom Boutique",
    "accounting": "Patel Accountants",
    "trades-construction": "Oak Builders",
    "clinics-therapy": "City Physio Clinic",
    "property": "Park Lettings",
    "recruitment": "Talent Recruitment",
    "logistics": "Swift Haulage",
}
CONSTRAINTS = [
    ("budget-constraints",),
    ("security-concerns",),
    ("budget-constraints", "security-concerns"),
]


def recommend(company, size, goals, challenges, tools=None):
    return ENGINE.recommend(FinderRequest("Sam", company, size, goals, challenges, tools))


def needs(sector, size, goals, challenges, tools=None) -> Needs:
    current = parse_current_tools(tools, CATALOGUE)
    return Needs(
        size,
        tuple(goals),
        tuple(challenges),
        sector,
        frozenset(current.owned_tool_ids),
        {},
        frozenset(current.integration_keys),
    )


def fitting_of_role(tool, need):
    same_role = [t for t in CATALOGUE.tools if t.role == tool.role]
    return [t for t in same_role if _keeps_rules(t, need, CATALOGUE, ())]


SECTORS_AND_SIZES = list(itertools.product(COMPANIES, options.COMPANY_SIZE_IDS))


@pytest.mark.parametrize(("sector", "size"), SECTORS_AND_SIZES)
def test_the_rules_hold_for_every_size_sector_goal_and_constraint(sector, size):
    """No relaxation is ever needed: the catalogue is deep enough everywhere."""
    for goal, challenges in itertools.product(options.BUSINESS_GOAL_IDS, CONSTRAINTS):
        picks, relaxed = choose(CATALOGUE, needs(sector, size, (goal,), challenges), {})
        assert relaxed == 0, (sector, size, goal, challenges, [p.tool.id for p in picks])


@pytest.mark.parametrize("size", options.COMPANY_SIZE_IDS)
def test_budget_means_a_free_tier_or_the_cheapest_fitting_tool_of_its_role_said_so(size):
    for sector, company in COMPANIES.items():
        for goal in options.BUSINESS_GOAL_IDS:
            challenges = ("budget-constraints", "too-many-manual-processes")
            need = needs(sector, size, (goal,), challenges)
            for rec in recommend(company, size, (goal,), challenges):
                tool = CATALOGUE.by_id[rec.tool_id]
                assert tool.price_gbp_month is not None, rec.name  # never quote-only
                if tool.price_gbp_month == 0:
                    assert "free" in rec.rationale.casefold(), rec.rationale
                else:
                    prices = [t.price_gbp_month for t in fitting_of_role(tool, need)]
                    assert tool.price_gbp_month == min(p for p in prices if p is not None)
                    assert "lowest" in rec.rationale or "cheapest" in rec.rationale, rec.rationale
                    assert f"£{tool.price_gbp_month:g}" in rec.rationale.replace(".50", ".5")


@pytest.mark.parametrize("size", options.COMPANY_SIZE_IDS)
def test_security_requires_uk_or_eu_data_and_admin_controls_and_says_so(size):
    for company in COMPANIES.values():
        for goal in options.BUSINESS_GOAL_IDS:
            for rec in recommend(company, size, (goal,), ("security-concerns",)):
                tool = CATALOGUE.by_id[rec.tool_id]
                assert tool.uk_eu_data and tool.admin_controls, rec.name
                text = rec.rationale
                assert "UK or EU" in text and "admin" in text, text


def test_budget_and_security_together_are_both_answered_in_one_rationale():
    for company in COMPANIES.values():
        recs = recommend(company, "21-50", ("reduce-manual-tasks",), CONSTRAINTS[2])
        for rec in recs:
            tool = CATALOGUE.by_id[rec.tool_id]
            assert tool.uk_eu_data and tool.admin_controls and tool.price_gbp_month is not None
            assert "UK or EU" in rec.rationale
            assert any(word in rec.rationale for word in ("free", "lowest", "cheapest"))


def test_a_company_size_outside_a_tools_range_excludes_it():
    for size in options.COMPANY_SIZE_IDS:
        choices = itertools.product(options.BUSINESS_GOAL_IDS, options.MAIN_CHALLENGE_IDS)
        for goal, challenge in choices:
            for company in ("Acme Ltd", "Swift Haulage", "Hartley Solicitors"):
                for rec in recommend(company, size, (goal,), (challenge,)):
                    sizes = CATALOGUE.by_id[rec.tool_id].company_sizes
                    assert size in sizes or "nothing lighter" in rec.rationale


def test_a_quote_only_tool_never_gets_a_made_up_price():
    recs = recommend(
        "Hartley & Finch Solicitors",
        "101-500",
        ("reduce-manual-tasks",),
        ("other",),
        "Microsoft 365",
    )
    quoted = [rec for rec in recs if rec.price_gbp_month is None]
    assert quoted, [rec.name for rec in recs]
    for rec in quoted:
        assert "£" not in rec.rationale
        assert "quote" in rec.rationale or "no list price" in rec.rationale, rec.rationale
