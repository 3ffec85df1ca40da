"""The PDFs carry COMPANY_NAME as configured when they are rendered (issue 15, deliverable 4):
real WeasyPrint output read back with pypdf."""

import io

import pytest
from pypdf import PdfReader

from pipeline.finder import report
from pipeline.signups import guide_pdf
from tests.support.finder_report import REPORT

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
