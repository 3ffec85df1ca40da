"""The blog as served before any script runs: /blog, /blog/<slug>, /blog/rss.xml and
/sitemap.xml (spec 2.8 SEO)."""

import json
import re
from xml.etree import ElementTree as ET

import pytest

from pipeline.models.db import db
from tests.support import blog_factory as make

SITE = "https://www.example.co.uk"
# What Vite emits for frontend/index.html, minus the hashed asset names.
SHELL = """<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <title>AI Training & Strategic Consulting | AI Consultancy</title>
    <meta
      name="description"
      content="Practical AI training and strategic consulting for UK small businesses."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
"""
XSS_BODY = (
    "<h2>Why it matters</h2><p>Chasing invoices by hand wastes hours.</p>"
    "<script>alert('pwned')</script>"
    '<img src="/images/x.png" onerror="alert(1)">'
    '<a href="javascript:alert(2)">click me</a>'
)


@pytest.fixture
def pages(app, tmp_path):
    (tmp_path / "index.html").write_text(SHELL)
    app.config.update(FRONTEND_DIST=str(tmp_path), SITE_URL=SITE)
    with app.app_context():
        auto = make.category("Automation", "automation")
        make.post("Invoices on autopilot", slug="invoices", category=auto, days_ago=3,
                  excerpt="Stop chasing late payers by hand.", content=XSS_BODY,
                  featured_image="/images/blog/invoices.svg", author_name="Sarah Mitchell",
                  read_time_minutes=5)  # fmt: skip
        make.post("Search engines </script><b>love</b> & trust", slug="seo-post",
                  seo_title="Custom SEO title", seo_description="Custom description.",
                  featured_image="https://cdn.example.com/seo.png", days_ago=5)  # fmt: skip
        make.draft("Secret draft")
        make.scheduled("Future post")
        db.session.commit()
    return app


def head_of(html: str) -> str:
    return html.split("</head>", 1)[0]


def meta(html: str, key: str, value: str) -> list[str]:
    return re.findall(rf'<meta {key}="{re.escape(value)}" content="([^"]*)"', head_of(html))


def cards_of(html: str) -> str:
    """The list of posts, without the sidebar (whose popular posts ignore the filters)."""
    return re.search(r'<ul class="grid gap-6 sm:grid-cols-2">.*?</ul>', html, re.S).group(0)


def json_ld(html: str) -> dict:
    [raw] = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    return json.loads(raw)


def test_article_page_is_served_with_its_seo_and_body(pages, client):
    resp = client.get("/blog/invoices")
    assert resp.status_code == 200
    html = resp.get_data(as_text=True)
    assert "<title>Invoices on autopilot | AI Consultancy Blog</title>" in html
    assert meta(html, "name", "description") == ["Stop chasing late payers by hand."]
    assert f'<link rel="canonical" href="{SITE}/blog/invoices" />' in html
    assert (
        '<link rel="alternate" type="application/rss+xml" title="AI Consultancy Blog"'
        f' href="{SITE}/blog/rss.xml" />'
    ) in html
    assert meta(html, "property", "og:type") == ["article"]
    assert meta(html, "property", "og:title") == ["Invoices on autopilot | AI Consultancy Blog"]
    assert meta(html, "property", "og:image") == [f"{SITE}/images/blog/invoices.svg"]
    assert meta(html, "name", "twitter:card") == ["summary_large_image"]
    assert meta(html, "name", "twitter:image") == [f"{SITE}/images/blog/invoices.svg"]
    data = json_ld(html)
    assert data["@type"] == "BlogPosting"
    assert data["headline"] == "Invoices on autopilot"
    assert data["author"] == {"@type": "Person", "name": "Sarah Mitchell"}
    assert data["image"] == [f"{SITE}/images/blog/invoices.svg"]
    assert data["articleSection"] == "Automation"
    body = html.split('<div id="root" data-server-rendered="true">', 1)[1]
    assert "<h1" in body and "Invoices on autopilot</h1>" in body
    assert "Chasing invoices by hand wastes hours." in body
    assert "<h2>Why it matters</h2>" in body
    assert "Sarah Mitchell" in body and "5 min read" in body and "Automation" in body
    assert 'href="/blog">← Back to Blog</a>' in body
    assert '<script type="module"' in html  # the app still loads and takes over


def test_served_article_never_carries_script_from_the_body(pages, client):
    html = client.get("/blog/invoices").get_data(as_text=True)
    body = html.split('<div id="root" data-server-rendered="true">', 1)[1]
    assert "click me" in body
    for banned in ("<script", "onerror", "javascript:", "alert("):
        assert banned not in body


