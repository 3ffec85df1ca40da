"""Rationale wording since issue 19: each opens with the visitor's problem (a goal or
challenge they chose) before naming the tool, the three of a result open in three different
shapes, and sector, add-ons and replacements are named in plain words."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.finder import options
from pipeline.finder.recommender.engine import FinderRequest, default_recommender
from pipeline.finder.recommender.rationale import (
    _CHALLENGE_OPENINGS,
    _GOAL_OPENINGS,
    _OTHER_OPENINGS,
)
from pipeline.finder.recommender.sentences import challenge_noun

ENGINE = default_recommender()
COMPANIES = ["Acme Ltd", "Hartley Solicitors", "Crumbs Bakery", "Swift Haulage", "Park Lettings"]

requests = st.builds(
    FinderRequest,
    first_name=st.just("Sam"),
    company_name=st.sampled_from(COMPANIES),
    company_size=st.sampled_from(options.COMPANY_SIZE_IDS),
    business_goals=st.lists(
        st.sampled_from(options.BUSINESS_GOAL_IDS[:-1]), min_size=1, max_size=3, unique=True
    ).map(tuple),
    main_challenges=st.lists(
        st.sampled_from(options.MAIN_CHALLENGE_IDS[:-1]), min_size=1, max_size=3, unique=True
    ).map(tuple),
    current_tools=st.sampled_from([None, "Gmail, Xero", "HubSpot and Slack", "nothing really"]),
)


def problems(req: FinderRequest) -> list[str]:
    goals = [options.BUSINESS_GOAL_LABELS[g].lower() for g in req.business_goals]
    return goals + [challenge_noun(c) for c in req.main_challenges]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests)
def test_each_rationale_leads_with_the_visitors_problem(req):
    for rec in ENGINE.recommend(req):
        first = rec.rationale.split(". ")[0].casefold()
        mentioned = [first.find(p) for p in problems(req) if p in first]
        assert mentioned, rec.rationale
        assert min(mentioned) < first.find(rec.name.casefold()), rec.rationale


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests)
def test_three_cards_never_open_in_the_same_shape(req):
    recs = ENGINE.recommend(req)
    openings = [rec.rationale.replace(rec.name, "TOOL").split()[:3] for rec in recs]
    assert len({tuple(o) for o in openings}) == 3, [rec.rationale for rec in recs]


def test_the_opening_tables_offer_six_problem_led_shapes():
    assert len(_GOAL_OPENINGS) == len(_CHALLENGE_OPENINGS) == 6 and len(_OTHER_OPENINGS) == 3
    for form in _GOAL_OPENINGS:
        assert form.index("{aim}") < form.index("{name}") and "{size}" in form
    for form in _CHALLENGE_OPENINGS:
        assert form.index("{issue}") < form.index("{name}") and "{size}" in form
    assert len({form.split()[0] for form in _GOAL_OPENINGS + _CHALLENGE_OPENINGS}) >= 10


def test_the_sector_shapes_the_size_phrase():
    recs = ENGINE.recommend(
        FinderRequest("Sam", "Hartley Solicitors", "21-50", ("reduce-manual-tasks",), ("other",))
    )
    assert all("a law firm of 21-50 people" in rec.rationale for rec in recs)
    recs = ENGINE.recommend(FinderRequest("Sam", "Acme", "21-50", ("reduce-manual-tasks",), ()))
    assert all("a business of 21-50 people" in rec.rationale for rec in recs)


def test_an_add_on_and_a_replacement_say_what_they_do_to_the_current_tool():
    [addon] = [
        rec
        for rec in ENGINE.recommend(
            FinderRequest("Sam", "Acme", "51-100", ("automate-customer-service",), (), "Zendesk")
        )
        if rec.addon_for
    ]
    assert "Zendesk" in addon.rationale and "could replace" not in addon.rationale
    recs = ENGINE.recommend(
        FinderRequest(
            "Sam",
            "Acme",
            "6-20",
            ("automate-customer-service",),
            ("budget-constraints",),
            "Zendesk",
        )
    )
    [replacement] = [rec for rec in recs if rec.replaces]
    assert replacement.replaces == "Zendesk"
    assert "could replace Zendesk if you need to cut what it costs" in replacement.rationale
