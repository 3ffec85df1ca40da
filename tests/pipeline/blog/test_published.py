"""Public blog queries (pipeline/blog/published.py): what is public, ordering, filters and keyset
pagination, on SQLite and PostgreSQL."""

from datetime import timedelta

import pytest

from pipeline.blog import published as blog
from pipeline.models.db import db, utcnow
from tests.support import blog_factory as make


def slugs(posts) -> list[str]:
    return [p.slug for p in posts]


def all_pages(limit: int, **filters) -> list[str]:
    seen, cursor = [], None
    while True:
        page = blog.list_posts(limit=limit, cursor=cursor, **filters)
        seen += slugs(page.posts)
        if page.next_cursor is None:
            return seen
        cursor = page.next_cursor


def test_only_published_posts_dated_in_the_past_are_public_anywhere(app):
    with app.app_context():
        news = make.category("News")
        live = make.post("Live post", slug="live", category=news)
        make.draft("Secret draft", category=news)
        make.scheduled("Future post", category=news)
        # Published but never given a date: it cannot be placed in the order, so not public.
        make.post("Undated", slug="undated", published_at=None, category=news)
        make.post("Draft with a date", slug="dated-draft", status="draft", category=news)
        db.session.commit()

        assert slugs(blog.list_posts().posts) == ["live"]
        assert slugs(blog.list_posts(search="post").posts) == ["live"]
        assert slugs(blog.list_posts(search="secret").posts) == []
        assert slugs(blog.list_posts(category="news").posts) == ["live"]
        assert slugs(blog.popular_posts()) == ["live"]
        assert slugs(blog.feed_posts()) == ["live"]
        assert [row[0] for row in blog.sitemap_posts()] == ["live"]
        for slug in ("secret-draft", "future-post", "undated", "dated-draft"):
            assert blog.get_post(slug) is None
        assert blog.get_post("live").id == live.id


def test_a_scheduled_post_goes_public_when_its_time_comes(app):
    with app.app_context():
        post = make.scheduled()
        db.session.commit()
        assert blog.get_post("future-post") is None
        post.published_at = utcnow() - timedelta(seconds=1)
        db.session.commit()
        assert blog.get_post("future-post") is not None
        assert slugs(blog.list_posts().posts) == ["future-post"]


def test_list_is_newest_first_with_id_breaking_ties(app):
    with app.app_context():
        same = utcnow() - timedelta(days=2)
        make.post("Old", slug="old", days_ago=30)
        first = make.post("Tie A", slug="tie-a", published_at=same)
        second = make.post("Tie B", slug="tie-b", published_at=same)
        make.post("New", slug="new", days_ago=0.5)
        db.session.commit()
        tied = [s.slug for s in sorted([first, second], key=lambda p: p.id, reverse=True)]
        assert slugs(blog.list_posts(limit=10).posts) == ["new", *tied, "old"]


def test_search_is_case_insensitive_on_title_or_excerpt_only(app):
    with app.app_context():
        make.post("Automating Invoices", slug="title-hit", excerpt="Cash flow")
        make.post("Cash flow tips", slug="excerpt-hit", excerpt="How to AUTOMATE reminders")
        make.post("Other", slug="body-only", excerpt="Nothing", content="<p>automate</p>")
        make.post("100% sure", slug="percent", excerpt="under_score")
        db.session.commit()
        assert set(slugs(blog.list_posts(search="automat").posts)) == {"title-hit", "excerpt-hit"}
        assert set(slugs(blog.list_posts(search="  AUTOMATING ").posts)) == {"title-hit"}
        # LIKE wildcards in the search text are literal characters.
        assert slugs(blog.list_posts(search="%").posts) == ["percent"]
        assert slugs(blog.list_posts(search="r_s").posts) == ["percent"]
        assert slugs(blog.list_posts(search="nothing here").posts) == []


