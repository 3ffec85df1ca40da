"""The weekly digest (issue 36): off by default; on, it is staged once on its day and hour
however often the timer asks; a week with no new post sends nothing, a week with posts
sends them to the newsletter's subscribers."""

from datetime import datetime, timedelta

from pipeline import newsletter
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db
from pipeline.models.newsletter_issue import NewsletterIssue
from tests.support.newsletter_data import subscribers

# A Friday, 08:30 in London (UTC in winter).
FRIDAY_0830 = datetime(2026, 12, 4, 8, 30)


def _issues() -> list[NewsletterIssue]:
    return list(db.session.scalars(db.select(NewsletterIssue)))


def test_off_by_default_then_once_on_its_day_and_hour(app, run_worker, smtp):
    with app.app_context():
        (reader,) = subscribers(1)
        assert newsletter.tick(FRIDAY_0830)["digest"] is None  # off
        newsletter.save_digest_settings(True, weekday=4, hour=9)
        assert newsletter.tick(FRIDAY_0830)["digest"] is None  # before its hour
        assert newsletter.tick(FRIDAY_0830 - timedelta(days=1, hours=-1))["digest"] is None
        # The week's posts are read when the run runs: now, with one post this week.
        db.session.add(BlogPost(title="Calm & steady", slug="calm", excerpt="One step.",
                                content="<p>x</p>", status="published",
                                published_at=datetime.utcnow() - timedelta(days=2)))  # fmt: skip
        db.session.add(BlogPost(title="Old news", slug="old", content="<p>x</p>",
                                status="published",
                                published_at=datetime.utcnow() - timedelta(days=9)))  # fmt: skip
        db.session.commit()
        run = newsletter.tick(FRIDAY_0830 + timedelta(hours=1))["digest"]
        assert run == "newsletter-digest-2026-W49"
        assert newsletter.tick(FRIDAY_0830 + timedelta(hours=2))["digest"] is None  # once
    run_worker()
    with app.app_context():
        (issue,) = _issues()
        assert (issue.origin, issue.status) == ("digest", "sent")
        assert issue.subject == "This week on the blog: Calm & steady"
        assert "/blog/calm" in issue.body_html and "Old news" not in issue.body_html
    (message,) = smtp.wait_for(reader)
    assert message["Subject"] == "This week on the blog: Calm & steady"


def test_a_week_with_no_new_post_sends_nothing(app, run_worker, smtp):
    with app.app_context():
        subscribers(1)
        newsletter.save_digest_settings(True, weekday=4, hour=8)
        assert newsletter.tick(FRIDAY_0830)["digest"] == "newsletter-digest-2026-W49"
    run_worker()
    with app.app_context():
        assert _issues() == []
    assert smtp.messages == []
