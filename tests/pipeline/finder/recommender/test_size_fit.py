"""Size fit (issue 26): no ticketing help desk or enterprise suite for a 1-5 person business
unless nothing else fits, and then the rationale says why."""

import copy

from pipeline.finder.recommender.catalogue import (
    load_catalogue,
    parse_catalogue,
    read_catalogue_data,
)
from pipeline.finder.recommender.engine import (
    CatalogueRecommender,
    FinderRequest,
    default_recommender,
)

CATALOGUE = load_catalogue()
ENGINE = default_recommender()
TICKETING = ("zendesk", "freshdesk", "intercom-fin")
SERVICE = ("automate-customer-service",)


def test_a_one_to_five_person_clinic_gets_no_ticketing_help_desk():
    for company in ("Active Balance Physio", "Luxe Hair Salon", "Acme Ltd"):
        recs = ENGINE.recommend(FinderRequest("Sam", company, "1-5", SERVICE, ("other",)))
        assert not {rec.tool_id for rec in recs} & set(TICKETING), [r.name for r in recs]
        assert all("usually needs" not in rec.rationale for rec in recs)


def test_bigger_teams_can_get_one():
    recs = ENGINE.recommend(FinderRequest("Sam", "Acme Ltd", "51-100", SERVICE, ("other",)))
    assert {rec.role for rec in recs} & {"helpdesk", "AI customer service"}


def test_when_only_a_bigger_tool_fits_it_is_offered_and_the_rationale_says_why():
    data = copy.deepcopy(read_catalogue_data())
    # A catalogue where every customer-service tool is sold to 6-20 and up only.
    for entry in data["tools"]:
        if entry["category"] == "customer-service":
            entry["company_sizes"] = [s for s in entry["company_sizes"] if s != "1-5"] or ["6-20"]
    engine = CatalogueRecommender(parse_catalogue(data))
    recs = engine.recommend(FinderRequest("Sam", "Acme Ltd", "1-5", SERVICE, ("other",)))
    service = [rec for rec in recs if rec.category == "customer-service"]
    assert service, [rec.name for rec in recs]
    assert "more than a team of 1-5 usually needs" in service[0].rationale
    assert "nothing lighter" in service[0].rationale
