"""The newsletter's public archive as served (issue 36): /newsletter/issues/<slug> comes back
with its own title, description, canonical URL and the issue itself, as the app renders it
(frontend/src/features/newsletter/NewsletterIssuePage.tsx), with the sign-up card under it;
/newsletter/rss.xml is the archive's RSS 2.0 feed. The archive's list is on /newsletter,
the sign-up page, which the app renders from GET /api/newsletter/issues. Early-access
issues are never here. Registered before the frontend catch-all."""

from datetime import UTC
from email.utils import format_datetime
from xml.etree import ElementTree as ET

from flask import Blueprint, Response, current_app
from markupsafe import Markup

from pipeline import blog, newsletter
from pipeline.mail import render
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.settings import company_name
from web.api.public.blog import iso
from web.api.public.newsletter_archive import NOT_FOUND, detail_json
from web.pages.blog import long_date, script_json
from web.pages.feed import CONTENT
from web.pages.frontend import render_page, server_part

bp = Blueprint("newsletter_pages", __name__)

TITLE = "The Calm AI Digest"
DESCRIPTION = "Past issues of the Calm AI Digest: practical AI ideas for busy business owners."
PART = "newsletter-issue"  # the app's name for the page's HTML (frontend/src/app/routes.tsx)
FEED_ITEMS = 20


def _site(path: str = "") -> str:
    return current_app.config["SITE_URL"] + path


def _page(title: str, head: dict, body: str, status: int = 200) -> Response:
    context = {"site_name": company_name(), "title": title, "feed_title": TITLE,
               "feed_url": _site("/newsletter/rss.xml"), "noindex": False, "og_type": "article",
               "image": None, "image_alt": "", "image_width": None, "image_height": None,
               "published_time": None, "json_ld": None, "app_data": None}  # fmt: skip
    head_html = render("pages/newsletter_head.html", **{**context, **head})
    return render_page(title, head_html, body, status, part=PART)


def _description(issue: NewsletterIssue) -> str:
    text = issue.preview or blog.plain_text(issue.body_html)
    return text[:160].rstrip()


@bp.get("/newsletter/issues/<slug>")
def issue_page(slug: str):
    issue = newsletter.archived_issue(slug)
    if issue is None:
        body = render("pages/newsletter_not_found.html", message=NOT_FOUND)
        head = {"description": NOT_FOUND, "canonical": _site(f"/newsletter/issues/{slug}"),
                "noindex": True}  # fmt: skip
        return _page(f"Issue not found | {TITLE}", head, body, 404)
    data = detail_json(issue)
    canonical = _site(f"/newsletter/issues/{issue.slug}")
    body = render(
        "pages/newsletter_issue.html",
        issue=data,
        body=Markup(data["body_html"]),  # noqa: S704 (sanitised by nh3)
        long_date=long_date(issue.sent_at),
        signup_card=server_part("blog-signup-card"),
    )
    head = {
        "description": _description(issue),
        "canonical": canonical,
        "published_time": iso(issue.sent_at),
        "app_data": script_json({"issue": data}),
    }
    return _page(f"{issue.subject} | {TITLE}", head, body)


def rss_document(issues: list[NewsletterIssue], site_url: str) -> bytes:
    rss = ET.Element("rss", version="2.0")
    channel = ET.SubElement(rss, "channel")
    ET.SubElement(channel, "title").text = TITLE
    ET.SubElement(channel, "link").text = f"{site_url}/newsletter"
    ET.SubElement(channel, "description").text = DESCRIPTION
    ET.SubElement(channel, "language").text = "en-gb"
    for issue in issues:
        link = f"{site_url}/newsletter/issues/{issue.slug}"
        item = ET.SubElement(channel, "item")
        ET.SubElement(item, "title").text = issue.subject
        ET.SubElement(item, "link").text = link
        ET.SubElement(item, "guid", isPermaLink="true").text = link
        ET.SubElement(item, "pubDate").text = format_datetime(issue.sent_at.replace(tzinfo=UTC))
        ET.SubElement(item, "description").text = issue.preview or ""
        ET.SubElement(item, f"{{{CONTENT}}}encoded").text = newsletter.archive_body(issue.body_html)
    return ET.tostring(rss, encoding="utf-8", xml_declaration=True)


@bp.get("/newsletter/rss.xml")
def feed():
    xml = rss_document(newsletter.sent_issues(FEED_ITEMS), _site())
    response = Response(xml, mimetype="application/rss+xml")
    response.headers["Cache-Control"] = "public, max-age=300"
    return response
