"""The rules for visitor wording our emails print (web/api/visitor_text.py, issues 25 and 33):
which person and company names pass, and the field message for each refusal, judged as a
reader sees the text (invisible characters out, NFKC, any full stop a dot). The whole
classes are in test_visitor_text_properties.py."""

import pytest

from web.api.visitor_text import (
    COMPANY_CHARACTERS,
    COMPANY_EMAIL,
    COMPANY_PHONE,
    COMPANY_SENTENCE,
    COMPANY_WEB_ADDRESS,
    NAME_CHARACTERS,
    NAME_SENTENCE,
    NAME_WEB_ADDRESS,
    SINGLE_LINE,
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
        "Zo\u200be",  # a zero-width space shows nothing: taken out, not held against it
        "Invoice \u202egnp",  # a right-to-left override, taken out: "Invoice gnp"
        "\u0639\u0644\u06cc\u200c\u0631\u0636\u0627",  # Persian, with its zero-width non-joiner
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
        ("Bob\u200b.com", NAME_WEB_ADDRESS),  # a zero-width space can't hide the dot
        ("Bob\u3002com", NAME_WEB_ADDRESS),  # nor can an ideographic full stop
        ("Bob dot com", NAME_WEB_ADDRESS),  # nor spelling it out
        ("Your account is locked Reply with your password", NAME_SENTENCE),  # issue 33
        ("Reply with your password", NAME_SENTENCE),
        ("Confirm your bank details", NAME_SENTENCE),
        ("Ada\u2028Lovelace", SINGLE_LINE),
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
        "A.B. Smith & Sons Ltd.",
        "J.P. Morgan Chase & Co.",
        "Müller GmbH & Co. KG",
        "Yahoo!",
        "National Society for the Prevention of Cruelty to Children",
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
        # Issue 33: what got through before.
        (
            "Acme Ltd. URGENT refund: visit evil-refunds\u200b.com/claim or call 0800·555·0199",
            COMPANY_WEB_ADDRESS,
        ),
        ("Acme 0800·555·0199", COMPANY_PHONE),
        ("Acme 0800_555_0199", COMPANY_PHONE),
        ("Acme 0800,555,0199", COMPANY_PHONE),
        ("Acme 0 8 0 0 5 5 5 0 1 9 9", COMPANY_PHONE),
        ("Acme evil\u3002com/claim", COMPANY_WEB_ADDRESS),
        ("Acme https\u200b://acme", COMPANY_WEB_ADDRESS),
        ("Acme evil-refunds dot com/claim", COMPANY_WEB_ADDRESS),
        ("Acme Ltd. URGENT refund", COMPANY_SENTENCE),
        ("Acme! Refunds are waiting", COMPANY_SENTENCE),
        ("Acme: call our refunds desk", COMPANY_SENTENCE),
        ("Acme Ltd Your account is locked", COMPANY_SENTENCE),
        ("One two three four five six seven eight nine ten eleven", COMPANY_SENTENCE),
        ("Acme\tLtd", COMPANY_CHARACTERS),
        ("Acme\u2029Ltd", SINGLE_LINE),
    ],
)
def test_links_and_contacts_in_a_company_name_are_refused(company, message):
    assert company_problem(company) == message
