"""The optional weekly digest (issue 36): the week's new blog posts, sent to the newsletter
list on the day and hour an editor chose (off by default). A week with no new post sends
nothing.

As the sales digest does (pipeline/leads/digest.py), the worker's timer asks each pass;
once the hour comes the week's run is staged in the outbox under an id that names the
week, so however many workers ask, it is made once, and Redis down only delays it. The run
(`send`, a job) writes the issue and schedules it in the commit that marks the run done."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from html import escape
from zoneinfo import ZoneInfo

from pipeline import blog, queues
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db, utcnow
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.newsletter import digest_settings, jobs
from pipeline.settings import setting

SEND = "pipeline.newsletter.digest.send"
RUN_PREFIX = "newsletter-digest-"
WEEK = timedelta(days=7)


def _local(now_utc: datetime) -> datetime:
    zone = ZoneInfo(setting("DIGEST_TIMEZONE", "Europe/London"))
    return now_utc.replace(tzinfo=UTC).astimezone(zone)


def schedule(now_utc: datetime) -> str | None:
    """Stage this week's run once its day and hour have come; its id, or None."""
    chosen = digest_settings.current()
    if not chosen.digest_enabled:
        return None
    local = _local(now_utc)
    if local.weekday() != chosen.digest_weekday or local.hour < chosen.digest_hour:
        return None
    year, week, _ = local.isocalendar()
    run_id = f"{RUN_PREFIX}{year}-W{week:02d}"
    return run_id if queues.stage_once(SEND, run_id) else None


def week_posts(now_utc: datetime) -> list[BlogPost]:
    """Posts that went public in the seven days up to now, oldest first."""
    return list(
        db.session.scalars(
            db.select(BlogPost)
            .where(
                BlogPost.status == "published",
                BlogPost.published_at > now_utc - WEEK,
                BlogPost.published_at <= now_utc,
            )
            .order_by(BlogPost.published_at, BlogPost.id)
        ).unique()
    )


def body(posts: list[BlogPost]) -> str:
    site = setting("SITE_URL")
    parts = ["<p>Here's what we published on the blog this week.</p>"]
    for post in posts:
        link = escape(f"{site}/blog/{post.slug}")
        excerpt = post.excerpt or blog.plain_text(post.content)[:280]
        parts.append(f'<h2><a href="{link}">{escape(post.title)}</a></h2>')
        parts.append(f"<p>{escape(excerpt)}</p>")
        parts.append(f'<p><a href="{link}">Read the article</a></p>')
    return blog.sanitize_html("".join(parts))


def subject(posts: list[BlogPost]) -> str:
    if len(posts) == 1:
        return f"This week on the blog: {posts[0].title}"[:200]
    return f"This week on the blog: {len(posts)} new articles"


def send(run_id: str) -> str:
    """The job (queues.JOBS): the week's issue, scheduled now, or nothing to send."""
    entry = db.session.get(OutboxEntry, run_id)
    if entry is not None and entry.done_at is not None:
        return "already done"
    now = utcnow()
    posts = week_posts(now)
    if not posts:
        queues.mark_done(run_id)
        return "no new post this week"
    issue = NewsletterIssue(
        subject=subject(posts),
        preview=" ".join(p.title for p in posts)[:300],
        body_html=body(posts),
        list_name="newsletter",
        status="scheduled",
        origin="digest",
        scheduled_at=now,
        heartbeat_at=now,
        counts={},
    )
    db.session.add(issue)
    db.session.flush()
    ref = jobs.stage(issue.id)
    queues.mark_done(run_id)  # one commit: the issue, its first job and the run done
    queues.enqueue([ref])
    return f"issue {issue.id} with {len(posts)} post(s)"
