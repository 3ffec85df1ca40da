"""The newsletter's public archive as JSON (issue 36), for the app's own rendering of the
pages web/pages/newsletter.py serves: the sent issues of the newsletter (never an
early-access one, a draft or a send under way), newest first, and one issue by its slug
with its body sanitised again on the way out.

GET /api/newsletter/issues          the archive
GET /api/newsletter/issues/<slug>   one issue"""

from flask import Blueprint, jsonify

from pipeline import newsletter
from pipeline.models.newsletter_issue import NewsletterIssue
from web.api.public.blog import iso
from web.errors import ApiError

bp = Blueprint("newsletter_archive", __name__, url_prefix="/api/newsletter/issues")

NOT_FOUND = "That issue doesn't exist, or isn't in our archive."


def summary_json(issue: NewsletterIssue) -> dict:
    return {
        "slug": issue.slug,
        "subject": issue.subject,
        "preview": issue.preview,
        "sent_at": iso(issue.sent_at),
    }


def detail_json(issue: NewsletterIssue) -> dict:
    return {**summary_json(issue), "body_html": newsletter.archive_body(issue.body_html)}


@bp.get("")
def archive():
    return jsonify({"issues": [summary_json(i) for i in newsletter.sent_issues()]})


@bp.get("/<slug>")
def one(slug: str):
    issue = newsletter.archived_issue(slug)
    if issue is None:
        raise ApiError(404, NOT_FOUND, "not_found")
    return jsonify({"issue": detail_json(issue)})
