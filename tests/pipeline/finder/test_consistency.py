"""The three-way comparison (spec 5) and the readers that take tools from an email's
visible text and a PDF's extracted text. Property tests: identical lists pass; any real
change to one field of one tool fails naming exactly the right pairs; wrong counts say so."""

from dataclasses import replace
from email import message_from_bytes, policy

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from pipeline import mail
from pipeline.finder.consistency import (
    FIELDS,
    SOURCES,
    ToolCard,
    compare,
    email_parts,
    normalise,
    sent_email_parts,
    tool_from_pdf_page,
    tools_from_email_html,
)
from pipeline.mail.compose import store_email
from pipeline.mail.templating import render

text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=80
).filter(lambda s: normalise(s))
cards = st.builds(ToolCard, name=text, summary=text, rationale=text)
three = st.lists(cards, min_size=3, max_size=3)

PAIRS_TOUCHING = {
    0: ["Browser vs Email", "Browser vs PDF"],
    1: ["Browser vs Email", "Email vs PDF"],
    2: ["Browser vs PDF", "Email vs PDF"],
}


def wrapped(card: ToolCard) -> ToolCard:
    """The same card as a PDF reader might return it: re-wrapped and re-cased."""

    def pdf_like(value: str) -> str:
        upper = "".join(c.upper() if c.isascii() else c for c in value)
        return " \n ".join(upper.split(" "))

    return ToolCard(*(pdf_like(getattr(card, f)) for f in FIELDS))


@given(three)
def test_identical_lists_pass(tools):
    result = compare(tools, list(tools), [wrapped(t) for t in tools])
    assert result.passed
    assert result.mismatches == ()


@given(
    three,
    st.integers(min_value=0, max_value=2),
    st.integers(min_value=0, max_value=2),
    st.sampled_from(FIELDS),
    text,
)
def test_any_change_to_one_field_of_one_tool_fails_naming_the_pairs(
    tools, source, position, field, new_value
):
    assume(normalise(new_value) != normalise(getattr(tools[position], field)))
    lists = [list(tools), list(tools), list(tools)]
    lists[source][position] = replace(tools[position], **{field: new_value})

    result = compare(*lists)

    assert not result.passed
    assert result.mismatches[0] == "Mismatch detected in: " + ", ".join(PAIRS_TOUCHING[source])
    detail = f"tool {position + 1} {field} differs"
    for pair in PAIRS_TOUCHING[source]:
        assert f"{pair}: {detail}" in result.mismatches
    assert not any(m.startswith("Tool count mismatch") for m in result.mismatches)


@given(
    st.lists(cards, max_size=5),
    st.lists(cards, max_size=5),
    st.lists(cards, max_size=5),
)
def test_any_count_other_than_three_reports_the_count_mismatch(browser, email, pdf):
    assume(any(len(tools) != 3 for tools in (browser, email, pdf)))
    result = compare(browser, email, pdf)
    assert not result.passed
    assert result.mismatches[0] == (
        f"Tool count mismatch: Browser ({len(browser)}), Email ({len(email)}), "
        f"PDF ({len(pdf)}). Expected 3 each"
    )


def test_count_mismatch_also_names_the_differing_pairs():
    tools = [ToolCard(f"Tool {n}", "Does things.", "Because.") for n in range(3)]
    result = compare(tools, tools, tools[:2])
    assert result.mismatches[:2] == (
        "Tool count mismatch: Browser (3), Email (3), PDF (2). Expected 3 each",
        "Mismatch detected in: Browser vs PDF, Email vs PDF",
    )


def test_order_matters():
    tools = [ToolCard(f"Tool {n}", "Does things.", "Because.") for n in range(3)]
    result = compare(tools, tools[::-1], tools)
    assert result.mismatches[0] == "Mismatch detected in: Browser vs Email, Email vs PDF"


def test_normalise_ignores_case_whitespace_and_ligatures_only():
    assert normalise("  Zapier\u00a0AI\n steps ") == normalise("zapier ai steps") == "zapieraisteps"
    assert normalise("e\ufb03cient") == normalise("efficient")
    assert normalise("Tool A") != normalise("Tool B")


