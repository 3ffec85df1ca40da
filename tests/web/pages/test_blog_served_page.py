"""/blog and /blog/<slug> as the built frontend serves them (issue 20, Lighthouse 100): the
page between the site's header and footer, in the document the app hydrates (the stylesheet
inline, the scripts at low priority), named for the route that keeps it, and the list with
the data the app would fetch for it, so the app takes the page over without asking again.
Needs the built frontend (`make test` builds it first); the look is compared with the app's
own render in Chromium by tests/e2e/test_blog_served_html.py."""

import json
import re

import pytest

from pipeline.models.db import db
from tests.support import blog_factory as make
from web.config import ROOT

DIST = ROOT / "frontend" / "dist"
pytestmark = [
    pytest.mark.skipif(
        not (DIST / "routes.json").is_file(), reason="frontend not built: run `make build`"
    ),
    pytest.mark.parametrize("stack", ["sqlite"], indirect=True),
]
EMAIL = "team@another.example"


@pytest.fixture
def posts(app):
    app.config["CONTACT_EMAIL"] = EMAIL
    with app.app_context():
        tools = make.category("AI Tools", "ai-tools")
        other = make.category("Strategy", "strategy")
        for n in range(8):
            make.post(f"Post number {n}", slug=f"post-{n}", category=tools if n % 2 else other)
        make.draft("Secret draft")
        db.session.commit()


def served_data(html: str) -> dict:
    [raw] = re.findall(r'<script type="application/json" id="blog-data">(.*?)</script>', html)
    return json.loads(raw)


def part_of(html: str, name: str) -> str:
    main = re.search(r"<main[\s>].*?</main>", html, re.S).group(0)
    assert main.count("data-prerendered-html=") == 1
    assert f'<div data-prerendered-html="{name}">' in main
    return main


@pytest.mark.parametrize(
    ("path", "part"), [("/blog", "blog-list"), ("/blog/post-3", "blog-article")]
)
def test_served_in_the_site_frame_the_app_hydrates(posts, client, path, part):
    html = client.get(path).get_data(as_text=True)
    assert '<div id="root" data-prerendered="true">' in html
    frame = html.replace(part_of(html, part), "")
    assert len(re.findall(r"<header[\s>]", frame)) == 1 and '<nav aria-label="Main"' in frame
    assert len(re.findall(r"<footer[\s>]", frame)) == 1
    assert f'href="mailto:{EMAIL}"' in re.search(r"<footer.*?</footer>", html, re.S).group(0)
    # First paint waits for the HTML alone, as on the prerendered pages.
    assert "<style>" in html and 'rel="stylesheet"' not in html
    assert re.search(r'<script type="module" fetchpriority="low"', html)
    assert len(re.findall(r"<h1[\s>]", html)) == 1
    ids = re.findall(r'\sid="([^"]+)"', html)
    assert len(ids) == len(set(ids)), "an id is on the page twice"


def test_the_list_carries_what_the_api_gives_the_app(posts, client):
    for query, api_query in [
        ("", ""),
        ("?category=ai-tools", "&category=ai-tools"),
        ("?q=%20number%201%20", "&q=number+1"),
    ]:
        data = served_data(client.get(f"/blog{query}").get_data(as_text=True))
        assert data["posts"] == client.get(f"/api/blog/posts?limit=6{api_query}").get_json()
        assert data["categories"] == client.get("/api/blog/categories").get_json()["categories"]
        assert data["popular"] == client.get("/api/blog/popular").get_json()["posts"]
    assert data["filters"] == {"q": "number 1", "category": "all"}
    strategy = served_data(client.get("/blog?category=strategy").get_data(as_text=True))
    assert strategy["filters"] == {"q": "", "category": "strategy"}


def test_the_list_is_the_apps_page_of_posts_with_a_link_on_without_javascript(posts, client):
    first = client.get("/blog").get_data(as_text=True)
    main = part_of(first, "blog-list")
    cards = re.search(r'<ul class="grid gap-6 sm:grid-cols-2">.*?</ul>', main, re.S).group(0)
    assert cards.count("<article") == 6
    assert ">Load More Posts</button>" in main
    [older] = re.findall(r'<noscript>.*?href="(/blog\?cursor=[^"]+)".*?</noscript>', main, re.S)
    later = client.get(older.replace("&amp;", "&")).get_data(as_text=True)
    assert later.count("<article") == 2 and "Load More Posts" not in later
    # A later page is not the app's view of the address: it fetches the first page itself.
    assert served_data(later)["posts"] is None


def test_the_newsletter_card_is_the_apps_own_with_the_configured_address(posts, client):
    main = part_of(client.get("/blog").get_data(as_text=True), "blog-list")
    aside = re.search(r"<aside.*?</aside>", main, re.S).group(0)
    assert ">Get the Calm AI Digest</h2>" in aside
    assert re.search(r'<input id="[^"]+" aria-invalid="false" type="email"', aside)
    assert f'<a href="mailto:{EMAIL}"' in aside  # its note for visitors without JavaScript
    assert ">Popular Posts</h2>" in aside and ">About the authors</h2>" in aside


def test_the_article_shares_its_canonical_address(posts, client, app):
    main = part_of(client.get("/blog/post-3").get_data(as_text=True), "blog-article")
    url = app.config["SITE_URL"] + "/blog/post-3"
    encoded = url.replace(":", "%3A").replace("/", "%2F")
    assert f'href="https://www.linkedin.com/sharing/share-offsite/?url={encoded}"' in main
    assert f"mailto:?subject=Post%20number%203&amp;body=Post%20number%203%0A%0A{encoded}" in main
    assert re.search(r'aria-label="AI Consultancy team"[^>]*>AC</span>', main)
