"""The evaluation reads whatever shape of answer the engine gives: a plain list today, a
result with a sector tomorrow; a role on the recommendation or on its catalogue entry; and
says what is missing instead of crashing. The runner and `make eval`'s script around it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from pipeline.finder import FinderRequest, default_recommender
from tests.support.evaluation import evaluate, finder_request, load_profiles, table
from tests.support.evaluation.answer import catalogue_tools, read_answer
from tests.support.evaluation.fakes import (
    CATALOGUE,
    REFERENCE,
    FakeRecommender,
    Rec,
    Result,
    profile,
    recs,
    verdicts,
)
from tests.support.evaluation.vocabulary import load_reference

ROOT = Path(__file__).resolve().parents[2]


def test_a_plain_list_is_read_with_no_sector():
    answer = read_answer(recs("brevo", "zendesk"), CATALOGUE, REFERENCE)
    assert [p.name for p in answer.picks] == ["Brevo", "Zendesk"]
    assert answer.sector is None and answer.sector_label is None


def test_a_sector_on_the_result_as_text_object_or_mapping():
    three = recs("brevo")
    as_object = SimpleNamespace(id="logistics-transport", label="Haulier")
    for sector in ("Logistics", as_object, ["logistics"]):
        answer = read_answer(Result(three, sector=sector), CATALOGUE, REFERENCE)
        assert answer.sector == "logistics-transport", sector
    as_dict = {"recommendations": [{"tool_id": "brevo"}], "sector": "E-commerce"}
    assert read_answer(as_dict, CATALOGUE, REFERENCE).sector == "ecommerce-retail"


def test_a_sector_on_every_pick_counts_only_when_they_agree():
    agree = [Rec("brevo", extra={"sector": "legal"}), Rec("zendesk", extra={"sector": "Law firm"})]
    assert read_answer(agree, CATALOGUE, REFERENCE).sector == "legal"
    differ = [Rec("brevo", extra={"sector": "legal"}), Rec("zendesk", extra={"sector": "retail"})]
    assert read_answer(differ, CATALOGUE, REFERENCE).sector is None
    one = [Rec("brevo", extra={"sector": "legal"}), Rec("zendesk")]
    assert read_answer(one, CATALOGUE, REFERENCE).sector is None


def test_the_visitor_s_sector_on_a_pick_does_not_make_it_a_sector_tool():
    read_as_legal = [Rec(t, extra={"sector": "legal"}) for t in ("brevo", "zendesk", "pipedrive")]
    found = verdicts(profile(sector_tool=True), read_as_legal)
    assert found["SECTOR"].passed
    assert not found["S-TOOL"].passed
    tagged = [Rec("brevo", extra={"sectors": ["legal"]}), Rec("zendesk", extra={"sectors": []})]
    picks = read_answer(tagged, CATALOGUE, REFERENCE).picks
    assert [pick.sectors for pick in picks] == [{"legal"}, set()]
    everyone = SimpleNamespace(**vars(CATALOGUE["brevo"]), sectors=("general", "legal"))
    answer = read_answer(recs("brevo"), {**CATALOGUE, "brevo": everyone}, REFERENCE)
    assert answer.picks[0].sectors == set()


def test_roles_come_from_the_reference_the_recommendation_and_the_catalogue_entry():
    entry = SimpleNamespace(**vars(CATALOGUE["mystery"]), roles=("Newsletters", "AI agent"))
    answer = read_answer(
        [Rec("mystery"), Rec("brevo", extra={"role": "Sales CRM"})],
        {**CATALOGUE, "mystery": entry},
        REFERENCE,
    )
    mystery, brevo = answer.picks
    assert mystery.roles == {"email marketing", "ai customer-service agent"}
    assert brevo.roles == {"email marketing", "crm"}


def test_without_catalogue_facts_the_rules_say_so():
    no_catalogue = read_answer(recs("brevo"), {}, REFERENCE)
    assert no_catalogue.picks[0].company_sizes is None
    assert catalogue_tools(SimpleNamespace()) == {}
    found = verdicts(profile(challenges=("security-concerns",)), [{"tool_id": "x", "name": "X"}])
    assert not found["SIZE"].passed and "no company sizes" in found["SIZE"].detail
    assert not found["SECURE"].passed and "X: no UK/EU data residency" in found["SECURE"].detail


def test_a_plain_list_is_read_with_the_sector_the_request_carried():
    answer = read_answer(recs("brevo"), CATALOGUE, REFERENCE, "logistics")
    assert answer.sector == "logistics-transport" and answer.sector_label == "logistics"
    on_the_result = Result(recs("brevo"), sector="legal")
    assert read_answer(on_the_result, CATALOGUE, REFERENCE, "logistics").sector == "legal"


def test_evaluate_sends_the_form_as_the_finder_job_would():
    engine = FakeRecommender(Result(recs("brevo", "zendesk", "pipedrive"), sector="legal"))
    outcome = evaluate(profile(), engine, REFERENCE)
    # The job reads the sector with the product's infer_sector and passes it in the
    # request; "Test Ltd" with no tools says nothing, so 'general'.
    assert engine.requests == [
        FinderRequest(
            first_name="Ann",
            company_name="Test Ltd",
            company_size="21-50",
            business_goals=("reduce-manual-tasks",),
            main_challenges=("too-many-manual-processes",),
            current_tools=None,
            sector="general",
        )
    ]
    assert outcome.tools == ("Brevo", "Zendesk", "Pipedrive")
    assert outcome.passed, outcome.failures()


def test_an_engine_that_raises_fails_the_profile_and_the_table_says_why():
    failed = evaluate(profile(), FakeRecommender(ValueError("boom")), REFERENCE)
    passed = evaluate(profile(), FakeRecommender(recs("brevo", "zendesk", "pipedrive")), REFERENCE)
    assert not failed.passed and failed.failures() == ["engine: ValueError: boom"]
    text = table([failed, passed])
    assert "engine: ValueError: boom" in text
    # A plain list is read with the request's sector ('general' for "Test Ltd").
    assert "SECTOR (reads the sector): read as general, expected legal" in text
    assert "Score (tuning): 0/2 profiles pass (0%)" in text
    assert "Score (held-out): 0/0 profiles pass (0%)" in text
    assert text.rstrip().endswith("Score (all): 0/2 profiles pass (0%)")


def test_the_catalogue_engine_answers_every_profile_without_an_app_context():
    reference = load_reference()
    recommender = default_recommender()
    for the_profile in load_profiles(reference):
        outcome = evaluate(the_profile, recommender, reference)
        assert outcome.error is None, (the_profile.id, outcome.error)
        assert len(outcome.tools) == 3
    assert finder_request(the_profile).company_name == the_profile.form["companyName"]


def test_the_script_prints_the_table_and_exits_1_unless_every_profile_passes():
    run = subprocess.run(
        [sys.executable, "scripts/evaluate_finder.py", "--profile", "bean-there-cafe"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert "bean-there-cafe" in run.stdout and "Score (all): " in run.stdout, run.stderr
    assert run.returncode == (0 if "Score (all): 1/1" in run.stdout else 1)
    unknown = subprocess.run(
        [sys.executable, "scripts/evaluate_finder.py", "--profile", "no-such-profile"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert unknown.returncode == 2 and "no-such-profile" in unknown.stderr