TOOLS = [
    {
        "name": "Zapier",
        "summary": "No-code automation & AI steps.",
        "rationale": "It <links> your apps. Why this fits your needs? At a glance, yes.",
        "category": "Workflow automation",
        "price": "Free plan available",
        "website": "zapier.com",
        "url": "https://zapier.com/",
    },
    {
        "name": "Tidio",
        "summary": "Live chat.",
        "rationale": "Captures leads.",
        "category": "Customer service",
        "price": "From about £24 a month",
        "website": "tidio.com",
        "url": "https://www.tidio.com/",
    },
]


EMAIL_CONTEXT = {
    "first_name": "Sam",
    "company_name": "Why this fits your needs Ltd",
    "company_size": "6-20 employees",
    "business_goals": ["Generate more leads"],
    "main_challenges": ["Budget constraints"],
    "tools": TOOLS,
    "results_url": "http://example.test/ai-tool-finder?result=abc",
    "book_url": "http://example.test/book?from=abc",
}


def email_html() -> str:
    return render("email/finder.html", site_url="http://example.test", **EMAIL_CONTEXT)


def test_the_sent_emails_html_and_pdf_read_back_as_a_mail_client_reads_them(app):
    pdf = b"%PDF-1.7\n\x00\xff binary bytes\n%%EOF"
    context = {**EMAIL_CONTEXT, "first_name": "Zoë 👩🏽‍💻", "company_name": "Café & Co"}
    with app.app_context():
        draft = mail.Draft(
            purpose="finder",
            template="finder",
            to_addr="zoe@example.co.uk",
            subject="Your AI tool recommendations",
            context=context,
            attachments=[mail.Attachment("ai-tool-recommendations.pdf", pdf)],
        )
        built = mail.build_mime(draft)
        stored = store_email(draft, None, built).message_bytes  # as sent, byte for byte
        message = built.as_bytes()

    html, pdfs = sent_email_parts(message)

    # What the finder's check reads from the message it built is what the bytes carry, but
    # for the wire's CRLF line endings.
    for sent in (message, stored):
        sent_html, sent_pdfs = sent_email_parts(sent)
        assert email_parts(built) == (sent_html.replace("\r\n", "\n"), sent_pdfs)
    assert tools_from_email_html(email_parts(built)[0]) == tools_from_email_html(html)

    modern = message_from_bytes(message, policy=policy.default)
    assert html == modern.get_body(("html",)).get_content()
    assert "Café &amp; Co" in html and "Zoë 👩🏽‍💻" in html
    assert pdfs == [pdf]
    assert tools_from_email_html(html) == [
        ToolCard(t["name"], t["summary"], t["rationale"]) for t in TOOLS
    ]


def test_email_reader_takes_each_cards_visible_text():
    assert tools_from_email_html(email_html()) == [
        ToolCard(t["name"], t["summary"], t["rationale"]) for t in TOOLS
    ]


def test_email_reader_ignores_text_outside_cards_and_invisible_parts():
    html = (
        "<html><head><title class='tool-name'>x</title></head><body>"
        "<p class='tool-name'>Not in a card</p>"
        "<table class='tool-card'><tr><td><h2 class='tool-name'>A<br>B</h2>"
        "<p class='tool-summary'>S &amp; T<p class='tool-rationale'>R</td></tr></table>"
        "<div class='tool-card'><style class='tool-name'>.x{}</style></div></body></html>"
    )
    assert tools_from_email_html(html) == [ToolCard("A B", "S & T", "R"), ToolCard("", "", "")]


PAGE = """RECOMMENDATION 2 OF 3
Zapier
What it does
No-code automation that connects
thousands of web apps.
Why this fits your needs
It links your apps. You told us
"At a glance" matters.
At a glance
Category
Workflow automation
AI Consultancy · AI Tool Finder Page 3 of 4"""


def test_pdf_page_reader_takes_text_between_the_headings():
    assert tool_from_pdf_page(PAGE) == ToolCard(
        "Zapier",
        "No-code automation that connects thousands of web apps.",
        'It links your apps. You told us "At a glance" matters.',
    )


@pytest.mark.parametrize("missing", ["RECOMMENDATION 2 OF 3", "What it does", "At a glance"])
def test_a_page_without_the_tool_headings_is_not_a_tool(missing):
    assert tool_from_pdf_page(PAGE.replace(missing, "")) is None


def test_sources_are_named_as_in_the_spec():
    assert SOURCES == ("Browser", "Email", "PDF")
