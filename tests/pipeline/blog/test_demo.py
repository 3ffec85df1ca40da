"""The shipped demo content (pipeline/blog/demo_blog.yaml via `flask content load-demo`)."""

from pipeline.blog import demo_content, published
from pipeline.blog.html import plain_text, sanitize_html
from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db


def test_load_demo_is_idempotent_and_keeps_the_draft_private(app):
    runner = app.test_cli_runner()
    result = runner.invoke(args=["content", "load-demo"])
    assert result.exit_code == 0, result.output
    # 13 blog rows, and the demo salesperson (account, profile, hours) /book offers times of.
    assert "16 new row(s)" in result.output
    assert "0 new row(s)" in runner.invoke(args=["content", "load-demo"]).output
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(BlogCategory)) == 4
        assert db.session.scalar(db.select(db.func.count()).select_from(BlogPost)) == 9
        public = published.list_posts(limit=50).posts
        assert len(public) == 8
        drafts = db.session.scalars(db.select(BlogPost).filter_by(status="draft")).all()
        assert len(drafts) == 1
        assert drafts[0].slug not in {p.slug for p in public}
        assert published.get_post(drafts[0].slug) is None
        assert len({p.category_id for p in public}) == 4
        assert any(p.featured_image is None for p in public)
        assert any(p.featured_image for p in public)


def test_demo_posts_are_real_articles(app):
    with app.app_context():
        demo_content.load()
        for post in published.list_posts(limit=50).posts:
            full = published.get_post(post.slug)
            words = len(plain_text(full.content).split())
            assert 400 <= words <= 800, (post.slug, words)
            assert "<h2>" in full.content and "<p>" in full.content and "<ul>" in full.content
            assert full.content == sanitize_html(full.content)
            assert full.read_time_minutes and full.author_name
            assert 2025 <= full.published_at.year <= 2026


def test_editor_changes_survive_a_reload(app):
    with app.app_context():
        demo_content.load()
        post = db.session.scalar(db.select(BlogPost).order_by(BlogPost.id))
        post.title = "Edited by an editor"
        db.session.commit()
        assert demo_content.load() == 0
        db.session.refresh(post)
        assert post.title == "Edited by an editor"
