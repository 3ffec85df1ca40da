"""The finder's PDF report is a tagged PDF/UA-1 document (issue 26): real WeasyPrint renders
read back with pikepdf (tests/support/pdf_tags.py), checked for what a screen reader needs
and for the structure of this report in particular."""

import base64

import pytest
from weasyprint import HTML

from pipeline.finder import report as finder_report
from tests.support import pdf_tags
from tests.support.finder_report import REPORT, TOOLS
from tests.support.hostile_payloads import ASTRAL

COVER = ["H1", "H2", "L", "L", "H2", "Table"]
TOOL_PAGE = ["Sect", "H1", "H2", "H2", "H2", "L"]
CLOSING = ["Sect", "H1"]  # the invitation to book a call (issue 34)


def tagged(report: dict) -> pdf_tags.Tagged:
    return pdf_tags.read(finder_report.render_report(report))


def test_the_report_is_tagged_pdf_ua_1_in_british_english_with_its_title_shown():
    document = tagged(REPORT)
    assert pdf_tags.problems(document) == []
    assert document.lang == "en-GB"
    assert document.marked and document.display_doc_title
    assert document.ua_part == "1"
    title = finder_report.title_for(REPORT["company_name"])
    assert document.xmp_title == document.info_title == title


def test_the_tags_follow_the_report_in_reading_order():
    document = tagged(REPORT)
    outline = [k for k in document.kinds() if k in {"Sect", "H1", "H2", "L", "Table"}]
    assert outline == COVER + TOOL_PAGE * len(TOOLS) + CLOSING
    assert pdf_tags.headings(document) == (
        ["H1", "H2", "H2"] + ["H1", "H2", "H2", "H2"] * 3 + ["H1"]
    )
    elements = [element for element, _ in document.root.walk()]
    # The goals and challenges, one list item per answer; each tool's 'At a glance', three.
    lists = [e for e in elements if e.kind == "L"]
    answers = [REPORT["business_goals"], REPORT["main_challenges"]]
    assert [len(e.children) for e in lists] == [len(a) for a in answers] + [3] * len(TOOLS)
    assert {c.kind for e in lists for c in e.children} == {"LI"}
    # The overview: a header row of four column headers, then a row per tool.
    (overview,) = [e for e in elements if e.kind == "Table"]
    rows = [e for e, _ in overview.walk() if e.kind == "TR"]
    header, *body = [[c.kind for c in row.children] for row in rows]
    assert header == ["TH"] * 4 and body == [["TD"] * 4] * len(TOOLS)


def test_each_tools_website_is_a_link_with_its_name_as_text():
    links = [e for e, _ in tagged(REPORT).root.walk() if e.kind == "Link"]
    # Then the closing invitation's one link, to book a call.
    expected = [[tool["url"]] for tool in TOOLS] + [[REPORT["book_url"]]]
    assert [link.annotations for link in links] == expected
    assert all(link.content for link in links)  # the website's name, as text in the link


def test_a_long_booking_address_stays_one_link():
    # An external scheduler's address (BOOKING_URL) long enough to wrap: printed as text,
    # while the link itself stays one tagged link with its short words.
    address = "https://calendly.example.com/" + "discovery-call/" * 10
    document = tagged({**REPORT, "book_url": address})
    assert pdf_tags.problems(document) == []
    links = [e for e, _ in document.root.walk() if e.kind == "Link"]
    assert [link.annotations for link in links][-1] == [address]
    assert len(links) == len(TOOLS) + 1


def test_visitor_text_of_every_kind_keeps_the_tags_sound():
    odd = f"Caf\u00e9 \u201cquoted\u201d <b>not markup</b> {ASTRAL} \u65e5\u672c\u8a9e"
    report = {
        **REPORT,
        "company_name": odd,
        "business_goals": [odd] * 4,
        "sector": "hospitality",
        "tools": [{**tool, "rationale": odd * 20} for tool in TOOLS],
    }
    document = tagged(report)
    assert pdf_tags.problems(document) == []
    assert document.xmp_title == finder_report.title_for(odd)


# A one-pixel PNG, inline: the check's own test needs an image with no alt text.
PIXEL = base64.b64encode(
    bytes.fromhex(
        "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
        "1f15c4890000000d4944415478da63f8cfc0f01f0005000201e2d1b5de0000000049454e44ae426082"
    )
).decode()


@pytest.mark.parametrize(
    ("html", "variant", "expected"),
    [
        ("<html><title>T</title><h1>T</h1></html>", None, "no structure tree"),
        ('<html lang="en"><title>T</title><h1>T</h1><h3>Skipped</h3></html>', "pdf/ua-1",
         "H1 followed by H3: a level skipped"),
        (f'<html lang="en"><title>T</title><h1>T</h1><img src="data:image/png;base64,{PIXEL}">'
         "</html>", "pdf/ua-1", "a Figure without /Alt"),
        (f'<html lang="en"><title>T</title><h1>T</h1><a href="https://example.com/">'
         f'<img src="data:image/png;base64,{PIXEL}"></a></html>', "pdf/ua-1",
         "a Link without text or without its annotation"),
        ('<html lang="en"><h1>No title</h1></html>', "pdf/ua-1", "XMP dc:title None"),
        ('<html lang="en"><title>T</title><h2>T</h2></html>', "pdf/ua-1",
         "the first heading is H2, not H1"),
    ],
)  # fmt: skip
def test_the_check_refuses_what_pdf_ua_refuses(html, variant, expected):
    document = pdf_tags.read(HTML(string=html).write_pdf(pdf_variant=variant))
    assert any(problem.startswith(expected) for problem in pdf_tags.problems(document))


def test_the_check_passes_an_image_and_an_icon_link_that_have_alt_text():
    image = f'<img src="data:image/png;base64,{PIXEL}" alt="Our logo">'
    html = f'<html lang="en"><title>T</title><h1>T</h1>{image}<a href="/">{image}</a></html>'
    document = pdf_tags.read(
        HTML(string=html, base_url="https://example.com/").write_pdf(pdf_variant="pdf/ua-1")
    )
    assert pdf_tags.problems(document) == []
    assert [e.alt for e, _ in document.root.walk() if e.kind == "Figure"] == ["Our logo"] * 2
