"""Goals that plainly ask for a job (catalogue `goal_roles`, issue 19 evaluation): customer
service gets a helpdesk or an AI agent, leads a tool that brings them in, content a tool
that makes it, data analysis an analysis tool; a pick never shuts out such a job while
another pick would leave room for it (Fixflo beside a helpdesk, not instead of one); the
jobs of tools the visitor names (ServiceNow, Circuit, Alto, Qube, CCH, a Square till) make
a rival a named replacement; and an accounting package is not sold to a 200-person firm."""

import itertools

import pytest

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import (
    CatalogueError,
    load_catalogue,
    parse_catalogue,
    read_catalogue_data,
)
from pipeline.finder.recommender.choose import Needs
from pipeline.finder.recommender.engine import FinderRequest, default_recommender
from pipeline.finder.recommender.rules import candidates as _candidates
from pipeline.finder.recommender.sector import infer_sector

CATALOGUE = load_catalogue()
ENGINE = default_recommender()
COMPANIES = (
    "Acme Ltd",
    "Hartley Solicitors",
    "Crumbs Bakery",
    "Bloom Boutique",
    "Patel Accountants",
    "Oak Builders",
    "City Physio Clinic",
    "Park Lettings",
    "Talent Recruitment",
    "Swift Haulage",
)


def recommend(company, goals, challenges=("other",), tools=None, size="21-50"):
    return ENGINE.recommend(FinderRequest("Sam", company, size, goals, challenges, tools))


def test_the_goals_that_ask_for_a_job_name_real_roles():
    assert set(CATALOGUE.goal_roles) == {
        "automate-customer-service",
        "generate-more-leads",
        "improve-content-creation",
        "streamline-data-analysis",
    }
    assert CATALOGUE.goal_roles["automate-customer-service"] == ("helpdesk", "AI customer service")
    for roles in CATALOGUE.goal_roles.values():
        assert set(roles) <= set(CATALOGUE.roles)


def fitting_tools_doing(goal, company, size, goals, challenges):
    """The tools that keep every rule for this visitor and do the job ``goal`` asks for."""
    roles = frozenset(CATALOGUE.goal_roles[goal])
    need = Needs(size, goals, challenges, infer_sector(company, None), frozenset(), {}, frozenset())
    return [t for t in _candidates(CATALOGUE, need, 0) if t.role in roles and goal in t.goals]


@pytest.mark.parametrize(
    ("goal", "extra"),
    list(itertools.product(sorted(CATALOGUE.goal_roles), ["reduce-manual-tasks", "other"])),
)
def test_every_sector_and_size_gets_a_tool_doing_the_job_it_asked_for(goal, extra):
    roles = set(CATALOGUE.goal_roles[goal])
    for company, size in itertools.product(COMPANIES, options.COMPANY_SIZE_IDS):
        for challenges in (("other",), ("budget-constraints",), ("security-concerns",)):
            recs = recommend(company, (goal, extra), challenges, size=size)
            doing = [
                r for r in recs if r.role in roles and goal in CATALOGUE.by_id[r.tool_id].goals
            ]
            if not doing:  # only when no tool doing the job keeps the rules
                fitting = fitting_tools_doing(goal, company, size, (goal, extra), challenges)
                assert not fitting, (company, size, challenges, [r.name for r in recs], fitting)


def test_the_letting_agent_gets_a_helpdesk_beside_its_repairs_portal():
    recs = recommend(
        "Keystone Lettings",
        ("reduce-manual-tasks", "automate-customer-service"),
        ("too-many-manual-processes", "integration-challenges"),
        "Reapit, Outlook, Rightmove",
        "6-20",
    )
    roles = {rec.role for rec in recs}
    assert roles & {"helpdesk", "AI customer service"}, roles
    assert any("property" in CATALOGUE.by_id[rec.tool_id].sectors for rec in recs)
    for rec in recs:
        if rec.role == "property management":  # Reapit's job
            assert rec.replaces == "Reapit"


def test_the_block_manager_gets_repairs_a_helpdesk_and_its_analysis():
    recs = recommend(
        "Cityblock Estates",
        ("automate-customer-service", "streamline-data-analysis"),
        ("security-concerns", "scalability-issues"),
        "Qube, Microsoft 365, Teams",
        "101-500",
    )
    assert {rec.role for rec in recs} == {"helpdesk", "dashboards", "repairs reporting"}
    for rec in recs:
        tool = CATALOGUE.by_id[rec.tool_id]
        assert tool.uk_eu_data and tool.admin_controls


