"""The free guide '5 Smart Ways to Automate Without Hiring' as a PDF: rendered by
WeasyPrint from templates/reports/guide.html and cached under instance/, keyed by the
template's contents, so it's rendered once per edit rather than once per download."""

import hashlib
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from weasyprint import CSS, HTML

from pipeline.mail import TEMPLATES_DIR, render
from pipeline.settings import company_name, setting

TITLE = "5 Smart Ways to Automate Without Hiring"
TEMPLATE = "reports/guide.html"
STYLESHEET = "reports/guide.css"
# Every template the guide is built from: editing any of them must re-render it.
TEMPLATE_FILES = (
    TEMPLATE,
    "reports/_base.html",
    STYLESHEET,
    "reports/_base.css",
    "reports/guide-cover.svg",
)
FILENAME = "5-smart-ways-to-automate-without-hiring.pdf"
# Tagged PDF/UA-1, as the finder's report (issue 26): headings, lists, tables and the link
# tagged for screen readers, en-GB, the title shown as the window title.
PDF_VARIANT = "pdf/ua-1"


def _context() -> dict:
    return {
        "title": TITLE,
        "brand": company_name(),  # part of the cache key: a new name re-renders
        "site_url": setting("SITE_URL"),
        "year": datetime.now(UTC).year,
    }


def render_pdf() -> bytes:
    context = _context()
    html = render(TEMPLATE, **context)
    css = CSS(string=render(STYLESHEET, **context), base_url=str(TEMPLATES_DIR))
    document = HTML(string=html, base_url=str(TEMPLATES_DIR))
    return document.write_pdf(stylesheets=[css], pdf_variant=PDF_VARIANT)


def _cache_key() -> str:
    digest = hashlib.sha256()
    for name in TEMPLATE_FILES:
        digest.update((TEMPLATES_DIR / name).read_bytes())
    digest.update(repr(sorted(_context().items())).encode())
    return digest.hexdigest()[:16]


def cached_pdf() -> Path:
    """The PDF's path, rendering it first if this version isn't cached yet."""
    cache_dir = Path(setting("GUIDE_CACHE_DIR"))
    path = cache_dir / f"guide-{_cache_key()}.pdf"
    if path.is_file():
        return path
    cache_dir.mkdir(parents=True, exist_ok=True)
    # Write then rename: a concurrent reader never sees half a PDF.
    fd, tmp = tempfile.mkstemp(dir=cache_dir, suffix=".tmp")
    with os.fdopen(fd, "wb") as out:
        out.write(render_pdf())
    os.replace(tmp, path)
    return path
