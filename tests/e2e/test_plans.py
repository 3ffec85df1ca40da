"""Plan pages and the plan comparison in Chromium (spec 2.11, 2.12)."""

import re

from playwright.sync_api import Page, expect


def test_subscribe_says_the_checkout_is_not_ready_yet(page: Page):
    messages: list[str] = []

    def on_dialog(dialog):
        messages.append(dialog.message)
        dialog.accept()

    page.on("dialog", on_dialog)
    page.goto("/plans/growth")
    expect(page.get_by_role("heading", level=1, name="Growth Plan")).to_be_visible()
    page.get_by_role("button", name="Subscribe Now – £600").click()

    # The click returns only after the alert has been handled.
    assert len(messages) == 1
    assert "checkout address is still to be provided" in messages[0]
    expect(page).to_have_url(re.compile(r"/plans/growth$"))


def test_plan_pages_show_price_and_bottom_links(page: Page):
    for path, price, bottom, href in [
        ("/plans/clarity", "£300", "Compare All Plans", "/compare-plans"),
        ("/plans/growth", "£600", "Compare All Plans", "/compare-plans"),
        ("/plans/freedom", "£1,200", "Back to All Plans", "/#plans"),
    ]:
        page.goto(path)
        hero = page.get_by_role("region", name=re.compile(r"Plan$")).first
        expect(hero).to_contain_text(f"{price}/month, no contract, start or cancel anytime")
        expect(page.get_by_role("button", name=f"Subscribe Now – {price}")).to_be_visible()
        expect(page.get_by_role("link", name=bottom)).to_have_attribute("href", href)


def test_compare_shows_the_table_on_desktop(page: Page):
    page.goto("/compare-plans")
    table = page.get_by_role("table")
    expect(table).to_be_visible()
    expect(table.get_by_role("rowheader")).to_have_count(14)
    expect(table.get_by_role("row", name=re.compile("^Strategy calls"))).to_contain_text(
        "weekly, 30 min (4 a month)"
    )
    expect(page.get_by_role("heading", name="Compare Plans", exact=True)).to_be_hidden()
    page.get_by_role("link", name="View Freedom Plan").click()
    expect(page.get_by_role("heading", level=1, name="Freedom Plan")).to_be_visible()


def test_compare_shows_cards_on_a_phone(phone_page: Page):
    phone_page.goto("/compare-plans")
    expect(phone_page.get_by_role("heading", name="Compare Plans", exact=True)).to_be_visible()
    # display:none takes the table out of the accessibility tree as well as off screen.
    expect(phone_page.get_by_role("table")).to_have_count(0)
    expect(phone_page.get_by_role("heading", name="Feature Comparison")).to_be_hidden()
