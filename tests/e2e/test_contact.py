"""Contact form end to end: real Chromium → gunicorn → SQLite → RQ worker → SMTP (issue 2)."""

import re

from playwright.sync_api import Page, expect


def test_contact_form_sends_both_emails_and_shows_thanks(page: Page, live_stack):
    page.goto("/contact")
    expect(page.get_by_role("heading", level=1, name="Get in Touch")).to_be_visible()

    page.get_by_label("Name").fill("Tomasz Nowak")
    page.get_by_label("Email").fill("tomasz@example.co.uk")
    page.get_by_label("Role").select_option("ops-director")
    page.get_by_label("Message").fill("Can you run a half-day AI workshop for 12 people in Leeds?")
    page.get_by_role("button", name="Send Message").click()

    expect(page.get_by_text("Thanks — we've received your message!")).to_be_visible()
    expect(page.get_by_role("link", name="Explore Our Services")).to_have_attribute(
        "href", "/services"
    )

    # Other tests' lead notifications also reach the sales inbox: pick this enquiry's.
    subject = "New enquiry from Tomasz Nowak (Ops Director)"
    [sales] = live_stack.smtp.wait_for("sales@example.co.uk", subject=subject)
    assert sales["Reply-To"] == "tomasz@example.co.uk"
    body = sales.get_body(("plain",)).get_content()
    assert "half-day AI workshop for 12 people in Leeds" in body
    assert "tomasz@example.co.uk" in body

    [ack] = live_stack.smtp.wait_for("tomasz@example.co.uk")
    assert ack["Subject"] == "We've received your message"

    page.get_by_role("button", name="Send another message").click()
    expect(page.get_by_label("Name")).to_have_value("")


def test_contact_form_shows_validation_messages_without_sending(page: Page, live_stack):
    before = len(live_stack.smtp.messages)
    page.goto("/contact")
    page.get_by_label("Email").fill("not-an-email")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_text("Name is required")).to_be_visible()
    expect(page.get_by_text("Please enter a valid email address")).to_be_visible()
    expect(page.get_by_text("Message is required")).to_be_visible()
    assert len(live_stack.smtp.messages) == before


def test_unknown_route_shows_the_404_page(page: Page, live_stack):
    page.goto("/no-such-page")
    expect(page.get_by_text("Oops! Page not found")).to_be_visible()
    page.get_by_role("link", name="Return to Home").click()
    expect(page).to_have_url(re.compile(r"/$"))