def test_category_filter_by_slug_and_categories_by_name(app):
    with app.app_context():
        tools = make.category("Tools", "tools")
        auto = make.category("Automation", "automation")
        make.category("Strategy", "strategy")
        make.post("In tools", slug="in-tools", category=tools, days_ago=1)
        make.post("In automation", slug="in-auto", category=auto, days_ago=2)
        make.post("No category", slug="none", days_ago=3)
        db.session.commit()
        assert slugs(blog.list_posts(category="tools").posts) == ["in-tools"]
        assert slugs(blog.list_posts(category="automation", search="in").posts) == ["in-auto"]
        assert slugs(blog.list_posts(category="all").posts) == ["in-tools", "in-auto", "none"]
        assert slugs(blog.list_posts(category="no-such").posts) == []
        assert [c.name for c in blog.categories()] == ["Automation", "Strategy", "Tools"]


def test_popular_posts_are_the_three_newest(app):
    with app.app_context():
        for days in (5, 1, 3, 2, 4):
            make.post(f"{days} days", slug=f"d{days}", days_ago=days)
        db.session.commit()
        assert slugs(blog.popular_posts()) == ["d1", "d2", "d3"]


def test_pagination_returns_every_post_exactly_once(app):
    with app.app_context():
        same = utcnow() - timedelta(days=40)
        for i in range(7):  # a run of identical timestamps across page boundaries
            make.post(f"Same {i}", slug=f"same-{i}", published_at=same)
        for i in range(10):
            make.post(f"P {i}", slug=f"p-{i}", days_ago=i + 1)
        db.session.commit()
        expected = slugs(blog.list_posts(limit=50).posts)
        assert len(expected) == 17
        for limit in (1, 2, 3, 6):
            assert all_pages(limit) == expected


def test_pagination_is_stable_while_posts_are_published_between_pages(app):
    with app.app_context():
        for i in range(9):
            make.post(f"P {i}", slug=f"p-{i}", days_ago=i + 1)
        waiting = make.draft("Waiting", slug="waiting")
        db.session.commit()
        original = slugs(blog.list_posts(limit=50).posts)

        seen, cursor, published = [], None, 0
        while True:
            page = blog.list_posts(limit=2, cursor=cursor)
            seen += slugs(page.posts)
            if page.next_cursor is None:
                break
            cursor = page.next_cursor
            # Editors publish while the visitor is reading: a new post, then a draft.
            make.post(f"Breaking {published}", slug=f"breaking-{published}", days_ago=0)
            published += 1
            if published == 2:
                waiting.status, waiting.published_at = "published", utcnow()
            db.session.commit()

        assert seen == original
        assert len(seen) == len(set(seen)) == 9
        assert published >= 4
        # The newly published posts are at the top for the next visitor.
        assert slugs(blog.list_posts(limit=2).posts)[0].startswith("breaking-")


def test_a_cursor_we_did_not_issue_is_rejected(app):
    with app.app_context():
        for bad in ("zzz", "bm90LWEtY3Vyc29y", "!!!"):
            with pytest.raises(blog.InvalidCursor):
                blog.list_posts(cursor=bad)


def test_page_size_is_bounded(app):
    with app.app_context():
        for i in range(3):
            make.post(slug=f"s-{i}")
        db.session.commit()
        assert len(blog.list_posts(limit=0).posts) == 1
        assert len(blog.list_posts(limit=10_000).posts) == 3


def test_search_follows_edits_to_title_and_excerpt(app):
    with app.app_context():
        post = make.post("Original headline", slug="edited", excerpt="First summary")
        db.session.commit()
        assert slugs(blog.list_posts(search="original").posts) == ["edited"]
        post.title, post.excerpt = "Rewritten HEADLINE", None
        db.session.commit()
        assert slugs(blog.list_posts(search="original").posts) == []
        assert slugs(blog.list_posts(search="first summary").posts) == []
        assert slugs(blog.list_posts(search="rewritten headline").posts) == ["edited"]
