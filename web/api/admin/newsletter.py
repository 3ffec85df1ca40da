"""/api/admin/newsletter: the newsletter's issues for editors and admins (issue 36): write a
draft, preview it as a mail client shows it, send a test to yourself, schedule or send
now, cancel a schedule, follow the send's progress; a draft from a blog post; the weekly
digest's settings. A sent issue (or one being sent) is read-only: 409."""

from datetime import UTC

from flask import Blueprint, current_app, jsonify, request
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, validate
from marshmallow import fields as ma_fields

from pipeline import newsletter
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db
from pipeline.models.newsletter_issue import ISSUE_LISTS, NewsletterIssue
from web.api import forms
from web.api.forms import load_json
from web.api.public.blog import iso
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_newsletter", __name__, url_prefix="/api/admin/newsletter")
guard_blueprint(bp, "newsletter")
protect_blueprint(bp)

PER_PAGE = 20
LIST_MESSAGE = "Choose the newsletter or the early access list."
UNVERIFIED = "Confirm your own email address first: the test goes there."


@bp.before_request
def _allow_long_bodies():
    # An issue's body with markup can be far longer than the site-wide 64 KB form cap.
    request.max_content_length = current_app.config["ADMIN_MAX_CONTENT_LENGTH"]


class IssueSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    subject = forms.Text(max_length=200, required_message="Subject is required.")
    preview = forms.Text(max_length=300, allow_none=True, load_default="")
    body_html = forms.Text(
        max_length=1_000_000, single_line=False, allow_none=True, load_default=""
    )
    list = ma_fields.String(
        load_default="newsletter", validate=validate.OneOf(ISSUE_LISTS, error=LIST_MESSAGE)
    )


class SendSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    at = ma_fields.AwareDateTime(
        allow_none=True,
        load_default=None,
        default_timezone=UTC,
        error_messages={"invalid": "Enter a valid date and time."},
    )


class FromPostSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    mode = ma_fields.String(
        load_default="summary",
        validate=validate.OneOf(newsletter.POST_MODES, error="Choose summary or whole."),
    )


class DigestSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    enabled = ma_fields.Boolean(required=True, error_messages={"required": "Say on or off."})
    weekday = ma_fields.Integer(
        load_default=0,
        validate=validate.Range(0, 6, error="Choose a day of the week."),
        strict=True,
    )
    hour = ma_fields.Integer(
        load_default=9,
        validate=validate.Range(0, 23, error="Choose an hour from 0 to 23."),
        strict=True,
    )


def issue_json(issue: NewsletterIssue, with_body: bool = False) -> dict:
    data = {
        "id": issue.id,
        "subject": issue.subject,
        "preview": issue.preview,
        "list": issue.list_name,
        "status": issue.status,
        "origin": issue.origin,
        "post_id": issue.post_id,
        "editable": newsletter.editable(issue),
        "scheduled_at": iso(issue.scheduled_at),
        "started_at": iso(issue.started_at),
        "sent_at": iso(issue.sent_at),
        "created_at": iso(issue.created_at),
        "updated_at": iso(issue.updated_at),
        "archive_url": f"/newsletter/issues/{issue.slug}"
        if issue.slug and issue.list_name == "newsletter" and issue.status == "sent"
        else None,
        "counts": newsletter.issue_counts(issue),
    }
    if with_body:
        data["body_html"] = issue.body_html
    return data


def _get(issue_id: int) -> NewsletterIssue:
    issue = db.session.get(NewsletterIssue, issue_id)
    if issue is None:
        raise ApiError(404, "That issue no longer exists.", "not_found")
    return issue


def _problem(exc: newsletter.IssueError) -> ApiError:
    fields = {name: [message] for name, message in exc.fields.items()}
    return ApiError(400, str(exc), "validation_error", fields)


def _locked(exc: newsletter.IssueLocked) -> ApiError:
    return ApiError(409, str(exc), "conflict")


