"""/sitemap.xml: the public routes of spec 2.1 plus every public blog post and every issue in
the newsletter's archive with its lastmod.
Drafts and scheduled posts never appear (pipeline.blog.published decides what is public)."""

from xml.etree import ElementTree as ET

from flask import Blueprint, Response, current_app

from pipeline import blog, newsletter

bp = Blueprint("sitemap", __name__)

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
# Routes a visitor can land on (spec 2.1). Left out: /business-inquiry (no content shown),
# /form-test (a redirect), the admin area and the 404 page.
STATIC_ROUTES = (
    "/",
    "/services",
    "/services/custom-projects",
    "/services/ai-audit",
    "/services/training",
    "/services/starter-kit",
    "/explore-training",
    "/how-it-works",
    "/aim-framework",
    "/contact",
    "/about",
    "/blog",
    "/ai-tool-finder",
    "/find-your-fit",
    "/plans/clarity",
    "/plans/growth",
    "/plans/freedom",
    "/compare-plans",
    "/newsletter",
    "/smart-automation-guide",
    "/privacy-policy",
    "/terms-of-service",
    "/cookie-notice",
)


def sitemap_blog_entries() -> list[tuple[str, str]]:
    """(path, lastmod date) for every public post, newest first."""
    entries = []
    for slug, published_at, updated_at in blog.sitemap_posts():
        changed = max(published_at, updated_at) if updated_at else published_at
        entries.append((f"/blog/{slug}", changed.date().isoformat()))
    return entries


def sitemap_newsletter_entries() -> list[tuple[str, str]]:
    """(path, lastmod date) for every issue in the newsletter's public archive."""
    return [
        (f"/newsletter/issues/{issue.slug}", issue.sent_at.date().isoformat())
        for issue in newsletter.sent_issues(limit=5000)
    ]


def sitemap_document(site_url: str) -> bytes:
    urlset = ET.Element("urlset", xmlns=NS)
    for path in STATIC_ROUTES:
        ET.SubElement(ET.SubElement(urlset, "url"), "loc").text = site_url + path
    for path, lastmod in [*sitemap_blog_entries(), *sitemap_newsletter_entries()]:
        url = ET.SubElement(urlset, "url")
        ET.SubElement(url, "loc").text = site_url + path
        ET.SubElement(url, "lastmod").text = lastmod
    return ET.tostring(urlset, encoding="utf-8", xml_declaration=True)


@bp.get("/sitemap.xml")
def sitemap():
    response = Response(
        sitemap_document(current_app.config["SITE_URL"]), mimetype="application/xml"
    )
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
