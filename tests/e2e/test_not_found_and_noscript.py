"""True 404s and forms without JavaScript in real Chromium (issue 16, findings 9 and 10):
an unknown service or post is a 404 with the site's header and footer, whether loaded or
reached inside the app, and with JavaScript off every form says why it can't be sent and
gives the contact address."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

EMAIL = "hello@example.co.uk"  # the live stack's default CONTACT_EMAIL


def collect_errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def navigate_in_app(page: Page, path: str) -> None:
    # As a link inside the app would: the router follows history, no document load.
    page.evaluate(
        "path => { history.pushState({}, '', path); dispatchEvent(new PopStateEvent('popstate')) }",
        path,
    )


def expect_site_layout(page: Page) -> None:
    expect(page.get_by_role("banner")).to_be_visible()
    expect(page.get_by_role("contentinfo").get_by_role("link", name=EMAIL)).to_be_visible()
    expect(page.get_by_role("heading", level=1)).to_have_count(1)


def test_an_unknown_service_loads_as_the_404_page(page: Page):
    errors = collect_errors(page)
    response = page.goto("/services/no-such-slug")
    assert response.status == 404
    expect(page.get_by_role("heading", level=1)).to_have_text("Oops! Page not found")
    expect_site_layout(page)
    page.wait_for_load_state("networkidle")
    assert [e for e in errors if "404" not in e] == []  # hydrated without a mismatch
    page.get_by_role("link", name="Return to Home").click()
    expect(page).to_have_url(re.compile(r"/$"))


def test_an_unknown_service_reached_inside_the_app_is_the_same_404_page(page: Page):
    page.goto("/services")
    page.evaluate("window.sameDocument = true")
    navigate_in_app(page, "/services/no-such-slug")
    expect(page.get_by_role("heading", level=1)).to_have_text("Oops! Page not found")
    expect(page.get_by_text("404", exact=True)).to_be_visible()
    expect_site_layout(page)
    assert page.evaluate("window.sameDocument") is True
    navigate_in_app(page, "/services/ai-business-ops-kit")  # a known slug still shows itself
    expect(page.get_by_role("heading", level=1)).not_to_have_text("Oops! Page not found")


def test_an_unknown_post_is_a_404_inside_the_site_layout(page: Page):
    response = page.goto("/blog/no-such-post")
    assert response.status == 404
    expect(page.get_by_role("heading", level=1)).to_have_text("Article Not Found")
    expect(page.get_by_role("link", name="← Back to Blog")).to_be_visible()
    expect_site_layout(page)
    page.goto("/blog")
    navigate_in_app(page, "/blog/another-missing-post")
    expect(page.get_by_role("heading", level=1)).to_have_text("Article Not Found")
    expect_site_layout(page)


@pytest.fixture
def no_js_page(browser: Browser, live_stack) -> Page:
    context = browser.new_context(base_url=live_stack.base_url, java_script_enabled=False)
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


@pytest.mark.parametrize(
    ("path", "button", "action"),
    [
        ("/contact", "Send Message", "send this form"),
        ("/smart-automation-guide", "Download Free Guide", "send this form"),
        ("/newsletter", None, "send this form"),
        ("/ai-tool-finder", "Get My AI Tool Recommendations", "send this form"),
        ("/services/profession-specific-ai-playbooks", "Get Early Access", "send this form"),
        ("/find-your-fit", "Get Started", "take the quiz"),
    ],
)
def test_without_javascript_a_form_says_why_and_gives_the_address(no_js_page, path, button, action):
    page = no_js_page
    page.goto(path)
    # Playwright's text and role queries skip <noscript>, so the note is found by its markup.
    note = page.locator("main noscript p")
    expect(note).to_have_count(1)
    expect(note).to_be_visible()
    assert f"JavaScript is needed to {action}, and it is turned off" in note.text_content()
    link = note.locator("a")
    assert link.get_attribute("href") == f"mailto:{EMAIL}"
    assert link.text_content() == EMAIL
    if button and action == "send this form":
        expect(page.get_by_role("button", name=re.compile(button))).to_be_disabled()


def test_with_javascript_the_note_is_not_shown(page: Page):
    page.goto("/contact")
    expect(page.get_by_role("button", name="Send Message")).to_be_enabled()
    expect(page.locator("noscript p")).to_have_count(0)  # noscript content is inert text


def test_without_javascript_the_404_pages_keep_the_site_layout(no_js_page):
    page = no_js_page
    for path, heading in [
        ("/services/no-such-slug", "Oops! Page not found"),
        ("/blog/no-such-post", "Article Not Found"),
    ]:
        assert page.goto(path).status == 404
        expect(page.get_by_role("heading", level=1)).to_have_text(heading)
        expect_site_layout(page)
