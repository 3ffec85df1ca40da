"""One issue of a newsletter (issue 36): what editors write and send to a list. The row is
kept for good (the public archive shows the newsletter's sent issues); its deliveries, one
per recipient, fall under the retention schedule, so `counts` keeps the figures as the send
left them."""

from sqlalchemy import JSON, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

ISSUE_STATUSES = ("draft", "scheduled", "sending", "sent")
ISSUE_LISTS = ("newsletter", "early_access")


class NewsletterIssue(db.Model):
    __tablename__ = "newsletter_issues"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    subject: Mapped[str] = mapped_column(String(200), nullable=False)
    # The inbox's preview line (the hidden preheader at the top of the HTML part).
    preview: Mapped[str] = mapped_column(String(300), nullable=False, default="")
    # Sanitised like a post's body (pipeline.blog.sanitize_html) when saved and when sent.
    body_html: Mapped[str] = mapped_column(Text, nullable=False, default="")
    list_name: Mapped[str] = mapped_column(String(40), nullable=False, default="newsletter")
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="draft")
    # "editor" (written in the admin), "post" (sent from a blog post), "digest" (weekly).
    origin: Mapped[str] = mapped_column(String(20), nullable=False, default="editor")
    post_id: Mapped[int | None] = mapped_column(ForeignKey("blog_posts.id", ondelete="SET NULL"))
    # The public archive's address (/newsletter/issues/<slug>), given when sending starts.
    slug: Mapped[str | None] = mapped_column(String(220), unique=True)
    scheduled_at = mapped_column(DateTime)
    started_at = mapped_column(DateTime)
    sent_at = mapped_column(DateTime)  # when the last delivery settled
    # When a batch job last claimed work: a send whose heartbeat is older than its lease
    # has lost its job (worker killed, Redis emptied) and the worker's timer restarts it.
    heartbeat_at = mapped_column(DateTime)
    # The figures as the send ended (queued, sent, failed, skipped, skipped_reasons,
    # unsubscribed_after): what the issue shows once its deliveries have expired.
    counts: Mapped[dict] = mapped_column(JSON, nullable=False, default=dict)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)

    __table_args__ = (
        Index("ix_newsletter_issues_status_scheduled", "status", "scheduled_at"),
        Index("ix_newsletter_issues_list_sent", "list_name", "status", "sent_at"),
    )
