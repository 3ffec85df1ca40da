"""A plan carried from the quiz (or a plan page) to the contact form and on to sales, in real
Chromium against the running stack (issue 18, item 4): the quiz result's "Book a Free
Discovery Call" opens the form about the recommended plan, the form says so and sends it,
sales are emailed it, and a sales user sees the plan and its score reasons on the lead."""

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import LiveStack
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag

SALES_INBOX = "sales@example.co.uk"


def test_the_quiz_result_reaches_the_lead_with_its_plan_and_score(
    page: Page, live_stack: LiveStack
):
    tag = letters_tag()
    name = f"Quinn Quiz {tag}"
    page.goto("/find-your-fit")
    page.get_by_role("button", name="Get Started").click()
    for number in range(1, 6):  # the middle answer every time: Growth
        expect(page.get_by_text(f"Question {number} of 5", exact=True)).to_be_visible()
        page.get_by_role("radio").nth(1).check()
        page.get_by_role(
            "button", name="Get Results" if number == 5 else "Next", exact=True
        ).click()
    expect(page.get_by_role("heading", level=2, name="Growth Plan")).to_be_visible()

    page.get_by_role("link", name="Book a Free Discovery Call").click()
    expect(page).to_have_url(re.compile(r"/book\?plan=growth&from=quiz$"))
    # Rather than book, they write: the form about the same plan (issue 34's /book links it).
    page.get_by_role("link", name="Send us a message instead").click()
    expect(page).to_have_url(re.compile(r"/contact\?plan=growth&from=quiz$"))
    expect(page.get_by_text("About: Growth plan")).to_be_visible()
    page.get_by_label("Name").fill(name)
    page.get_by_label("Email").fill(f"quinn.{tag}@example.com")
    page.get_by_label("Role").select_option("business-owner")
    page.get_by_label("Message").fill("Could Growth start next month?")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_text("Thanks — we've received your message!")).to_be_visible()

    subject = f"New enquiry from {name} (Business Owner) about the Growth plan"
    [sales] = live_stack.smtp.wait_for(SALES_INBOX, subject=subject)
    assert "Plan:    Growth (the plan quiz's result)" in sales.get_body(("plain",)).get_content()

    account(page, live_stack, f"sal.{tag}@example.com", "sales")
    page.goto(f"/admin/leads?q={tag}")
    page.get_by_role("link", name=name).click()
    expect(page).to_have_url(re.compile(r"/admin/leads/[\w-]+$"))
    message = page.get_by_role("region", name="Message")
    expect(message).to_contain_text("Growth (the plan quiz's result)")
    score = page.get_by_role("region", name="Score")
    expect(score.get_by_label("Lead score")).to_contain_text("35")
    reasons = score.get_by_role("list", name="Score reasons")
    expect(reasons.get_by_role("listitem")).to_have_text(
        [
            "Asked about the Growth plan +10",
            "Plan quiz result: Growth +5",
            "Role: Business Owner +20",
        ]
    )


def test_a_plan_pages_book_a_call_opens_the_form_about_that_plan(page: Page, live_stack):
    page.goto("/plans/freedom")
    page.get_by_role("region", name="Freedom Plan").get_by_role("link", name="Book a Call").click()
    expect(page).to_have_url(re.compile(r"/contact\?plan=freedom$"))
    expect(page.get_by_text("About: Freedom plan")).to_be_visible()
    # Loaded straight from the address (the prerendered page, then hydrated) it says the same.
    page.reload()
    expect(page.get_by_text("About: Freedom plan")).to_be_visible()
    # A plan the site doesn't offer is no plan at all.
    page.goto("/contact?plan=platinum")
    expect(page.get_by_role("heading", level=1, name="Get in Touch")).to_be_visible()
    expect(page.get_by_text("About:")).to_have_count(0)
