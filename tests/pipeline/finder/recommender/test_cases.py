"""The businesses from issue 19, answered as a consultant would sign off: the law firm gets
legal tools and no sales CRM, the logistics firm a logistics tool first, and every sector a
tool built for it when one fits what it asked for."""

import itertools
from dataclasses import replace

import pytest

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.engine import FinderRequest, default_recommender

CATALOGUE = load_catalogue()
ENGINE = default_recommender()
LAW_FIRM = FinderRequest(
    first_name="Eleanor",
    company_name="Hartley & Finch Solicitors",
    company_size="101-500",
    business_goals=("reduce-manual-tasks", "improve-decision-making"),
    main_challenges=("security-concerns", "data-quality-issues"),
    current_tools="Microsoft 365 and iManage",
)


def sectors_of(recs):
    return [CATALOGUE.by_id[rec.tool_id].sectors for rec in recs]


def test_the_law_firm_gets_legal_tools_and_no_sales_crm():
    recs = ENGINE.recommend(LAW_FIRM)
    assert any("legal" in sectors for sectors in sectors_of(recs)), [r.name for r in recs]
    assert not {"CRM", "sales prospecting"} & {rec.role for rec in recs}
    assert "pipedrive" not in {rec.tool_id for rec in recs}
    assert "imanage" not in {rec.tool_id for rec in recs}  # they have it
    for rec in recs:
        tool = CATALOGUE.by_id[rec.tool_id]
        assert tool.uk_eu_data and tool.admin_controls  # security concerns
        assert "a law firm of 101-500 people" in rec.rationale


def test_the_law_firm_that_wants_sales_may_get_a_crm():
    recs = ENGINE.recommend(replace(LAW_FIRM, business_goals=("generate-more-leads",)))
    assert any(rec.role == "CRM" for rec in recs)


@pytest.mark.parametrize(
    "challenges",
    [
        ("too-many-manual-processes",),
        ("budget-constraints",),
        ("lack-technical-expertise",),
        ("other",),
    ],
)
def test_the_logistics_firm_gets_a_logistics_tool_first_not_accounting(challenges):
    recs = ENGINE.recommend(
        FinderRequest(
            "Dan",
            "Swift Logistics Ltd",
            "21-50",
            ("reduce-manual-tasks", "enhance-productivity"),
            challenges,
            "Excel, Xero",
        )
    )
    assert "logistics" in sectors_of(recs)[0], [rec.name for rec in recs]
    assert recs[0].category != "finance-admin"
    assert "xero" not in {rec.tool_id for rec in recs}


@pytest.mark.parametrize(
    ("company", "size", "goals", "challenges", "tools", "sector"),
    [
        (
            "Crumbs Bakery",
            "1-5",
            ("reduce-manual-tasks", "optimize-marketing"),
            ("budget-constraints",),
            "Nothing really",
            "hospitality",
        ),
        (
            "Patel & Co Accountants",
            "1-5",
            ("reduce-manual-tasks", "automate-reporting"),
            ("too-many-manual-processes",),
            "Xero, Dext",
            "accounting",
        ),
        (
            "Bloom Online Boutique",
            "51-100",
            ("automate-customer-service", "optimize-marketing"),
            ("scalability-issues",),
            "Shopify, Zendesk",
            "ecommerce-retail",
        ),
        (
            "Oak & Ash Builders",
            "6-20",
            ("reduce-manual-tasks", "enhance-productivity"),
            ("lack-technical-expertise",),
            "Xero, WhatsApp",
            "trades-construction",
        ),
        (
            "City Physio Clinic",
            "6-20",
            ("reduce-manual-tasks",),
            ("staff-resistance",),
            "Google Workspace",
            "clinics-therapy",
        ),
        (
            "Park Lane Lettings",
            "21-50",
            ("reduce-manual-tasks", "automate-customer-service"),
            ("too-many-manual-processes",),
            "Outlook, Rightmove",
            "property",
        ),
        (
            "Talent Bridge Recruitment",
            "6-20",
            ("generate-more-leads", "reduce-manual-tasks"),
            ("too-many-manual-processes",),
            "LinkedIn, Outlook",
            "recruitment",
        ),
    ],
)
def test_each_business_from_the_issue_gets_a_tool_built_for_its_sector(
    company, size, goals, challenges, tools, sector
):
    recs = ENGINE.recommend(FinderRequest("Sam", company, size, goals, challenges, tools))
    assert any(sector in sectors for sectors in sectors_of(recs)), [rec.name for rec in recs]
    assert len({rec.role for rec in recs}) == 3


SECTOR_COMPANIES = {
    "legal": "Hartley Solicitors",
    "hospitality": "Harbour Restaurant",
    "ecommerce-retail": "Bloom Boutique",
    "accounting": "Patel Accountants",
    "trades-construction": "Oak Builders",
    "dental": "City Dental Clinic",
    "property": "Park Lettings",
    "recruitment": "Talent Recruitment",
    "logistics": "Swift Haulage",
}
COMMON_GOALS = (
    "reduce-manual-tasks",
    "enhance-productivity",
    "improve-decision-making",
    "automate-reporting",
)


@pytest.mark.parametrize(
    ("sector", "size"), list(itertools.product(SECTOR_COMPANIES, options.COMPANY_SIZE_IDS))
)
def test_a_sector_tool_is_included_whenever_one_fits(sector, size):
    for goal, challenge in itertools.product(COMMON_GOALS, ("too-many-manual-processes", "other")):
        recs = ENGINE.recommend(
            FinderRequest("Sam", SECTOR_COMPANIES[sector], size, (goal,), (challenge,))
        )
        fits = [
            t
            for t in CATALOGUE.tools
            if sector in t.sectors and size in t.company_sizes and goal in t.goals
        ]
        if fits:
            assert any(sector in s for s in sectors_of(recs)), (goal, [r.name for r in recs])
        # Nothing built for another sector, ever.
        assert all(not s or sector in s for s in sectors_of(recs))


def test_a_general_business_never_gets_a_sector_tool():
    for goal, challenge in itertools.product(options.BUSINESS_GOAL_IDS, options.MAIN_CHALLENGE_IDS):
        for size in options.COMPANY_SIZE_IDS:
            recs = ENGINE.recommend(FinderRequest("Sam", "Acme Ltd", size, (goal,), (challenge,)))
            assert not any(sectors_of(recs)), [rec.name for rec in recs]