def test_a_consultancy_asking_for_leads_gets_a_tool_that_brings_them():
    recs = recommend(
        "Brightwater Consulting Ltd",
        ("improve-content-creation", "generate-more-leads"),
        ("lack-technical-expertise",),
        "none yet",
        "6-20",
    )
    assert {rec.role for rec in recs} & set(CATALOGUE.goal_roles["generate-more-leads"])


@pytest.mark.parametrize(
    ("company", "tools", "label", "role"),
    [
        ("Granite Insurance Services", "Salesforce, ServiceNow", "ServiceNow", "helpdesk"),
        ("SwiftDrop Couriers", "Circuit, Google Sheets", "Circuit", "route planning"),
        ("Hamilton & Price Estate Agents", "Alto, Rightmove", "Alto", "property management"),
        ("Cityblock Estates", "Qube", "Qube", "property management"),
        ("Whitfield & Rowe LLP", "CCH Central, Sage", "CCH", "practice management"),
        ("Rise & Shine Bakery", "Square for the till", "Square", "till and point of sale"),
    ],
)
def test_a_named_tool_s_job_makes_a_rival_a_named_replacement(company, tools, label, role):
    key = next(k for k, name in CATALOGUE.integration_labels.items() if name == label)
    assert CATALOGUE.integration_roles[key] == role
    for goals in itertools.product(options.BUSINESS_GOAL_IDS, repeat=1):
        for size in ("1-5", "21-50", "101-500"):
            for rec in recommend(company, goals, ("other",), tools, size):
                if rec.role == role:
                    assert rec.replaces == label, (goals, size, rec.name)
                    assert f"could replace {label} if" in rec.rationale


def test_an_add_on_does_not_count_as_a_rival_of_its_own_tool():
    recs = recommend("Northern Threads", ("automate-customer-service",), tools="Shopify, Zendesk")
    [addon] = [rec for rec in recs if rec.tool_id == "zendesk-ai"]
    assert addon.role == "AI customer service" and addon.replaces is None
    assert CATALOGUE.by_id["zendesk"].role != addon.role


def test_legl_and_thirdfort_do_one_job_so_never_come_together():
    assert CATALOGUE.by_id["legl"].role == CATALOGUE.by_id["thirdfort"].role
    for goals in (("reduce-manual-tasks", "automate-customer-service"), ("enhance-productivity",)):
        for challenges in (("security-concerns",), ("too-many-manual-processes",)):
            recs = recommend("Mersey Conveyancing LLP", goals, challenges, "Clio")
            assert not {"legl", "thirdfort"} <= {rec.tool_id for rec in recs}


@pytest.mark.parametrize("tool_id", ["xero", "quickbooks"])
def test_small_business_accounting_is_not_sold_to_a_large_firm(tool_id):
    assert {"101-500", "500+"}.isdisjoint(CATALOGUE.by_id[tool_id].company_sizes)
    recs = recommend(
        "Harbourside Hotels",
        ("improve-decision-making", "automate-reporting"),
        ("data-quality-issues", "integration-challenges"),
        "Mews PMS, Microsoft 365, Power BI",
        "101-500",
    )
    assert "accounting" not in {rec.role for rec in recs}
    assert all("could not confirm" not in rec.rationale for rec in recs)  # Mews is known


def test_hospitality_gets_no_seo_suite():
    for goals in (("generate-more-leads", "optimize-marketing"), ("optimize-marketing",)):
        for size in options.COMPANY_SIZE_IDS:
            recs = recommend("Law Bakery Ltd", goals, ("finding-right-tools",), "Square", size)
            assert "SEO" not in {rec.role for rec in recs}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"get-rich": ["CRM"]}, "not a goal id"),
        ({"generate-more-leads": ["cold calling"]}, "goal_roles 'generate-more-leads'"),
        ({"generate-more-leads": []}, "goal_roles 'generate-more-leads'"),
        (["CRM"], "goal_roles"),
    ],
)
def test_the_loader_rejects_bad_goal_roles(change, message):
    data = read_catalogue_data()
    data["goal_roles"] = change
    with pytest.raises(CatalogueError, match=message):
        parse_catalogue(data)
