"""Lead capture end to end in Chromium: the free guide (email → signed PDF link → real
PDF), early access (a second sign-up thanked alike, its owner mailed a note), the Calm AI
Digest's double opt-in, unsubscribing and its effect on later sends, and the honeypot
(lead capture issue)."""

import io
import re
import sqlite3
import time
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader


def text_of(message) -> str:
    return message.get_body(("plain",)).get_content()


def link_in(message, path: str) -> str:
    match = re.search(rf"(https?://\S+{re.escape(path)}\?token=[\w.\-]+)", text_of(message))
    assert match, f"no {path} link in:\n{text_of(message)}"
    return match.group(1)


def local(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}"


def email_statuses(live_stack, address: str) -> dict[str, str]:
    with sqlite3.connect(live_stack.instance / "app.db") as conn:
        rows = conn.execute("SELECT purpose, status FROM emails WHERE to_addr = ?", (address,))
        return dict(rows.fetchall())


def wait_for_status(live_stack, address: str, purpose: str, status: str, timeout=20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if email_statuses(live_stack, address).get(purpose) == status:
            return
        time.sleep(0.2)
    raise AssertionError(f"{purpose} to {address}: {email_statuses(live_stack, address)}")


def test_guide_form_emails_a_link_to_the_real_pdf(page: Page, live_stack):
    page.goto("/smart-automation-guide")
    expect(page.get_by_role("heading", level=1)).to_have_text(
        "5 Smart Ways to Automate Without Hiring"
    )
    expect(page.get_by_role("link", name=re.compile("home"))).to_have_attribute("href", "/")

    page.get_by_role("button", name="Download Free Guide").click()
    expect(page.get_by_text("Name is required")).to_be_visible()
    expect(page.get_by_text("Please enter a valid email address")).to_be_visible()

    page.get_by_label("Name", exact=True).fill("Aisha Khan")
    page.get_by_label("Email", exact=True).fill("aisha@example.co.uk")
    page.get_by_role("button", name="Download Free Guide").click()

    expect(page.get_by_text("Thanks! Your guide is on its way.")).to_be_visible()
    expect(page.get_by_text("Didn't get it? Check your spam or promotions folder.")).to_be_visible()
    expect(page.get_by_text("Your free guide is on its way to your email!")).to_be_visible()
    expect(page.get_by_label("Name", exact=True)).to_have_count(0)

    [guide] = live_stack.smtp.wait_for("aisha@example.co.uk")
    assert guide["Subject"] == "Your free guide: 5 Smart Ways to Automate Without Hiring"
    assert guide["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    download = link_in(guide, "/api/guide/download")
    assert download.startswith(live_stack.base_url)

    # No login: a fresh browser request with only the signed link gets the PDF.
    pdf = page.request.get(download)
    assert pdf.status == 200
    assert pdf.headers["content-type"] == "application/pdf"
    reader = PdfReader(io.BytesIO(pdf.body()))
    assert reader.metadata.title == "5 Smart Ways to Automate Without Hiring"
    assert "Let bookings book themselves" in reader.pages[2].extract_text()

    sales = [m for m in live_stack.smtp.wait_for("sales@example.co.uk") if "aisha@" in m["Subject"]]
    assert sales and "Aisha Khan" in text_of(sales[0])

    # A tampered link goes back to the guide page with an explanation.
    page.goto(download[:-4] + "AAAA")
    expect(page.get_by_role("alert")).to_contain_text("That download link didn’t work.")


def test_early_access_thanks_a_second_sign_up_alike_and_mails_its_owner(
    page: Page, browser: Browser, live_stack
):
    page.goto("/services/profession-specific-ai-playbooks")
    card = page.locator("#early-access")
    expect(
        card.get_by_role("heading", name="Want to Be Notified When This Launches?")
    ).to_be_visible()
    card.get_by_label("Email", exact=True).fill("omar@example.co.uk")
    card.get_by_role("button", name="Get Early Access").click()

    expect(card.get_by_text("Thanks! We'll notify you when the playbooks launch.")).to_be_visible()
    expect(page.get_by_text("Success!", exact=True)).to_be_visible()
    [confirmation] = live_stack.smtp.wait_for("omar@example.co.uk")
    assert confirmation["Subject"] == "You're on the early access list"

    # Nothing about the sign-up is kept on the device (the cookie notice says so): no
    # cookie, no storage. A returning visitor is thanked again and mailed a note (issue 33).
    assert page.context.cookies() == []
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0

    # A second attempt (here from another browser) looks like a first one to whoever sends
    # it, so a script learns nothing; the address's owner gets one fixed note, not the
    # welcome again.
    context = browser.new_context(base_url=live_stack.base_url)
    try:
        other = context.new_page()
        other.goto("/services/profession-specific-ai-playbooks")
        other.locator("#early-access").get_by_label("Email", exact=True).fill("omar@example.co.uk")
        other.get_by_role("button", name="Get Early Access").click()
        thanks = other.locator("#early-access").get_by_role(
            "heading", name="Thanks! We'll notify you when the playbooks launch."
        )
        expect(thanks).to_be_visible()
        expect(other.get_by_text("Success!", exact=True)).to_be_visible()
    finally:
        context.close()
    [_, note] = live_stack.smtp.wait_for("omar@example.co.uk", 2)
    assert note["Subject"] == "You're already on the early access list"


def test_newsletter_double_opt_in_then_unsubscribe_stops_later_sends(page: Page, live_stack):
    address = "grace@example.co.uk"
    page.goto("/newsletter")
    # The example issue, or the archive once the newsletter e2e test has sent one.
    expect(page.get_by_role("heading", name="See what you'll get")).to_be_visible()
    page.get_by_label("Name", exact=True).fill("Grace")
    page.get_by_label("Email", exact=True).fill(address)
    page.get_by_role("button", name="Subscribe").click()
    expect(page.get_by_text("Almost there: check your inbox")).to_be_visible()

    [confirmation] = live_stack.smtp.wait_for(address)
    confirm_link = link_in(confirmation, "/newsletter/confirm")
    page.goto(local(confirm_link))  # opening the link alone confirms nothing
    assert email_statuses(live_stack, address) == {"newsletter_confirm": "sent"}
    page.get_by_role("button", name="Confirm my subscription").click()
    expect(page.get_by_role("heading", name="You're subscribed!")).to_be_visible()

    welcome = live_stack.smtp.wait_for(address, 2)[1]
    assert welcome["Subject"] == "Welcome to the Calm AI Digest"

    page.goto(local(link_in(welcome, "/unsubscribe")))
    page.get_by_role("button", name="Unsubscribe").click()
    expect(page.get_by_role("heading", name="You're unsubscribed")).to_be_visible()

    # A later marketing send to the same address is skipped; sales still hear of the lead.
    page.goto("/smart-automation-guide")
    page.get_by_label("Name", exact=True).fill("Grace")
    page.get_by_label("Email", exact=True).fill(address)
    page.get_by_role("button", name="Download Free Guide").click()
    expect(page.get_by_text("Thanks! Your guide is on its way.")).to_be_visible()
    wait_for_status(live_stack, address, "guide", "suppressed")
    assert len(live_stack.smtp.to(address)) == 2


def test_blog_card_subscribes_for_real(page: Page, live_stack):
    page.goto("/blog")
    card = page.get_by_role("region", name="Get the Calm AI Digest")
    card.get_by_label("Email", exact=True).fill("ravi@example.co.uk")
    card.get_by_role("button", name="Subscribe").click()
    expect(card.get_by_text("Almost there: check your inbox")).to_be_visible()
    [confirmation] = live_stack.smtp.wait_for("ravi@example.co.uk")
    assert confirmation["Subject"] == "Please confirm your Calm AI Digest subscription"


def test_a_honeypot_submission_looks_fine_but_sends_no_email(page: Page, live_stack):
    page.goto("/smart-automation-guide")
    page.get_by_label("Name", exact=True).fill("Bot")
    page.get_by_label("Email", exact=True).fill("bot@example.co.uk")
    page.locator("input[name=website]").fill("https://cheap-links.example", force=True)
    page.get_by_role("button", name="Download Free Guide").click()
    expect(page.get_by_text("Thanks! Your guide is on its way.")).to_be_visible()

    # A real request made after the bot's is mailed; the bot's never is.
    page.goto("/smart-automation-guide")
    page.get_by_label("Name", exact=True).fill("Human")
    page.get_by_label("Email", exact=True).fill("human@example.co.uk")
    page.get_by_role("button", name="Download Free Guide").click()
    live_stack.smtp.wait_for("human@example.co.uk")
    assert live_stack.smtp.to("bot@example.co.uk") == []
    assert not [m for m in live_stack.smtp.messages if "bot@example.co.uk" in str(m["Subject"])]
    with sqlite3.connect(live_stack.instance / "app.db") as conn:
        [(is_spam,)] = conn.execute(
            "SELECT is_spam FROM submissions WHERE email = 'bot@example.co.uk'"
        ).fetchall()
    assert is_spam
