"""The evaluation set itself: enough realistic visitors across sectors and sizes, issue 19's
cases among them, each form exactly what the finder API accepts, and every name in the
rules one the reference and the catalogue know, so a typo cannot make a rule vacuous."""

from __future__ import annotations

from collections import Counter

import pytest

from pipeline.finder import COMPANY_SIZE_IDS, default_recommender
from tests.support.evaluation import load_profiles, load_reference
from tests.support.evaluation.answer import catalogue_picks, catalogue_tools
from tests.support.evaluation.profiles import ProfileError, parse_profile
from tests.support.evaluation.vocabulary import ReferenceError, parse_reference
from web.api.public.finder import FinderSchema

REFERENCE = load_reference()
PROFILES = load_profiles(REFERENCE)
BY_ID = {profile.id: profile for profile in PROFILES}
SECTORS = REFERENCE.sector_ids  # the 24 sectors of issue 26 and 'general'


def test_at_least_120_profiles_four_per_sector_across_every_size():
    assert len(SECTORS) == 25
    assert len(PROFILES) >= 120
    sectors = Counter(profile.expect.sector for profile in PROFILES)
    assert set(sectors) == set(SECTORS) and min(sectors.values()) >= 4, sectors
    assert {profile.size for profile in PROFILES} == set(COMPANY_SIZE_IDS)


def test_a_held_out_set_of_at_least_40_covers_every_sector():
    held_out = [profile for profile in PROFILES if profile.set == "held-out"]
    assert len(held_out) >= 40
    assert {profile.expect.sector for profile in held_out} == set(SECTORS)
    assert all(profile.file.startswith("held-out/") for profile in held_out)


def test_an_unseen_kinds_set_of_at_least_40_new_businesses():
    """Issue 35: businesses outside the sectors or at their edges, none a tuning or
    held-out visitor under another id."""
    unseen = [profile for profile in PROFILES if profile.set == "unseen-kinds"]
    assert len(unseen) >= 40
    assert all(profile.file.startswith("unseen-kinds/") for profile in unseen)
    others = {p.form["companyName"] for p in PROFILES if p.set != "unseen-kinds"}
    assert [p.id for p in unseen if p.form["companyName"] in others] == []
    assert len({profile.expect.sector for profile in unseen}) >= 10


def test_issue_19s_cases_are_in_the_set():
    law = BY_ID["hartley-finch-solicitors"]
    assert law.form["companyName"] == "Hartley & Finch Solicitors" and law.size == "101-500"
    assert law.expect.sector == "legal" and law.expect.sector_tool
    assert "crm" in law.expect.forbid_roles
    assert "generate-more-leads" not in law.form["businessGoal"]
    bakery = BY_ID["rise-and-shine-bakery"]
    assert bakery.size == "1-5" and bakery.expect.sector == "hospitality"
    freight = BY_ID["pennine-freight-logistics"]
    assert freight.size == "21-50" and "xero" in freight.expect.forbid_tools
    assert BY_ID["priya-shah-accountancy"].size == "1-5"
    shop = BY_ID["wild-fern-online"]
    assert shop.size == "51-100" and "klaviyo" in shop.uses
    zendesk = BY_ID["northern-threads-zendesk"]
    assert "zendesk" in zendesk.uses and zendesk.form["businessGoal"] == [
        "automate-customer-service"
    ]
    assert ("ai customer-service agent", "helpdesk") in zendesk.expect.require_roles
    nothing = BY_ID["bean-there-cafe"]
    assert nothing.form["currentTools"] == "Nothing really" and nothing.uses == ()
    assert nothing.expect.forbid_text == ("Nothing really",)


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.id)
def test_each_form_is_accepted_by_the_finder_api_as_it_is(profile):
    loaded = FinderSchema().load({**profile.form, "email": "visitor@example.co.uk"})
    assert {key: loaded[key] for key in profile.form} == dict(profile.form)


def test_every_tool_id_in_the_rules_is_in_the_catalogue_today():
    catalogue = catalogue_tools(default_recommender())
    named = {tool for profile in PROFILES for tool in profile.expect.forbid_tools}
    assert named - set(catalogue) == set()


def test_every_catalogue_tool_has_a_role_from_the_reference_or_the_engine():
    picks = catalogue_picks(catalogue_tools(default_recommender()), REFERENCE)
    assert [pick.tool_id for pick in picks if not pick.roles] == []


def test_the_reference_knows_what_every_catalogue_tool_does():
    """Every catalogue tool is in the reference by id and its engine role is a spelling the
    reference knows, so a new tool or a relabelled role cannot pass 1/ROLE or REPL as a job
    nobody recognises. 'practice management' alone is deliberately no spelling (a law
    firm's, an accountant's or a clinic's?): its tools are known by id."""
    tools = catalogue_tools(default_recommender()).values()
    assert sorted(tool.id for tool in tools if tool.id not in REFERENCE.tools) == []
    unknown = {tool.role for tool in tools if REFERENCE.role(tool.role) not in REFERENCE.role_names}
    assert unknown <= {"practice management"}


def test_each_sector_role_list_is_made_of_known_roles():
    for sector in SECTORS:
        assert REFERENCE.sector_roles[sector] <= REFERENCE.role_names
        assert REFERENCE.sector(sector) == sector


def _raw(**changes):
    raw = {
        "id": "x",
        "form": {
            "firstName": "A",
            "companyName": "B",
            "companySize": "1-5",
            "businessGoal": ["other"],
            "mainChallenge": ["other"],
        },
        "uses": [],
        "expect": {"sector": "general"},
    }
    for key, value in changes.items():
        target = raw["form"] if key in (*raw["form"], "email") else raw
        target[key] = value
    return raw


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"companySize": "7"}, "companySize"),
        ({"businessGoal": ["sell-more"]}, "unknown option ids"),
        ({"businessGoal": []}, "non-empty"),
        ({"uses": ["photoshop"]}, "reference does not know"),
        ({"expect": {"sector": "farming"}}, "unknown sector"),
        ({"expect": {"sector": "legal", "forbid_roles": ["sales crm team"]}}, "roles"),
        ({"expect": {"sector": "legal", "forbid_tools": ["pipedrvie"]}}, "forbid_tools"),
        ({"expect": {"sector": "legal", "must": ["x"]}}, "takes only"),
        ({"email": "a@b.c"}, "form takes only"),
        ({"why": "x", "notes": "y"}, "takes only"),
    ],
)
def test_a_malformed_profile_is_refused_by_name(changes, message):
    with pytest.raises(ProfileError, match=message):
        parse_profile(_raw(**changes), "bad.yaml", REFERENCE)


def test_a_spelling_with_two_meanings_is_refused():
    clash = {
        "roles": {"crm": ["contacts"], "email marketing": ["contacts"]},
        "sectors": {"general": {"names": [], "roles": []}},
    }
    with pytest.raises(ReferenceError, match="'contacts' means two things"):
        parse_reference(clash)
