"""Emails, PDFs and blog pages carry COMPANY_NAME as configured when they are made (issue 15,
deliverable 4; issue 16's follow-up): real WeasyPrint output read back with pypdf, real
emails through the worker and the SMTP sink. A name with "&" reads as written everywhere."""

import io

import pytest
from pypdf import PdfReader

from pipeline.finder import report
from pipeline.mail.templating import css_string
from pipeline.signups import guide_pdf
from tests.support.finder_report import REPORT
from tests.support.payloads import CONTACT

NAME = "Northwind Partners"


@pytest.fixture
def configured(app, tmp_path):
    app.config.update(COMPANY_NAME=NAME, GUIDE_CACHE_DIR=str(tmp_path / "guide-cache"))
    with app.app_context():
        yield app


def text_of(reader: PdfReader) -> str:
    return " ".join(page.extract_text() for page in reader.pages)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_the_finder_report_names_the_configured_company(configured):
    reader = PdfReader(io.BytesIO(report.render_report(REPORT)))
    assert reader.metadata.author == NAME
    assert NAME in text_of(reader)
    assert "AI Consultancy" not in text_of(reader)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_the_guide_names_the_configured_company_and_is_cached_per_name(configured):
    first = guide_pdf.cached_pdf()
    reader = PdfReader(first)
    assert reader.metadata.author == NAME
    assert NAME in text_of(reader)
    configured.config["COMPANY_NAME"] = "Another Name"
    second = guide_pdf.cached_pdf()
    assert second != first  # a renamed company gets a fresh render, not the old file
    assert PdfReader(second).metadata.author == "Another Name"


AMPERSAND = "Smith & Jones AI"


def squashed(text: str) -> str:
    return "".join(text.split())  # pypdf breaks lines where the PDF wrapped them


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_a_name_with_an_ampersand_prints_as_written_in_the_pdf_footer(app):
    app.config.update(COMPANY_NAME=AMPERSAND)
    with app.app_context():
        text = text_of(PdfReader(io.BytesIO(report.render_report(REPORT))))
    assert squashed(f"{AMPERSAND} · AI Tool Finder") in squashed(text)
    assert "&amp;" not in text


def test_emails_sign_off_with_the_configured_name(app, client, run_worker, smtp):
    app.config.update(COMPANY_NAME=AMPERSAND)
    assert client.post("/api/contact", json=CONTACT).status_code == 202
    run_worker()
    [ack] = smtp.to(CONTACT["email"])
    text = ack.get_body(("plain",)).get_content()
    html = ack.get_body(("html",)).get_content()
    assert f"The {AMPERSAND} team" in text and "AI Consultancy" not in text
    assert "The Smith &amp; Jones AI team" in html and "AI Consultancy" not in html


def test_blog_pages_are_titled_with_the_configured_name(app, client):
    app.config.update(COMPANY_NAME=AMPERSAND)
    page = client.get("/blog").get_data(as_text=True)
    assert "<title>Blog | Smith &amp; Jones AI</title>" in page
    assert "AI Consultancy" not in page.split("</head>")[0]


@pytest.mark.parametrize(
    ("value", "css"),
    [
        ("Smith & Jones", '"Smith & Jones"'),
        ('Say "hi"', '"Say \\"hi\\""'),
        ("a\\b", '"a\\\\b"'),
        ("</style><script>", '"\\3c /style\\3e \\3c script\\3e "'),
        ("two\nlines", '"two\\a lines"'),
    ],
)
def test_css_strings_cannot_end_the_string_or_the_style_element(value, css):
    assert str(css_string(value)) == css
