"""Roles already filled (issue 26): the systems of record visitors run are known by name and
role, so no second tool of a role an owned product fills is recommended unless it is named
as the replacement with the reason; a system fills the jobs it covers too (Fresha takes a
salon's bookings, so no Calendly beside it); an unknown name keeps the honest wording."""

import pytest

from pipeline.finder.recommender.catalogue import load_catalogue, parse_current_tools
from pipeline.finder.recommender.engine import FinderRequest, default_recommender
from pipeline.finder.recommender.rationale import UNKNOWN_TOOLS_SENTENCE

CATALOGUE = load_catalogue()
ENGINE = default_recommender()
GOALS = ("reduce-manual-tasks", "automate-customer-service", "generate-more-leads")


def recommend(company, tools, size="6-20", goals=GOALS, challenges=("other",)):
    return ENGINE.recommend(FinderRequest("Sam", company, size, goals, challenges, tools))


@pytest.mark.parametrize(
    ("company", "tools", "role"),
    [
        ("Brightsmile Dental", "Dentally", "dental practice management"),
        ("Severn Precision Engineering", "Sage 200", "erp and mrp"),
        ("Loxley Insurance Brokers", "Acturis", "broking platform"),
        ("Northgate Wealth", "Intelliflo", "adviser back office"),
        ("Millbrook Garage", "TechMan", "garage management"),
        ("Clarke Architects", "Revit", "cad and bim"),
        ("Ironworks Gym", "Mindbody", "gym management"),
    ],
)
def test_a_known_system_of_record_fills_its_role(company, tools, role):
    reading = ENGINE.read(FinderRequest("Sam", company, "6-20", GOALS, ("other",), tools))
    assert role in reading.needs.owned_roles
    for rec in recommend(company, tools):
        if rec.role == role:  # only ever as the named replacement, with the reason
            assert rec.replaces and rec.replaces in rec.rationale
            assert "could replace" in rec.rationale


@pytest.mark.parametrize(
    ("company", "tools", "covered"),
    [
        ("Luxe Hair Salon", "Fresha", "appointment booking"),
        ("Ironworks Gym", "Mindbody, Mailchimp", "appointment booking"),
        ("Talent Search Recruitment", "Bullhorn", "CRM"),
    ],
)
def test_a_system_fills_the_jobs_it_covers(company, tools, covered):
    reading = ENGINE.read(FinderRequest("Sam", company, "1-5", GOALS, ("other",), tools))
    assert covered in reading.needs.covered_roles
    # Not even as a replacement: Calendly never replaces Fresha.
    assert all(rec.role != covered for rec in recommend(company, tools, "1-5"))


def test_a_salon_on_fresha_is_not_offered_another_booking_system():
    recs = recommend("Luxe Hair Salon", "Fresha", "1-5", ("automate-customer-service",))
    booking = {"salon booking", "appointment booking"}
    assert not [rec for rec in recs if rec.role in booking and not rec.replaces]


def test_product_names_are_read_with_their_misspellings():
    current = parse_current_tools("Dentaly, fresha app, garagehive", CATALOGUE)
    keys = set(current.integration_keys) | set(current.owned_tool_ids)
    assert {"dentally"} <= keys and ("fresha" in keys) and ("garage-hive" in keys)
    assert not current.unknown


def test_an_unknown_name_keeps_the_honest_wording():
    recs = recommend("Harbour Lane Ltd", "Zorblax Pro, Gmail")
    text = " ".join(rec.rationale for rec in recs)
    assert UNKNOWN_TOOLS_SENTENCE in text and "Zorblax" not in text
