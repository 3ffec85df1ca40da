"""The finder's PDF report rendered by real WeasyPrint and read back with pypdf."""

import io
from concurrent.futures import ThreadPoolExecutor

import pytest
from pypdf import PdfReader

from pipeline.finder import report as finder_report
from pipeline.finder.consistency import normalise
from pipeline.finder.pdf_reader import tools_from_pdf
from pipeline.mail.templating import TEMPLATES_DIR
from tests.support.finder_report import REPORT, TOOLS
from tests.support.hostile_payloads import ASTRAL


def read(pdf: bytes) -> PdfReader:
    assert pdf.startswith(b"%PDF-")
    return PdfReader(io.BytesIO(pdf))


def test_report_has_a_cover_and_one_page_per_tool_with_title_metadata():
    reader = read(finder_report.render_report(REPORT))
    assert len(reader.pages) == 4
    assert reader.metadata.title == "AI tool recommendations for Acme Widgets Ltd"
    assert reader.metadata.author == "AI Consultancy"
    cover = normalise(reader.pages[0].extract_text())
    for expected in ["Your AI Tool Recommendations", "Prepared for Sam at Acme Widgets Ltd",
                     "21-50 employees", "Generate more leads", "Automate reporting",
                     "Budget constraints", "Tool 1", "Tool 3"]:  # fmt: skip
        assert normalise(expected) in cover
    for number, page in enumerate(reader.pages[1:], start=1):
        text = normalise(page.extract_text())
        assert normalise(f"Recommendation {number} of 3 Tool {number}") in text
        assert normalise(f"Page {number + 1} of 4") in text


def test_report_closes_after_the_third_tool_with_the_invitation_to_book():
    reader = read(finder_report.render_report(REPORT))
    last = normalise(reader.pages[-1].extract_text())
    closing = last[last.index(normalise("Talk it through with us")) :]
    assert normalise("Recommendation 3 of 3") in last[: last.index(closing)]
    assert normalise("Book a free discovery call") in closing
    assert normalise(REPORT["book_url"]) in closing


def test_report_text_reads_back_as_the_same_tools():
    cards = tools_from_pdf(finder_report.render_report(REPORT))
    assert [(c.name, normalise(c.summary), normalise(c.rationale)) for c in cards] == [
        (t["name"], normalise(t["summary"]), normalise(t["rationale"])) for t in TOOLS
    ]


@pytest.mark.parametrize(
    "words",
    [
        "follow-up end-to-end state-of-the-art",  # hyphens that end a line, as PDFium marks them
        "café “quoted” from £8 — naïve façade",
        f"{ASTRAL} 日本語のテキスト",  # beyond the Basic Multilingual Plane; CJK
    ],
)
def test_text_that_wraps_reads_back_as_printed(words):
    tools = [{**tool, "rationale": f"{words} " * 12} for tool in TOOLS]
    cards = tools_from_pdf(finder_report.render_report({**REPORT, "tools": tools}))
    assert [normalise(c.rationale) for c in cards] == [normalise(t["rationale"]) for t in tools]


def test_reports_render_side_by_side_on_several_threads():
    # The web process renders on several threads (an admin regenerating reports): each keeps
    # its own fonts and stylesheet, as a Pango font map is not safe to share.
    reports = [{**REPORT, "company_name": f"Company {n}"} for n in range(8)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        pdfs = list(pool.map(finder_report.render_report, reports))
    for report, pdf in zip(reports, pdfs, strict=True):
        assert normalise(report["company_name"]) in normalise(read(pdf).pages[0].extract_text())
        assert [c.name for c in tools_from_pdf(pdf)] == [t["name"] for t in TOOLS]


def test_a_long_unbroken_company_name_still_fits_the_layout():
    report = {**REPORT, "company_name": "X" * 200}
    reader = read(finder_report.render_report(report))
    assert len(reader.pages) == 4
    assert normalise("X" * 200) in normalise(reader.pages[0].extract_text())


def test_report_tables_avoid_overflow_wrap_anywhere():
    # WeasyPrint sizes table columns from min-content widths; `anywhere` shrinks them to
    # one character and the table collapses into a column of letters.
    for name in (finder_report.TEMPLATE, finder_report.STYLESHEET):
        assert "anywhere" not in (TEMPLATES_DIR / name).read_text()


def test_warm_up_renders_once_and_reports_its_time():
    assert finder_report.warm_up() > 0
