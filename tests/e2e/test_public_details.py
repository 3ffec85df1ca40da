"""One source for the site's public details (issue 15, deliverable 4), on a stack started with
CONTACT_EMAIL and COMPANY_NAME set at run time, from the same frontend build as every other
test (no rebuild): the footer of / as served and after hydration in Chromium, a page the app
renders itself, the contact page, and the From of the emails all show the configured values.
Also the open-redirect fix as gunicorn serves it (issue 16, finding 1)."""

import http.client
import re
import urllib.request
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import HYDRATED, ROOT
from tests.support.smtp_sink import SmtpSink
from tests.support.stack_process import running_stack

EMAIL = "team@another.example"
COMPANY = "Northwind & Partners"


@pytest.fixture(scope="module")
def configured_stack(tmp_path_factory):
    if not (ROOT / "frontend" / "dist" / "index.html").is_file():
        pytest.fail("frontend/dist is missing: `make test` builds it before the e2e tests")
    smtp = SmtpSink().start()
    settings = {"CONTACT_EMAIL": EMAIL, "COMPANY_NAME": COMPANY}
    try:
        with running_stack(tmp_path_factory.mktemp("instance"), smtp.url, settings) as stack:
            yield stack.base_url, smtp
    finally:
        smtp.stop()


@pytest.fixture
def page(browser: Browser, configured_stack) -> Page:
    context = browser.new_context(base_url=configured_stack[0])
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def open_hydrated(page: Page, path: str) -> list[str]:
    """Console errors (a hydration mismatch is one) collected from here on."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path)
    page.locator(HYDRATED).wait_for(state="attached")
    return errors


def test_home_as_served_shows_the_configured_address_and_name(configured_stack):
    base_url, _ = configured_stack
    with urllib.request.urlopen(base_url + "/") as response:  # noqa: S310 (loopback)
        html = response.read().decode()
    footer = re.search(r"<footer.*?</footer>", html, re.S).group(0)
    assert f'<a href="mailto:{EMAIL}"' in footer and f">{EMAIL}</a>" in footer
    assert "Northwind &amp; Partners" in footer
    assert "%CONTACT_EMAIL%" not in html and "hello@example" not in html


def test_home_footer_keeps_the_configured_address_after_hydration(page: Page):
    errors = open_hydrated(page, "/")
    footer = page.get_by_role("contentinfo")
    link = footer.get_by_role("link", name=EMAIL)
    expect(link).to_be_visible()
    expect(link).to_have_attribute("href", f"mailto:{EMAIL}")
    expect(footer).to_contain_text(f"{COMPANY}. All rights reserved.")
    expect(page).to_have_title(re.compile(f"\\| {re.escape(COMPANY)}$"))
    page.wait_for_load_state("networkidle")
    expect(link).to_be_visible()  # still there once every script has run
    assert not errors, errors


def test_a_page_the_app_renders_itself_uses_the_configured_address(page: Page):
    """The privacy policy reached by a client-side link is rendered by React in the browser,
    from the value the server gave it, not from anything in the build."""
    errors = open_hydrated(page, "/")
    page.evaluate("window.sameDocument = true")
    page.get_by_role("contentinfo").get_by_role("link", name="Privacy Policy").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile("Privacy"))
    assert page.evaluate("window.sameDocument") is True
    expect(page.locator("main").get_by_role("link", name=EMAIL).first).to_have_attribute(
        "href", f"mailto:{EMAIL}"
    )
    assert not errors, errors


def test_contact_page_and_the_emails_it_sends_use_the_configured_address(
    page: Page, configured_stack
):
    _, smtp = configured_stack
    errors = open_hydrated(page, "/contact")
    expect(page.get_by_role("contentinfo").get_by_role("link", name=EMAIL)).to_be_visible()
    page.get_by_label("Name").fill("Priya Shah")
    page.get_by_label("Email").fill("priya@example.org")
    page.get_by_label("Role").select_option("ops-director")
    page.get_by_label("Message").fill("Could you train our team of eight on AI tools?")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_text("Thanks — we've received your message!")).to_be_visible()

    [ack] = smtp.wait_for("priya@example.org")
    [sales] = smtp.wait_for("sales@example.co.uk")
    for message in (ack, sales):
        assert message["From"].addresses[0].addr_spec == EMAIL
        assert message["From"].addresses[0].display_name == COMPANY
    assert not errors, errors


@pytest.mark.parametrize("payload", ["/%09/evil.example/", "/%0a/x/", "//evil.example/"])
def test_gunicorn_answers_open_redirect_payloads_with_404(configured_stack, payload):
    address = urlsplit(configured_stack[0])
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    connection.request("GET", payload)
    response = connection.getresponse()
    assert response.status == 404
    assert response.getheader("Location") is None
    connection.close()
