"""True 404s (issue 16, finding 9): an unknown service slug or blog post answers 404 with the
site's header and footer, the spec's not-found wording and a way back, in the HTML as served
(the app shows the same page: frontend tests and tests/e2e/test_not_found_and_noscript.py).
Needs the built frontend (`make test` builds it first)."""

import re

import pytest

from pipeline.models.db import db
from tests.support import blog_factory as make
from tests.support.public_routes import SERVICE_SLUGS
from web.config import ROOT

DIST = ROOT / "frontend" / "dist"
pytestmark = pytest.mark.skipif(
    not (DIST / "routes.json").is_file(), reason="frontend not built: run `make build`"
)


@pytest.fixture
def get(app, client):
    app.config["CONTACT_EMAIL"] = "team@another.example"

    def fetch(path: str):
        response = client.get(path)
        return response, response.get_data(as_text=True)

    return fetch


def assert_in_site_layout(html: str) -> None:
    assert len(re.findall(r"<header[\s>]", html)) == 1
    assert '<nav aria-label="Main"' in html
    assert len(re.findall(r"<main[\s>]", html)) == 1
    assert len(re.findall(r"<footer[\s>]", html)) == 1
    assert 'href="mailto:team@another.example"' in re.search(r"<footer.*?</footer>", html, re.S)[0]
    assert len(re.findall(r"<h1[\s>]", html)) == 1
    assert '<meta name="robots" content="noindex"' in html


def main_of(html: str) -> str:
    return re.search(r"<main[\s>].*?</main>", html, re.S).group(0)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize(
    "path", ["/services/no-such-slug", "/services/ai-tool-finder-audit-x", "/services/SERVICES"]
)
def test_an_unknown_service_is_the_404_page(get, path):
    response, html = get(path)
    assert response.status_code == 404
    assert_in_site_layout(html)
    main = main_of(html)
    assert ">404</p>" in main
    assert "Oops! Page not found</h1>" in main
    assert re.search(r'<a[^>]*href="/"[^>]*>Return to Home</a>', main)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("slug", SERVICE_SLUGS)
def test_every_known_service_is_still_its_own_page(get, slug):
    response, html = get(f"/services/{slug}")
    assert response.status_code == 200
    assert "Oops! Page not found" not in html


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_an_unknown_blog_post_is_a_404_inside_the_site_layout(get, app):
    with app.app_context():
        make.draft("Secret draft", slug="secret-draft")
        db.session.commit()
    for path in ("/blog/no-such-post", "/blog/secret-draft"):
        response, html = get(path)
        assert response.status_code == 404
        assert_in_site_layout(html)
        main = main_of(html)
        assert "Article Not Found</h1>" in main
        assert "The article you&#39;re looking for doesn&#39;t exist or has been removed." in main
        assert re.search(r'<a [^>]*href="/blog">← Back to Blog</a>', main)
        assert "Secret draft" not in html
        # Server-rendered from live data, in the document the app hydrates; the app keeps
        # the page's HTML under the name its article route gives it.
        assert '<div id="root" data-prerendered="true">' in html
        assert '<div data-prerendered-html="blog-article">' in main
