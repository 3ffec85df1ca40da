"""Reading a visitor's sector from the company name and current tools (issue 19): names
that say the trade, tools built for one sector, hints that only count together, misleading
names, and 'general' when nothing (or a tie) says. Plain tests: the engine is plain Python."""

import pytest

from pipeline.finder.options import GENERAL, SECTOR_IDS, SECTOR_LABELS
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.sector import infer_sector, read_sector

CATALOGUE = load_catalogue()


@pytest.mark.parametrize(
    ("company", "tools", "sector"),
    [
        ("Hartley & Finch Solicitors", "Microsoft 365 and iManage", "legal"),
        ("Hartley & Finch LLP", "Clio, Outlook", "legal"),
        ("Acme Ltd", "Clio", "legal"),
        ("Crumbs Bakery", None, "hospitality"),
        ("Café Rouge", "", "hospitality"),
        ("The Coffee Shop", "Square", "hospitality"),
        ("Bloom Boutique", None, "ecommerce-retail"),
        ("Acme Ltd", "Shopify, Gmail", "ecommerce-retail"),
        ("Smith Online", "WooCommerce", "ecommerce-retail"),
        ("Patel & Co Accountants", "Xero, Dext", "accounting"),
        ("Acme Ltd", "Xero Practice Manager, Xero", "accounting"),
        ("Oak Builders Ltd", None, "trades-construction"),
        ("Acme Ltd", "Tradify", "trades-construction"),
        ("City Physio Clinic", None, "clinics-therapy"),
        ("Acme Ltd", "Cliniko", "clinics-therapy"),
        ("Park Lettings", None, "property"),
        ("Acme Ltd", "Reapit, Rightmove", "property"),
        ("Talent Search Recruitment", None, "recruitment"),
        ("Acme Ltd", "Bullhorn", "recruitment"),
        ("Swift Haulage", None, "logistics"),
        ("Acme Ltd", "Samsara, Excel", "logistics"),
        ("Northern Freight Ltd", "Sage", "logistics"),
    ],
)
def test_names_and_tools_reveal_the_sector(company, tools, sector):
    assert infer_sector(company, tools, CATALOGUE) == sector


@pytest.mark.parametrize(
    ("company", "tools", "sector"),
    [
        # "Law" may be a surname; "Bakery" names the trade.
        ("Law Bakery Ltd", None, "hospitality"),
        ("Chambers Haulage Ltd", None, "logistics"),
        ("Baker & Co Solicitors", None, "legal"),  # a Baker is not a bakery
        ("Property Law Partners LLP", None, "legal"),
        ("Law & Sons Plumbing", None, "trades-construction"),
        ("Online Legal Services", None, "legal"),
        ("Kitchen Table Lettings", None, "property"),
        # "LLP" hints at law, but CCH is accountants' practice software.
        ("Whitfield & Rowe LLP", "CCH Central, Sage 200, Microsoft 365", "accounting"),
        # A fulfilment house that ships for Shopify merchants is logistics, not a shop.
        ("Midlands Fulfilment Services", "Mintsoft, Shopify (our clients), Xero", "logistics"),
    ],
)
def test_misleading_names_go_to_the_stronger_word(company, tools, sector):
    assert infer_sector(company, tools, CATALOGUE) == sector


@pytest.mark.parametrize(
    ("company", "tools"),
    [
        ("Acme Ltd", None),
        ("Acme Ltd", "Xero"),  # every kind of business uses Xero: a hint, not a sector
        ("Acme Ltd", "Sage, HubSpot, Slack"),
        ("Hartley & Finch", "Nothing really"),
        ("", ""),
        ("<script>alert(1)</script>", None),
    ],
)
def test_nothing_telling_reads_as_general(company, tools):
    assert infer_sector(company, tools, CATALOGUE) == GENERAL


def test_a_tie_between_sectors_reads_as_general_not_a_guess():
    reading = read_sector("Harbour Bakery Haulage", None, CATALOGUE)
    # Issue 35: the trade that ends the name counts one more, but 4 against 3 is no clear
    # win (CLEAR_RATIO), so the question is left to the visitor.
    assert reading.points == {"hospitality": 3, "logistics": 3 + 1}
    assert reading.sector == GENERAL


def test_a_single_weak_hint_is_not_enough_but_two_are():
    assert read_sector("Acme Ltd", "Xero", CATALOGUE).points == {"accounting": 1}
    assert infer_sector("Acme Tax Ltd", "Xero", CATALOGUE) == "accounting"  # tax 1 + Xero 1


def test_the_law_firm_from_the_issue_scores_as_legal_with_its_reasons():
    reading = read_sector("Hartley & Finch Solicitors", "Microsoft 365 and iManage", CATALOGUE)
    assert reading.sector == "legal"
    # "Solicitors" ending the name (3 + 1), iManage (legal and accounting: 2)
    assert reading.points["legal"] == 3 + 1 + 2
    assert reading.label == "a legal practice" == SECTOR_LABELS["legal"]


def test_accents_case_and_plurals_are_ignored():
    for company in ("CAFÉ NOIR", "cafe noir", "The Cafés Group"):
        assert infer_sector(company, None, CATALOGUE) == "hospitality"
    assert infer_sector("Jones Solicitor", None, CATALOGUE) == "legal"


def test_words_inside_other_words_do_not_count():
    # "pub" in "Publishing", "bar" in "Barclay", "law" in "Lawson", "inn" in "Innovate"
    assert infer_sector("Lawson Publishing", None, CATALOGUE) == GENERAL
    assert infer_sector("Barclay Innovate Ltd", None, CATALOGUE) == GENERAL


def test_every_sector_has_signals_and_a_label():
    assert set(CATALOGUE.sectors) == set(SECTOR_IDS) - {GENERAL}
    for sector, signals in CATALOGUE.sectors.items():
        assert signals.names and signals.tools, sector
        assert SECTOR_LABELS[sector].startswith(("a ", "an "))
    assert SECTOR_LABELS[GENERAL].startswith("a general business")


def test_the_email_address_plays_no_part():
    # infer_sector takes no email: a domain such as hartleysolicitors.co.uk is never read.
    assert infer_sector.__code__.co_varnames[:2] == ("company_name", "current_tools")
    assert "email" not in infer_sector.__code__.co_varnames
