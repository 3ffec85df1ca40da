"""Without JavaScript, every public form says why it can't be sent and gives the contact
address (issue 16, finding 10): a <noscript> line in the HTML as served, with the address as
configured at run time. Needs the built frontend (`make test` builds it first); the same in
Chromium with JavaScript off: tests/e2e/test_not_found_and_noscript.py."""

import re

import pytest

from web.config import ROOT

DIST = ROOT / "frontend" / "dist"
pytestmark = pytest.mark.skipif(
    not (DIST / "routes.json").is_file(), reason="frontend not built: run `make build`"
)
EMAIL = "team@another.example"
# Every public page with a form (or, for the quiz, a start button) that needs JavaScript.
FORM_PAGES = {
    "/contact": "send this form",
    "/smart-automation-guide": "send this form",
    "/newsletter": "send this form",
    "/ai-tool-finder": "send this form",
    "/services/profession-specific-ai-playbooks": "send this form",  # early access
    "/find-your-fit": "take the quiz",
}
# Rendered in the browser only: the whole page needs JavaScript.
APP_ONLY_PAGES = ["/newsletter/confirm", "/unsubscribe"]


@pytest.fixture
def get_html(app, client):
    app.config["CONTACT_EMAIL"] = EMAIL
    return lambda path: client.get(path).get_data(as_text=True)


def noscripts(html: str) -> list[str]:
    return re.findall(r"<noscript>(.*?)</noscript>", html, re.S)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize(("path", "action"), FORM_PAGES.items())
def test_a_form_page_says_javascript_is_needed_and_gives_the_address(get_html, path, action):
    html = get_html(path)
    [note] = noscripts(html)
    assert f"JavaScript is needed to {action}, and it is turned off in your browser." in note
    assert f'<a href="mailto:{EMAIL}"' in note and f">{EMAIL}</a>" in note
    main = re.search(r"<main[\s>].*?</main>", html, re.S).group(0)
    assert "<noscript>" in main  # beside the form, not somewhere else on the page


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("path", APP_ONLY_PAGES)
def test_a_page_rendered_only_in_the_browser_says_so_without_javascript(get_html, path):
    [note] = noscripts(get_html(path))
    assert "This page needs JavaScript" in note
    assert f'<a href="mailto:{EMAIL}">{EMAIL}</a>' in note


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("path", ["/", "/services", "/about", "/privacy-policy"])
def test_pages_that_work_without_javascript_do_not_claim_otherwise(get_html, path):
    assert noscripts(get_html(path)) == []
