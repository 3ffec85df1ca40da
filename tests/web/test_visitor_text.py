"""The rules for visitor wording our emails print (web/api/visitor_text.py, issue 25): which
person and company names pass, and the field message for each refusal, judged after NFKC."""

import pytest

from web.api.visitor_text import (
    COMPANY_EMAIL,
    COMPANY_PHONE,
    COMPANY_WEB_ADDRESS,
    NAME_CHARACTERS,
    NAME_WEB_ADDRESS,
    company_problem,
    name_problem,
)

ATTACK = "Bob. URGENT: your account is suspended, verify at https://evil.example/login"


@pytest.mark.parametrize(
    "name",
    [
        "Ada",
        "Zoë Brontë",
        "Zoe\u0308 Bronte\u0308",  # decomposed: the same name
        "Mary-Jane O'Brien",
        "Siobhán O\u2019Neill",
        "J.R.R. Tolkien",
        "St. John",
        "李小龙",
        "Ｊｏｈｎ",  # full-width letters are still letters
        "Hawaiʻi Kealoha",  # the ʻokina is a modifier letter
        "देवनागरी",  # letters written with marks
    ],
)
def test_names_people_have_pass(name):
    assert name_problem(name) is None


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (ATTACK, NAME_CHARACTERS),
        ("https://evil.example", NAME_CHARACTERS),
        ("ｈｔｔｐｓ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ", NAME_CHARACTERS),
        ("evil.example", NAME_WEB_ADDRESS),
        ("ｅｖｉｌ．ｃｏｍ", NAME_WEB_ADDRESS),  # full-width: "evil.com" after NFKC
        ("Bob․com", NAME_WEB_ADDRESS),  # one dot leader
        ("a.co", NAME_WEB_ADDRESS),
        ("Call 07700900123", NAME_CHARACTERS),
        ("Eve <eve@evil.example>", NAME_CHARACTERS),
        ("Ada 🚀", NAME_CHARACTERS),
        ("Zo\u200be", NAME_CHARACTERS),  # zero-width space
        ("Invoice \u202egnp", NAME_CHARACTERS),  # right-to-left override
        ("Z\u0336\u0335\u0334", NAME_CHARACTERS),  # three marks stacked on one letter
    ],
)
def test_anything_but_a_name_is_refused_with_a_message(name, message):
    assert name_problem(name) == message


@pytest.mark.parametrize(
    "company",
    [
        "Shah & Daughters Ltd",
        "Booking.com",
        "AT&T",
        "3M",
        "7-Eleven",
        "Area 51 Ltd 2024",
        "A/B Testing Co.",
        "Smith & Co./Jones",
        "Marks & Spencer plc",
        "<script>alert(1)</script>",  # escaped wherever it is printed
    ],
)
def test_company_names_pass(company):
    assert company_problem(company) is None


@pytest.mark.parametrize(
    ("company", "message"),
    [
        ("https://evil.example", COMPANY_WEB_ADDRESS),
        ("Acme HTTPS：／／evil.example", COMPANY_WEB_ADDRESS),  # full-width colon and slashes
        ("ｈｔｔｐｓ://evil.example", COMPANY_WEB_ADDRESS),
        ("javascript:alert(1)", COMPANY_WEB_ADDRESS),
        ("mailto:x@evil.example", COMPANY_WEB_ADDRESS),
        ("www.evil.example", COMPANY_WEB_ADDRESS),
        ("Acme ＷＷＷ．evil", COMPANY_WEB_ADDRESS),
        ("Acme evil.example/login", COMPANY_WEB_ADDRESS),
        ("evil.example?ref=1", COMPANY_WEB_ADDRESS),
        ("Acme 203.0.113.9", COMPANY_WEB_ADDRESS),
        ("sales@evil.example", COMPANY_EMAIL),
        ("Acme ｓａｌｅｓ＠ｅｖｉｌ．ｅｘａｍｐｌｅ", COMPANY_EMAIL),
        ("Acme 020 7946 0018", COMPANY_PHONE),
        ("Acme +44 (0)20 7946-0018", COMPANY_PHONE),
        ("Acme ０７７００ ９００１２３", COMPANY_PHONE),  # full-width digits
    ],
)
def test_links_and_contacts_in_a_company_name_are_refused(company, message):
    assert company_problem(company) == message
