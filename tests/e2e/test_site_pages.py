"""The public site in real Chromium (issue 3): every route of spec 2.1 shows its heading
after hydration with no console errors, axe-core (WCAG 2.1 AA) finds no violations, the
mobile menu opens and closes, and accordions are single-open and collapsible."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.support.axe_check import run_axe
from tests.support.public_routes import PUBLIC_ROUTES


@pytest.mark.parametrize("path", list(PUBLIC_ROUTES))
def test_route_shows_its_heading_hydrates_cleanly_and_passes_axe(page: Page, path: str):
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path)
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_have_count(1)
    expect(heading).to_be_visible()
    if PUBLIC_ROUTES[path]:
        expect(heading).to_have_text(PUBLIC_ROUTES[path])
    page.wait_for_load_state("networkidle")
    assert not errors, f"console errors on {path}: {errors}"
    violations = run_axe(page)
    assert violations == [], f"axe violations on {path}: {violations}"


def test_mobile_menu_opens_and_closes_at_a_phone_viewport(phone_page: Page):
    page = phone_page
    page.goto("/")
    toggle = page.get_by_role("button", name="Toggle Menu")
    expect(toggle).to_be_visible()
    toggle.click()
    menu = page.get_by_role("dialog")
    expect(menu).to_be_visible()
    expect(menu.get_by_role("link", name="Contact")).to_be_visible()
    menu.get_by_role("button", name="Close").click()
    expect(menu).to_be_hidden()
    toggle.click()
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_be_hidden()
    toggle.click()
    page.get_by_role("dialog").get_by_role("link", name="About Us").click()
    expect(page).to_have_url(re.compile(r"/about$"))
    expect(page.get_by_role("dialog")).to_be_hidden()


def test_faq_accordion_is_single_open_and_collapsible(page: Page):
    page.goto("/contact")
    triggers = page.locator("main button[aria-expanded]")
    expect(triggers.first).to_be_visible()
    assert triggers.count() >= 3
    first, second = triggers.nth(0), triggers.nth(1)
    first.click()
    expect(first).to_have_attribute("aria-expanded", "true")
    second.click()
    expect(second).to_have_attribute("aria-expanded", "true")
    expect(first).to_have_attribute("aria-expanded", "false")
    second.click()
    expect(second).to_have_attribute("aria-expanded", "false")
    second.focus()
    page.keyboard.press("Enter")
    expect(second).to_have_attribute("aria-expanded", "true")


def test_header_nav_highlights_the_active_link_and_book_a_call_opens_our_booking_page(page: Page):
    page.goto("/about")
    nav = page.get_by_role("navigation", name="Main")
    expect(nav.get_by_role("link", name="About Us")).to_have_attribute("aria-current", "page")
    book = page.get_by_role("link", name=re.compile("Book a Call"))
    expect(book.first).to_have_attribute("href", "/book")  # BOOKING_URL unset
    expect(book.first).to_have_attribute("target", "_self")
    expect(page.get_by_role("contentinfo")).to_contain_text(
        "Trusted by growing businesses across the UK."
    )


def test_home_keeps_its_prerendered_html_and_fetches_the_faq_code_when_used(page: Page):
    """Home's static sections stay as the prerendered HTML (their code and copy are not
    downloaded on a first visit), their links still navigate inside the app, the FAQ takes
    over from its HTML on the first click, and a later client-side visit renders it all."""
    scripts: list[str] = []
    page.on(
        "response", lambda r: scripts.append(r.url) if r.request.resource_type == "script" else None
    )
    page.goto("/")
    expect(page.locator("html[data-hydrated=true]")).to_have_count(1)
    page.wait_for_load_state("networkidle")
    first_load = "".join(page.request.get(url).text() for url in scripts)
    assert "What clients typically see" not in first_load
    assert "Do I need any technical knowledge" not in first_load
    assert "Trusted by growing businesses" not in first_load  # the footer, kept the same way

    faq = page.locator("#faq button[aria-expanded]")
    expect(faq).to_have_count(5)
    faq.nth(1).click()
    expect(faq.nth(1)).to_have_attribute("aria-expanded", "true")
    expect(faq.nth(1)).to_be_focused()
    faq.nth(2).click()
    expect(faq.nth(2)).to_have_attribute("aria-expanded", "true")
    expect(faq.nth(1)).to_have_attribute("aria-expanded", "false")
    assert "Do I need any technical knowledge" in "".join(
        page.request.get(url).text() for url in scripts
    )

    page.evaluate("window.sameDocument = true")
    page.get_by_role("link", name="View the Growth Plan").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Growth Plan")
    assert page.evaluate("window.sameDocument") is True
    page.get_by_role("contentinfo").get_by_role("link", name="About Us").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("About Us")
    assert page.evaluate("window.sameDocument") is True

    page.go_back()
    page.go_back()
    expect(page.get_by_role("heading", level=1)).to_have_text(PUBLIC_ROUTES["/"])
    expect(page.get_by_role("region", name="Book Your Free Call")).to_be_visible()
    assert page.evaluate("window.sameDocument") is True


@pytest.mark.parametrize(
    ("path", "copy", "link", "heading"),
    [
        ("/services", "Key Outcome", "Find the Right Fit", "Find the Right AI-Powered Plan"),
        ("/compare-plans", "Which Plan Is Right for You?", "View Full Plan", "Plan"),
    ],
)
def test_static_pages_keep_their_prerendered_html(
    page: Page, path: str, copy: str, link: str, heading: str
):
    """Wholly static pages are shown from their HTML with none of their own code loaded,
    and their links still navigate inside the app."""
    scripts: list[str] = []
    page.on(
        "response", lambda r: scripts.append(r.url) if r.request.resource_type == "script" else None
    )
    page.goto(path)
    expect(page.locator("html[data-hydrated=true]")).to_have_count(1)
    page.wait_for_load_state("networkidle")
    assert copy not in "".join(page.request.get(url).text() for url in scripts)
    page.evaluate("window.sameDocument = true")
    page.locator("main").get_by_role("link", name=re.compile(link)).locator(
        "visible=true"
    ).first.click()
    expect(page.get_by_role("heading", level=1)).to_contain_text(heading)
    assert page.evaluate("window.sameDocument") is True