def _save(issue: NewsletterIssue | None) -> NewsletterIssue:
    data = load_json(IssueSchema())
    data["list_name"] = data.pop("list")
    try:
        return newsletter.save(issue, data)
    except newsletter.IssueError as exc:
        raise _problem(exc) from None
    except newsletter.IssueLocked as exc:
        raise _locked(exc) from None


@bp.get("/issues")
def list_issues():
    page = request.args.get("page", "1")
    page = int(page) if page.isdecimal() and 0 < int(page) < 100_000 else 1
    issues, total = newsletter.list_issues(page, PER_PAGE)
    return jsonify(
        {
            "issues": [issue_json(i) for i in issues],
            "total": total,
            "page": page,
            "per_page": PER_PAGE,
        }
    )


@bp.post("/issues")
def create_issue():
    return jsonify({"issue": issue_json(_save(None), with_body=True)}), 201


@bp.get("/issues/<int(max=2147483647):issue_id>")
def get_issue(issue_id: int):
    return jsonify({"issue": issue_json(_get(issue_id), with_body=True)})


@bp.put("/issues/<int(max=2147483647):issue_id>")
def update_issue(issue_id: int):
    return jsonify({"issue": issue_json(_save(_get(issue_id)), with_body=True)})


@bp.delete("/issues/<int(max=2147483647):issue_id>")
def delete_issue(issue_id: int):
    try:
        newsletter.delete(_get(issue_id))
    except newsletter.IssueLocked as exc:
        raise _locked(exc) from None
    return "", 204


@bp.get("/issues/<int(max=2147483647):issue_id>/preview")
def preview(issue_id: int):
    return jsonify(newsletter.preview_json(_get(issue_id)))


@bp.post("/issues/<int(max=2147483647):issue_id>/test")
def send_test(issue_id: int):
    issue = _get(issue_id)
    if not current_user.email_verified:
        raise ApiError(409, UNVERIFIED, "conflict")
    newsletter.send_test(issue, current_user.email)
    return jsonify({"sent_to": current_user.email}), 202


@bp.post("/issues/<int(max=2147483647):issue_id>/send")
def send(issue_id: int):
    issue = _get(issue_id)
    at = load_json(SendSchema())["at"]
    at = at.astimezone(UTC).replace(tzinfo=None) if at is not None else None
    try:
        newsletter.schedule(issue, at)
    except newsletter.IssueError as exc:
        raise _problem(exc) from None
    except newsletter.IssueLocked as exc:
        raise _locked(exc) from None
    return jsonify({"issue": issue_json(issue)})


@bp.post("/issues/<int(max=2147483647):issue_id>/cancel")
def cancel(issue_id: int):
    try:
        issue = newsletter.cancel(_get(issue_id))
    except newsletter.IssueLocked as exc:
        raise _locked(exc) from None
    return jsonify({"issue": issue_json(issue)})


@bp.post("/from-post/<int(max=2147483647):post_id>")
def from_post(post_id: int):
    post = db.session.get(BlogPost, post_id)
    if post is None:
        raise ApiError(404, "That post no longer exists.", "not_found")
    if post.status != "published":
        raise ApiError(409, "Publish the post first: the email links to it.", "conflict")
    mode = load_json(FromPostSchema())["mode"]
    issue = newsletter.from_post(post, mode, current_app.config["SITE_URL"])
    return jsonify({"issue": issue_json(issue, with_body=True)}), 201


@bp.get("/digest")
def digest_settings():
    return jsonify(
        {"digest": newsletter.digest_settings_json(newsletter.current_digest_settings())}
    )


@bp.put("/digest")
def save_digest_settings():
    data = load_json(DigestSchema())
    saved = newsletter.save_digest_settings(data["enabled"], data["weekday"], data["hour"])
    return jsonify({"digest": newsletter.digest_settings_json(saved)})
