"""The tool's job serves the goal it is recommended for (issue 26): each role lists the goals
it serves, a goal outside them is never tied to the tool, 'automate reporting' means the
sector's own reporting job, and consumer businesses get no cold B2B prospecting."""

import itertools

import pytest

from pipeline.finder.options import BUSINESS_GOAL_LABELS, BUSINESS_GOALS
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.engine import FinderRequest, default_recommender

CATALOGUE = load_catalogue()
ENGINE = default_recommender()


def test_every_tool_is_sold_only_against_goals_its_role_serves():
    for tool in CATALOGUE.tools:
        assert set(tool.goals) <= CATALOGUE.role_info[tool.role].serves, tool.id


def test_email_marketing_never_automates_customer_service():
    assert "automate-customer-service" not in CATALOGUE.by_id["brevo"].goals
    recs = ENGINE.recommend(
        FinderRequest("Sam", "Acme Ltd", "6-20", ("automate-customer-service",), ("other",))
    )
    assert "email marketing" not in {rec.role for rec in recs}


@pytest.mark.parametrize(
    ("company", "goal", "roles"),
    [
        ("Spark Digital Marketing Agency", "automate-reporting", {"marketing reporting"}),
        ("Severn Precision Engineering", "automate-reporting", {"production monitoring"}),
    ],
)
def test_a_goal_means_the_sectors_own_job(company, goal, roles):
    recs = ENGINE.recommend(FinderRequest("Sam", company, "21-50", (goal,), ("other",)))
    assert roles & {rec.role for rec in recs}, [(rec.name, rec.role) for rec in recs]


@pytest.mark.parametrize(
    ("company", "goals"),
    list(
        itertools.product(
            ["Caffi Cwtch", "Luxe Hair Salon", "Brightsmile Dental", "Ironworks Gym"],
            [("generate-more-leads",), ("optimize-marketing", "generate-more-leads")],
        )
    ),
)
def test_consumer_businesses_get_no_cold_prospecting(company, goals):
    recs = ENGINE.recommend(FinderRequest("Sam", company, "1-5", goals, ("budget-constraints",)))
    assert "sales prospecting" not in {rec.role for rec in recs}


def test_a_rationale_names_only_goals_the_tool_serves():
    labels = {goal.id: goal.label.lower() for goal in BUSINESS_GOALS if goal.id != "other"}
    for goal in labels:
        recs = ENGINE.recommend(FinderRequest("Sam", "Acme Ltd", "21-50", (goal,), ()))
        for rec in recs:
            tool = CATALOGUE.by_id[rec.tool_id]
            if BUSINESS_GOAL_LABELS[goal].lower() in rec.rationale.lower():
                assert goal in tool.goals, (rec.name, goal)
