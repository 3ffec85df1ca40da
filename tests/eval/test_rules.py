"""The evaluation's checker bites: every rule passes a hand-made answer a consultant would
sign and fails one they would not, with a reason that names the problem. The answers are
built in tests/support/evaluation/fakes.py; no engine is involved."""

from __future__ import annotations

import pytest

from tests.support.evaluation.fakes import Rec, Result, profile, recs, verdicts

LEGAL = "A law firm"


def verdict(code: str, the_profile, result):
    return verdicts(the_profile, result)[code]


def assert_passes(code: str, the_profile, result) -> None:
    found = verdict(code, the_profile, result)
    assert found is not None and found.passed, found


def assert_fails(code: str, the_profile, result, *words: str) -> None:
    found = verdict(code, the_profile, result)
    assert found is not None and not found.passed, found
    for word in words:
        assert word in found.detail, found.detail


def test_three_different_tools():
    assert_passes("3", profile(), recs("brevo", "zendesk", "pipedrive"))
    assert_fails("3", profile(), recs("brevo", "zendesk"), "three")
    assert_fails("3", profile(), recs("brevo", "brevo", "zendesk"), "three")


def test_the_sector_must_be_read_in_any_spelling():
    three = recs("brevo", "zendesk", "pipedrive")
    assert_passes("SECTOR", profile(), Result(three, sector=LEGAL))
    assert_passes("SECTOR", profile(), Result(three, sector={"id": "legal", "label": "Law"}))
    assert_fails("SECTOR", profile(), three, "engine reports no sector")
    assert_fails("SECTOR", profile(), Result(three, sector="logistics"), "logistics-transport")
    assert_fails("SECTOR", profile(), Result(three, sector="knitting"), "'knitting'")


def test_a_tool_for_the_sector_by_role_or_by_the_engine_s_tag():
    wanted = profile(sector_tool=True)
    assert_passes("S-TOOL", wanted, recs("legal-helper", "brevo", "zendesk"))
    tagged = [Rec("mystery", extra={"sectors": ("Legal practice",)}), *recs("brevo", "zendesk")]
    assert_passes("S-TOOL", wanted, tagged)
    assert_fails("S-TOOL", wanted, recs("pipedrive", "brevo", "zendesk"), "no legal tool")
    assert verdict("S-TOOL", profile(), recs("pipedrive", "brevo", "zendesk")) is None


def test_no_tool_made_for_another_sector():
    assert_passes("X-SECT", profile(), recs("legal-helper", "brevo", "zendesk"))
    assert_fails("X-SECT", profile(), recs("gorgias", "brevo"), "Gorgias is for ecommerce")
    assert_fails("X-SECT", profile(), recs("route-planner", "brevo"), "Route Planner")
    assert_passes("X-SECT", profile(sector="e-commerce"), recs("gorgias", "brevo", "pipedrive"))


def test_tools_that_must_not_appear():
    rule = profile(forbid_tools=["pipedrive"])
    assert_passes("NO-ID", rule, recs("brevo", "zendesk", "chatgpt-business"))
    assert_fails("NO-ID", rule, recs("brevo", "pipedrive", "zendesk"), "Pipedrive")
    assert verdict("NO-ID", profile(), recs("pipedrive")) is None


def test_roles_that_must_be_covered_any_of_each_entry():
    rule = profile(require_roles=[["helpdesk", "ai customer-service agent"], ["crm"]])
    assert_passes("ROLE+", rule, recs("intercom-fin", "pipedrive", "brevo"))
    assert_fails("ROLE+", rule, recs("intercom-fin", "brevo", "chatgpt-business"), "crm")
    # the engine's own role counts: a new tool it calls an 'AI agent'
    assert_passes("ROLE+", rule, recs("zendesk-ai", "pipedrive", "brevo"))


def test_roles_that_must_not_appear_even_when_the_engine_relabels_the_tool():
    rule = profile(forbid_roles=["crm"])
    assert_passes("ROLE-", rule, recs("brevo", "zendesk", "chatgpt-business"))
    assert_fails("ROLE-", rule, recs("brevo", "pipedrive"), "Pipedrive (crm)")
    relabelled = [Rec("pipedrive", extra={"role": "contract review"}), *recs("brevo")]
    assert_fails("ROLE-", rule, relabelled, "Pipedrive")


def test_no_tool_the_visitor_already_uses_by_id_name_or_alias():
    uses_zendesk = profile(uses=["zendesk"])
    assert_passes("USED", uses_zendesk, recs("brevo", "intercom-fin", "pipedrive"))
    assert_fails("USED", uses_zendesk, recs("zendesk", "brevo"), "Zendesk (uses zendesk)")
    # an add-on with its own name is not the tool they own
    assert_passes("USED", uses_zendesk, recs("zendesk-ai", "brevo", "pipedrive"))
    uses_klaviyo = profile(uses=["klaviyo"])
    klaviyo_alias = [Rec("mystery", extra={"name": "Klaviyo"}), *recs("brevo")]
    assert_fails("USED", uses_klaviyo, klaviyo_alias, "uses Klaviyo")


