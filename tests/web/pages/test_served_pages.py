"""Every public route is readable before any script runs: the HTML as served carries its
own <title>, description, canonical URL, Open Graph tags and main heading (issue 3).
Needs the built frontend (`make test` builds it first)."""

import json
import re
from html import unescape
from pathlib import Path

import pytest

from tests.support.public_routes import PUBLIC_ROUTES
from web.config import ROOT

DIST = ROOT / "frontend" / "dist"
pytestmark = pytest.mark.skipif(
    not (DIST / "routes.json").is_file(), reason="frontend not built: run `make build`"
)


def first(pattern: str, html: str) -> str | None:
    match = re.search(pattern, html, re.S)
    return unescape(re.sub(r"<[^>]+>", "", match.group(1))).strip() if match else None


@pytest.fixture
def served(app, client):
    app.config["SITE_URL"] = "https://www.example.co.uk"

    def get(path: str):
        response = client.get(path)
        return response, response.get_data(as_text=True)

    return get


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("path", list(PUBLIC_ROUTES))
def test_public_route_is_served_with_its_own_head_and_heading(served, path):
    response, html = served(path)
    assert response.status_code == 200
    title = first(r"<title>(.*?)</title>", html)
    heading = first(r"<h1[^>]*>(.*?)</h1>", html)
    assert title and heading, f"{path} lacks a title or h1 as served"
    if PUBLIC_ROUTES[path]:
        assert heading == PUBLIC_ROUTES[path]
    assert re.search(r'<meta name="description" content="[^"]{20,}"', html)
    assert f'<link rel="canonical" href="https://www.example.co.uk{path}"' in html
    assert '<meta property="og:title"' in html
    assert "%SITE_URL%" not in html
    assert len(re.findall(r"<h1[\s>]", html)) == 1


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_every_public_route_has_a_title_of_its_own(served):
    titles = {path: first(r"<title>(.*?)</title>", served(path)[1]) for path in PUBLIC_ROUTES}
    service_details = {p for p in titles if p.startswith("/services/")}
    distinct = {t for p, t in titles.items() if p not in service_details}
    assert len(distinct) == len(PUBLIC_ROUTES) - len(service_details)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_home_has_organization_json_ld_and_faq_pages_have_faqpage(served):
    _, html = served("/")
    blocks = re.findall(r'<script type="application/ld\+json"[^>]*>(.*?)</script>', html, re.S)
    types = {item["@type"] for block in blocks for item in _items(json.loads(block))}
    assert "Organization" in types
    assert "FAQPage" in types  # the home page has an FAQ
    _, contact = served("/contact")
    assert '"FAQPage"' in contact


def _items(data):
    return data if isinstance(data, list) else [data]


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("path", ["/no-such-page", "/services/custom-projects/extra", "/plans"])
def test_unknown_paths_are_real_404s_with_the_404_page(served, path):
    response, html = served(path)
    assert response.status_code == 404
    assert "Oops! Page not found" in html
    assert '<meta name="robots" content="noindex"' in html


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_form_test_redirects_to_the_finder_and_robots_points_to_the_sitemap(served):
    response, _ = served("/form-test")
    assert response.status_code == 301
    assert response.headers["Location"] == "/ai-tool-finder"
    response, robots = served("/robots.txt")
    assert "Sitemap: https://www.example.co.uk/sitemap.xml" in robots
    assert "Disallow: /admin" in robots


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_hashed_assets_are_cached_for_a_year_and_pages_revalidate(served):
    _, html = served("/")
    asset = re.search(r'src="(/assets/[^"]+\.js)"', html).group(1)
    response, _ = served(asset)
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    response, _ = served("/")
    assert response.headers["Cache-Control"] == "no-cache"
    assert Path(DIST / asset.lstrip("/")).is_file()


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_assets_and_pages_are_sent_compressed(served, client):
    _, html = served("/")
    asset = re.search(r'src="(/assets/[^"]+\.js)"', html).group(1)
    raw = client.get(asset, headers={"Accept-Encoding": "identity"})
    br = client.get(asset, headers={"Accept-Encoding": "gzip, br"})
    gz = client.get(asset, headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in raw.headers
    assert br.headers["Content-Encoding"] == "br"
    assert gz.headers["Content-Encoding"] == "gzip"
    assert br.headers["Content-Type"].startswith("text/javascript")
    assert len(br.data) < len(raw.data) / 2
    assert "Accept-Encoding" in br.headers["Vary"]
    import gzip

    assert gzip.decompress(gz.data) == raw.data
    page = client.get("/services", headers={"Accept-Encoding": "gzip"})
    assert page.headers["Content-Encoding"] == "gzip"
    assert b"Practical AI Services" in gzip.decompress(page.data)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_prerendered_pages_paint_from_the_html_alone(served):
    """The stylesheet is inlined (no second request before the first paint) and the app's
    scripts load at low priority; the bare shell, which shows nothing without them, keeps
    the linked stylesheet and default priority."""
    _, html = served("/")
    assert '<link rel="stylesheet"' not in html
    style = re.search(r"<style>(.*?)</style>", html, re.S).group(1)
    assert ".text-slate-900" in style and "sourceMappingURL" not in style
    scripts = re.findall(r"<script type=\"module\"[^>]*>|<link rel=\"modulepreload\"[^>]*>", html)
    assert scripts and all('fetchpriority="low"' in tag for tag in scripts)
    shell = (DIST / "index.html").read_text()
    assert '<link rel="stylesheet"' in shell and "fetchpriority" not in shell
