"""Writing issues (issue 36): drafts, edits, a draft made from a blog post, scheduling and
cancelling. A draft or a scheduled issue can be changed; once its send has begun it is
read-only (IssueLocked, which the API answers 409). The body is stored sanitised, as a
post's is, and sanitised again when it is sent."""

from __future__ import annotations

from datetime import datetime

from pipeline import blog, queues
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db, utcnow
from pipeline.models.newsletter_issue import ISSUE_LISTS, NewsletterIssue
from pipeline.newsletter import jobs

SUBJECT_MAX = 200
PREVIEW_MAX = 300
BODY_MAX = 1_000_000
LOCKED = "This issue has been sent (or is being sent) and can no longer be changed."
NOT_SCHEDULED = "This issue is not scheduled."
IN_THE_PAST = "Choose a time in the future, or send it now."
EMPTY = "Write something in the body before sending."
POST_MODES = ("summary", "whole")


class IssueError(ValueError):
    """Field-level problems the editor can fix: {field: message}."""

    def __init__(self, fields: dict[str, str]):
        super().__init__("; ".join(fields.values()))
        self.fields = fields


class IssueLocked(ValueError):
    pass


def editable(issue: NewsletterIssue) -> bool:
    return issue.status in ("draft", "scheduled")


def _check(data: dict) -> dict[str, str]:
    problems = {}
    if not (data.get("subject") or "").strip():
        problems["subject"] = "Subject is required."
    if data.get("list_name") not in ISSUE_LISTS:
        problems["list"] = "Choose the newsletter or the early access list."
    return problems


def save(issue: NewsletterIssue | None, data: dict) -> NewsletterIssue:
    """Create (issue None) or update a draft from subject, preview, body_html, list_name."""
    if issue is not None and not editable(issue):
        raise IssueLocked(LOCKED)
    problems = _check(data)
    if problems:
        raise IssueError(problems)
    issue = issue or NewsletterIssue(status="draft", counts={})
    issue.subject = " ".join(data["subject"].split())[:SUBJECT_MAX]
    issue.preview = " ".join((data.get("preview") or "").split())[:PREVIEW_MAX]
    issue.body_html = blog.sanitize_html(data.get("body_html") or "")
    issue.list_name = data["list_name"]
    db.session.add(issue)
    db.session.commit()
    return issue


def _post_link(post: BlogPost, site_url: str) -> str:
    return f"{site_url}/blog/{post.slug}"


def from_post(post: BlogPost, mode: str, site_url: str) -> NewsletterIssue:
    """A draft to the newsletter from a blog post: its title, excerpt, image and a link
    ("summary"), or the whole post ("whole")."""
    link = _post_link(post, site_url)
    image = blog.safe_url(post.featured_image)
    parts = []
    if image:
        alt = post.featured_image_alt or ""
        parts.append(f'<p><a href="{link}"><img src="{image}" alt="{_attr(alt)}"></a></p>')
    if mode == "whole":
        parts.append(post.content or "")
        parts.append(f'<p><a href="{link}">Read it on our site</a></p>')
    else:
        excerpt = post.excerpt or blog.plain_text(post.content)[:300]
        parts.append(f"<p>{_text(excerpt)}</p>")
        parts.append(f'<p><a href="{link}">Read the article</a></p>')
    issue = NewsletterIssue(
        subject=" ".join(post.title.split())[:SUBJECT_MAX],
        preview=" ".join((post.excerpt or "").split())[:PREVIEW_MAX],
        body_html=blog.sanitize_html("".join(parts)),
        list_name="newsletter",
        status="draft",
        origin="post",
        post_id=post.id,
        counts={},
    )
    db.session.add(issue)
    db.session.commit()
    return issue


def _text(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _attr(value: str) -> str:
    return _text(value).replace('"', "&quot;")


def schedule(issue: NewsletterIssue, at: datetime | None) -> NewsletterIssue:
    """Send at `at` (naive UTC), or now (None): the issue is 'scheduled' until its send
    begins. Sending now stages the send's job at once; a later time is the worker's timer's
    (pipeline/newsletter/timer.py) to start."""
    if not editable(issue):
        raise IssueLocked(LOCKED)
    now = utcnow()
    if at is not None and at <= now:
        raise IssueError({"at": IN_THE_PAST})
    if not blog.plain_text(issue.body_html) and "<img" not in issue.body_html:
        raise IssueError({"body_html": EMPTY})
    issue.status = "scheduled"
    issue.scheduled_at = at or now
    staged = []
    if at is None:
        issue.heartbeat_at = now
        staged.append(jobs.stage(issue.id))
    db.session.commit()
    queues.enqueue(staged)
    return issue


def cancel(issue: NewsletterIssue) -> NewsletterIssue:
    """Back to a draft, unless its send has begun (a conditional update: the timer starting
    it at this moment wins or loses cleanly)."""
    changed = db.session.execute(
        db.update(NewsletterIssue)
        .where(NewsletterIssue.id == issue.id, NewsletterIssue.status == "scheduled")
        .values(status="draft", scheduled_at=None, updated_at=utcnow())
    )
    db.session.commit()
    if changed.rowcount != 1:
        db.session.refresh(issue)
        raise IssueLocked(LOCKED if not editable(issue) else NOT_SCHEDULED)
    db.session.refresh(issue)
    return issue


def slug_for(issue: NewsletterIssue) -> str:
    return f"{issue.id}-{blog.slugify(issue.subject) or 'issue'}"[:220]


def list_issues(page: int, per_page: int) -> tuple[list[NewsletterIssue], int]:
    total = db.session.scalar(db.select(db.func.count()).select_from(NewsletterIssue))
    rows = db.session.scalars(
        db.select(NewsletterIssue)
        .order_by(NewsletterIssue.created_at.desc(), NewsletterIssue.id.desc())
        .limit(per_page)
        .offset((page - 1) * per_page)
    )
    return list(rows), total


def delete(issue: NewsletterIssue) -> None:
    if issue.status != "draft":
        raise IssueLocked("Only a draft can be deleted.")
    db.session.delete(issue)
    db.session.commit()
