"""The public archive (issue 36): the newsletter's sent issues, newest first, each at its own
address with its sanitised body; the feed and the sitemap read the same list. Early-access
issues, drafts and sends still under way are never public."""

from __future__ import annotations

from pipeline.models.db import db
from pipeline.models.newsletter_issue import NewsletterIssue

PAGE_SIZE = 50


def _public():
    return (
        NewsletterIssue.list_name == "newsletter",
        NewsletterIssue.status == "sent",
        NewsletterIssue.slug.is_not(None),
    )


def sent_issues(limit: int = PAGE_SIZE) -> list[NewsletterIssue]:
    return list(
        db.session.scalars(
            db.select(NewsletterIssue)
            .where(*_public())
            .order_by(NewsletterIssue.sent_at.desc(), NewsletterIssue.id.desc())
            .limit(limit)
        )
    )


def by_slug(slug: str) -> NewsletterIssue | None:
    if not slug or len(slug) > 220:
        return None
    return db.session.scalar(
        db.select(NewsletterIssue).where(NewsletterIssue.slug == slug, *_public())
    )
