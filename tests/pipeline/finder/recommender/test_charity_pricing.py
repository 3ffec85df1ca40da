"""Charity pricing (issue 26): a charity is told about the vendor's charity or non-profit
plan wherever the vendor has one, and nobody else is."""

from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.engine import FinderRequest, default_recommender

CATALOGUE = load_catalogue()
ENGINE = default_recommender()
GOALS = ("generate-more-leads", "improve-content-creation", "reduce-manual-tasks")


def recommend(company, goals=GOALS, challenges=("budget-constraints",), sector=None):
    return ENGINE.recommend(
        FinderRequest("Sam", company, "6-20", goals, challenges, None, sector=sector)
    )


def test_many_tools_have_a_charity_plan_on_record():
    noted = [tool for tool in CATALOGUE.tools if tool.charity_note]
    assert len(noted) >= 15
    assert all("<" not in tool.charity_note for tool in noted)


def test_a_charity_sees_the_charity_plan_of_every_tool_that_has_one():
    recs = recommend("Harbour Community Charity", ("improve-content-creation",))
    assert any(CATALOGUE.by_id[rec.tool_id].charity_note for rec in recs)
    for rec in recs + recommend("Harbour Food Bank"):
        note = CATALOGUE.by_id[rec.tool_id].charity_note
        assert ("Charity pricing:" in rec.rationale) == bool(note), rec.name
        if note:
            assert note.rstrip(".") in rec.rationale


def test_budget_wording_stays_for_a_charity_on_a_budget():
    for rec in recommend("Harbour Community Charity", ("improve-content-creation",)):
        tool = CATALOGUE.by_id[rec.tool_id]
        assert (
            "free" in rec.rationale.lower()
            or "lowest" in rec.rationale
            or "cheapest" in (rec.rationale)
        ), (tool.id, rec.rationale)


def test_nobody_else_is_told_about_charity_plans():
    for rec in recommend("Acme Ltd") + recommend("Acme Ltd", sector="agencies"):
        assert "Charity pricing" not in rec.rationale
