"""The free guide PDF: real WeasyPrint output, its metadata and content, and the cache
that renders it once per template version."""

import io
import shutil

import pytest
from pypdf import PdfReader

from pipeline.signups import guide_pdf
from tests.support import pdf_tags

WAYS = (
    "Let bookings book themselves",
    "Answer the same questions once",
    "Stop retyping: connect the tools you already have",
    "Get paid without chasing",
    "Draft, don't type from a blank page",
)


@pytest.fixture
def guide_app(app, tmp_path):
    app.config["GUIDE_CACHE_DIR"] = str(tmp_path / "guide-cache")
    with app.app_context():
        yield app


def test_the_guide_is_a_real_pdf_with_its_title_and_five_ways(guide_app):
    reader = PdfReader(io.BytesIO(guide_pdf.render_pdf()))
    assert reader.metadata.title == "5 Smart Ways to Automate Without Hiring"
    assert reader.metadata.author == "AI Consultancy"
    assert len(reader.pages) >= 7  # cover, intro, five ways, the plan
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
    for way in WAYS:
        assert way in text
    # The three promises of the guide page's 'What You'll Learn Inside'.
    assert "5–15 hours a week" in text
    assert "founder-friendly tools that won't eat your time" in text
    assert "grow without burning out or hiring" in text


def test_the_pdf_is_rendered_once_and_then_served_from_the_cache(guide_app, monkeypatch):
    path = guide_pdf.cached_pdf()
    assert path.is_file() and path.read_bytes().startswith(b"%PDF-")
    assert str(path.parent) == guide_app.config["GUIDE_CACHE_DIR"]

    def must_not_render():
        raise AssertionError("rendered again")

    monkeypatch.setattr(guide_pdf, "render_pdf", must_not_render)
    assert guide_pdf.cached_pdf() == path
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temp files left


def test_editing_the_shared_report_layout_renders_the_guide_again(guide_app, monkeypatch, tmp_path):
    templates = tmp_path / "templates"
    shutil.copytree(guide_pdf.TEMPLATES_DIR, templates)
    monkeypatch.setattr(guide_pdf, "TEMPLATES_DIR", templates)
    before = guide_pdf._cache_key()
    base = templates / "reports" / "_base.css"
    base.write_text(base.read_text().replace("10.5pt", "11pt"))
    assert guide_pdf._cache_key() != before


def test_the_guide_is_tagged_pdf_ua_1_for_screen_readers(guide_app):
    # Issue 26: read back with pikepdf (tests/support/pdf_tags.py), not from the HTML.
    document = pdf_tags.read(guide_pdf.render_pdf())
    assert pdf_tags.problems(document) == []
    assert document.lang == "en-GB" and document.ua_part == "1"
    assert document.marked and document.display_doc_title
    assert document.xmp_title == document.info_title == guide_pdf.TITLE
    # The title, then a section per page: 'Before you start', the five ways and the plan,
    # each an H2 with its H3s (the plan has two).
    assert pdf_tags.headings(document) == ["H1"] + ["H2", "H3"] * 6 + ["H2", "H3", "H3"]
    elements = [element for element, _ in document.root.walk()]
    kinds = [element.kind for element in elements]
    # The cover's shapes are a background (an artifact), so no Figure lacks its alt text.
    assert "Figure" not in kinds
    assert kinds.count("Table") == 2 and kinds.count("THead") == 2
    assert kinds.count("L") == 7  # two bullet lists and the five ways' numbered steps
    links = [element for element in elements if element.kind == "Link"]
    assert [link.annotations for link in links] == [[f"{guide_app.config['SITE_URL']}/contact"]]