def test_seo_fields_win_and_json_ld_cannot_close_its_script(pages, client):
    html = client.get("/blog/seo-post").get_data(as_text=True)
    assert "<title>Custom SEO title</title>" in html
    assert meta(html, "name", "description") == ["Custom description."]
    [ld_raw] = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    assert "</" not in ld_raw and "<b>" not in ld_raw
    assert json.loads(ld_raw)["headline"] == "Search engines </script><b>love</b> & trust"
    # In the visible body the title is escaped text, not markup.
    assert "Search engines &lt;/script&gt;&lt;b&gt;love&lt;/b&gt; &amp; trust" in html
    assert meta(html, "property", "og:image") == ["https://cdn.example.com/seo.png"]


def test_shell_description_is_replaced_not_duplicated(pages, client):
    for path in ("/blog/invoices", "/blog", "/blog/secret-draft"):
        html = client.get(path).get_data(as_text=True)
        assert head_of(html).count('name="description"') == 1, path
        assert "strategic consulting for UK small businesses" not in html


@pytest.mark.parametrize("slug", ["secret-draft", "future-post", "no-such-post"])
def test_missing_draft_or_scheduled_article_is_a_404_page(pages, client, slug):
    resp = client.get(f"/blog/{slug}")
    assert resp.status_code == 404
    html = resp.get_data(as_text=True)
    assert "<title>Article Not Found | AI Consultancy Blog</title>" in html
    assert "Article Not Found</h1>" in html
    assert "The article you&#39;re looking for doesn&#39;t exist or has been removed." in html
    assert 'href="/blog">← Back to Blog</a>' in html
    assert '<meta name="robots" content="noindex" />' in html
    assert "Secret draft" not in html and "Future post" not in html


def test_list_page_links_every_public_post(pages, client):
    resp = client.get("/blog")
    assert resp.status_code == 200
    html = resp.get_data(as_text=True)
    assert "<title>Blog | AI Consultancy</title>" in html
    assert meta(html, "name", "description") == [
        "Practical articles on using AI in small and growing businesses."
    ]
    assert f'<link rel="canonical" href="{SITE}/blog" />' in html
    assert "application/rss+xml" in head_of(html)
    assert 'href="/blog/invoices">Invoices on autopilot</a>' in html
    assert 'href="/blog/seo-post"' in html
    assert "Secret draft" not in html and "Future post" not in html
    filtered = cards_of(client.get("/blog?category=automation").get_data(as_text=True))
    assert 'href="/blog/invoices"' in filtered and 'href="/blog/seo-post"' not in filtered
    none = client.get("/blog?q=nothing-matches").get_data(as_text=True)
    assert "No posts found matching your criteria." in none


def test_rss_feed_has_public_posts_with_sanitised_content(pages, client):
    resp = client.get("/blog/rss.xml")
    assert resp.status_code == 200
    assert resp.mimetype == "application/rss+xml"
    root = ET.fromstring(resp.data)  # noqa: S314 (our own output)
    assert root.tag == "rss" and root.get("version") == "2.0"
    items = root.findall("./channel/item")
    assert [i.findtext("title") for i in items] == [
        "Invoices on autopilot",
        "Search engines </script><b>love</b> & trust",
    ]
    assert items[0].findtext("link") == f"{SITE}/blog/invoices"
    assert items[0].findtext("description") == "Stop chasing late payers by hand."
    content = items[0].findtext("{http://purl.org/rss/1.0/modules/content/}encoded")
    assert "Chasing invoices by hand wastes hours." in content
    for banned in ("<script", "onerror", "javascript:", "alert("):
        assert banned not in content
    assert b"Secret draft" not in resp.data and b"Future post" not in resp.data


def test_sitemap_lists_static_routes_and_public_posts_with_lastmod(pages, client):
    resp = client.get("/sitemap.xml")
    assert resp.status_code == 200
    root = ET.fromstring(resp.data)  # noqa: S314 (our own output)
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    urls = {u.findtext("s:loc", namespaces=ns): u.findtext("s:lastmod", namespaces=ns)
            for u in root.findall("s:url", ns)}  # fmt: skip
    for path in ("/", "/blog", "/contact", "/plans/growth", "/privacy-policy"):
        assert f"{SITE}{path}" in urls
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", urls[f"{SITE}/blog/invoices"])
    assert f"{SITE}/blog/seo-post" in urls
    assert not any("secret-draft" in u or "future-post" in u for u in urls)
    assert not any("/admin" in u for u in urls)