def test_no_two_tools_of_one_role():
    assert_passes("1/ROLE", profile(), recs("brevo", "zendesk", "pipedrive"))
    assert_fails("1/ROLE", profile(), recs("brevo", "mailchimp", "zendesk"), "email marketing")
    # Gorgias is the reference's helpdesk whatever the engine calls it
    relabelled = [Rec("gorgias", extra={"role": "chatbot"}), *recs("zendesk", "brevo")]
    assert_fails("1/ROLE", profile(), relabelled, "Gorgias and Zendesk are both helpdesk")
    assert_fails("1/ROLE", profile(), recs("mystery", "brevo", "zendesk"), "no role known")


def test_a_rival_to_a_current_tool_only_as_one_named_replacement():
    uses = profile(uses=["klaviyo", "zendesk"])
    silent = recs("brevo", "pipedrive", "intercom-fin")
    assert_fails("REPL", uses, silent, "Brevo does the job of Klaviyo")
    named = recs(
        "brevo", "pipedrive", "intercom-fin", brevo="Brevo could replace Klaviyo if cost matters."
    )
    assert_passes("REPL", uses, named)
    mentioned_only = recs("brevo", "pipedrive", brevo="Brevo works alongside Klaviyo.")
    assert_fails("REPL", uses, mentioned_only, "named replacement")
    two = recs(
        "brevo",
        "gorgias",
        "pipedrive",
        brevo="Brevo could replace Klaviyo.",
        gorgias="Gorgias could replace Zendesk.",
    )
    assert_fails("REPL", uses, two, "more than one replacement: Brevo, Gorgias")


def test_every_tool_sized_for_the_company():
    small = profile(size="1-5")
    assert_passes("SIZE", small, recs("brevo", "zendesk", "pipedrive"))
    assert_fails("SIZE", small, recs("brevo", "intercom-fin", "pipedrive"), "Intercom Fin")
    unsized = [Rec("mystery", extra={"company_sizes": None})]
    assert_passes("SIZE", small, unsized)  # the catalogue entry has sizes
    no_facts = {"recommendations": [{"tool_id": "nowhere", "name": "Nowhere"}]}
    assert_fails("SIZE", small, no_facts, "no company sizes")


def test_budget_means_a_free_tier_or_the_cheapest_for_the_job_with_the_price_said():
    budget = profile(challenges=("budget-constraints",))
    assert verdict("BUDGET", profile(), recs("zendesk")) is None
    free_said = recs("brevo", brevo="Brevo has a free plan.")
    assert_passes("BUDGET", budget, free_said)
    free_unsaid = recs("brevo", brevo="Brevo sends newsletters.")
    assert_fails("BUDGET", budget, free_unsaid, "does not state its price")
    dearer = recs("zendesk", zendesk="Zendesk is £43 a month.")
    assert_fails("BUDGET", budget, dearer, "Zendesk costs £43, a tool for its job £0")
    cheapest = recs("route-planner", route_planner="From £30 a month.")
    assert_passes("BUDGET", budget, cheapest)


def test_the_cheapest_rival_must_fit_the_visitor():
    # Freshdesk (free) is not sold to 500+, Gorgias (£8) is for shops: for a large law firm
    # Zendesk is the cheapest helpdesk that fits.
    large = profile(size="500+", challenges=("budget-constraints",))
    assert_passes("BUDGET", large, recs("zendesk", zendesk="About £43 a month."))
    shop = profile(size="500+", challenges=("budget-constraints",), sector="retail")
    assert_fails("BUDGET", shop, recs("zendesk", zendesk="About £43 a month."), "£8")


def test_security_needs_uk_eu_data_and_admin_controls_as_facts():
    secure = profile(challenges=("security-concerns",))
    assert verdict("SECURE", profile(), recs("mailchimp")) is None
    assert_passes("SECURE", secure, recs("brevo", "zendesk", "intercom-fin"))
    assert_fails("SECURE", secure, recs("chatgpt-business"), "no UK/EU data residency")
    assert_fails("SECURE", secure, recs("pipedrive"), "Pipedrive: no admin controls")


def test_budget_and_security_together_compare_only_with_secure_rivals():
    both = profile(challenges=("budget-constraints", "security-concerns"))
    # Mailchimp is free but keeps data outside the UK/EU, so Brevo is the cheapest rival
    assert_passes("BUDGET", both, recs("brevo", brevo="Free plan."))


@pytest.mark.parametrize("phrase", ["Nothing really", "n/a"])
def test_a_non_answer_is_never_echoed(phrase):
    rule = profile(forbid_text=[phrase])
    clean = recs("brevo", brevo="Brevo sends newsletters.")
    assert_passes("TEXT", rule, clean)
    echoed = recs("brevo", brevo=f"We could not confirm how it works with {phrase.upper()}.")
    assert_fails("TEXT", rule, echoed, "Brevo says")
