"""The AI Tool Finder's PDF report: a cover with what the visitor told us and a table of
the three tools, then one page per tool, rendered by WeasyPrint from
templates/reports/finder.html and its stylesheet templates/reports/finder.css. Imported by
the worker only (WeasyPrint is heavy).

A visitor waits on this render (issue 20), so what every report shares is built once per
thread (the worker renders on one): the font configuration and the compiled stylesheet."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration

from pipeline.finder.consistency import tools_from_email_html
from pipeline.finder.pdf_reader import tools_from_pdf
from pipeline.finder.recommender.engine import default_recommender
from pipeline.mail import TEMPLATES_DIR, render
from pipeline.settings import company_name

log = logging.getLogger(__name__)
# WeasyPrint logs each step of every render at INFO ("Step 5 - Creating layout - Page 2"):
# a dozen lines per report that tell operators nothing, written while a visitor waits.
logging.getLogger("weasyprint.progress").setLevel(logging.WARNING)

TEMPLATE = "reports/finder.html"
STYLESHEET = "reports/finder.css"
FILENAME = "ai-tool-recommendations.pdf"
EMAIL_TEMPLATE = "email/finder"  # .html and .txt: the email the report is attached to
# Tagged PDF/UA-1 (issue 26): a screen reader follows the report's headings, lists, tables
# and links, in English (en-GB, from <html lang>), titled by <title> in the viewer.
# WeasyPrint writes the structure tree, /Lang, /MarkInfo, /DisplayDocTitle and the XMP
# identification itself; tests/pipeline/finder/test_report_accessibility.py reads them back.
PDF_VARIANT = "pdf/ua-1"

_SAMPLE = {
    "first_name": "Sam",
    "company_name": "Example Ltd",
    "company_size": "6-20 employees",
    "business_goals": ["Generate more leads"],
    "main_challenges": ["Budget constraints"],
    "generated_on": "1 January 2026",
    "book_url": "http://localhost/book",
    "tools": [
        {
            "name": f"Sample tool {n}",
            "summary": "A sample summary.",
            "rationale": "A sample rationale.",
            "category": "Productivity",
            "price": "Free plan available",
            "website": "example.com",
            "url": "https://example.com/",
        }
        for n in (1, 2, 3)
    ],
}


def title_for(company_name: str) -> str:
    return f"AI tool recommendations for {company_name}"


# Per thread: the worker renders on one, but the web process (an admin regenerating a
# report) on several at once, and a Pango font map is not safe to share between threads.
_loaded = threading.local()


def _fonts() -> FontConfiguration:
    """One font configuration for every report this thread renders. WeasyPrint otherwise
    makes a new one per document, loading fontconfig and the faces again: about a fifth of
    a report's render time (issue 20)."""
    if not hasattr(_loaded, "fonts"):
        _loaded.fonts = FontConfiguration()
        _loaded.stylesheets = {}
    return _loaded.fonts


def _stylesheet(brand: str) -> CSS:
    """The report's stylesheet, compiled once per company name (its footer names it)."""
    fonts = _fonts()
    if brand not in _loaded.stylesheets:
        css = render(STYLESHEET, brand=brand)
        _loaded.stylesheets[brand] = CSS(string=css, base_url=str(TEMPLATES_DIR), font_config=fonts)
    return _loaded.stylesheets[brand]


def render_report(report: dict, brand: str | None = None) -> bytes:
    """The PDF for one run. `report` is the view built by pipeline.finder.status (the same one the
    email uses): first_name, company_name, company_size, business_goals, main_challenges,
    generated_on, tools [{name, summary, rationale, category, price, website}] and book_url
    (where the closing invitation to book a call points). `brand`:
    the company name the report is from, read from the app's settings when not given."""
    brand = brand or company_name()
    html = render(TEMPLATE, brand=brand, title=title_for(report["company_name"]), **report)
    document = HTML(string=html, base_url=str(TEMPLATES_DIR))
    return document.write_pdf(
        stylesheets=[_stylesheet(brand)], font_config=_fonts(), pdf_variant=PDF_VARIANT
    )


def warm_up(read: Callable[[bytes], object] | None = None) -> float:
    """Pay the one-off costs of a finder run at worker start, so the first visitor's is as
    quick as the rest: WeasyPrint's (imports, font discovery, first layout), the email's
    (its templates compiled, the reader the check uses), PDFium's (the check reads the PDF
    with it, `read` when given: the reader the process will use) and the tool catalogue's.
    Returns the seconds it took."""
    started = time.perf_counter()
    default_recommender()
    (read or tools_from_pdf)(render_report(_SAMPLE))
    links = {"site_url": "http://localhost", "results_url": "http://localhost/ai-tool-finder"}
    tools_from_email_html(render(EMAIL_TEMPLATE + ".html", **links, **_SAMPLE))
    render(EMAIL_TEMPLATE + ".txt", **links, **_SAMPLE)
    elapsed = time.perf_counter() - started
    log.info("finder report renderer warmed up in %.2fs", elapsed)
    return elapsed
