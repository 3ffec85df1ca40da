"""A lead's trail to sales in real Chromium against the running stack (issue 15): a tool
finder submission through the form, then the sales email in the SMTP outbox, then the lead
opened from that email's link by a sales-role user; and a submission a script sent without
the form's timing, shown in the inbox as suspect and mailed to no one."""

import json
import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import LiveStack
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag

SALES = "sales@example.co.uk"


def text_of(message) -> str:
    return message.get_body(("plain",)).get_content()


def fill_finder(page: Page, email: str, company: str) -> None:
    page.get_by_label("First name").fill("Nia")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Company name").fill(company)
    page.get_by_label("Company size").select_option(label="6-20 employees")
    page.get_by_role("group", name="Business goals").get_by_role(
        "checkbox", name="Generate more leads"
    ).check()
    page.get_by_role("group", name="Main challenges").get_by_role(
        "checkbox", name="Budget constraints"
    ).check()
    page.get_by_label("Current tools (optional)").fill("Xero, Trello")


def test_a_finder_lead_reaches_sales_and_opens_from_the_emails_link(
    page: Page, live_stack: LiveStack
):
    tag = letters_tag()
    company = f"Trail Bakery {tag}"
    visitor = f"nia.{tag}@example.co.uk"
    page.goto("/ai-tool-finder")
    fill_finder(page, visitor, company)
    page.get_by_role("button", name="🎯 Get My AI Tool Recommendations").click()
    expect(
        page.get_by_role("heading", name="Your AI Tool Recommendations Are Ready!")
    ).to_be_visible(timeout=60_000)
    cards = page.get_by_role("article")
    expect(cards).to_have_count(3)
    tools = [cards.nth(i).get_by_role("heading", level=3).inner_text() for i in range(3)]

    [sales] = live_stack.smtp.wait_for(
        SALES, subject=f"New tool finder lead: {company}", timeout=60
    )
    body = text_of(sales)
    for shown in ("Nia", visitor, company, "6-20 employees", "Generate more leads",
                  "Budget constraints", "Xero, Trello", *tools):  # fmt: skip
        assert shown in body, shown
    link = re.search(r"Open the lead in the inbox: (\S+)", body).group(1)
    assert re.fullmatch(re.escape(live_stack.base_url) + r"/admin/leads/[0-9a-f-]{36}", link)
    [visitor_email] = live_stack.smtp.wait_for(visitor)
    assert company not in str(visitor_email["Subject"])

    account(page, live_stack, f"sales.{tag}@example.com", "sales")
    page.goto(link)
    expect(page.get_by_role("heading", name="Nia", level=2)).to_be_visible()
    submission = page.get_by_role("region", name="Submission")
    expect(submission).to_contain_text("Tool finder")
    expect(submission).to_contain_text(visitor)
    finder = page.get_by_role("region", name="Tool finder")
    expect(finder).to_contain_text(company)
    for name in tools:
        expect(finder.get_by_text(name, exact=True)).to_be_visible()
    emails = page.get_by_role("region", name="Emails")
    expect(emails.get_by_role("listitem", name="Email: New-lead note to sales")).to_contain_text(
        "Sent"
    )
    expect(
        emails.get_by_role("listitem", name="Email: Recommendations and PDF report")
    ).to_contain_text("Sent")


def test_a_script_without_the_forms_timing_is_suspect_and_mailed_to_no_one(
    page: Page, live_stack: LiveStack
):
    tag = letters_tag()
    stranger = f"stranger.{tag}@example.co.uk"
    response = page.request.post(
        "/api/contact",
        data=json.dumps(
            {"name": f"Script {tag}", "email": stranger, "role": "other", "message": "Hi"}
        ),
        headers={"Content-Type": "application/json"},
    )
    assert response.status == 202  # a script learns nothing from the answer

    account(page, live_stack, f"sales.suspect.{tag}@example.com", "sales")
    page.goto(f"/admin/leads?spam=only&q={tag}")
    row = page.get_by_role("row").filter(has=page.get_by_role("link", name=f"Script {tag}"))
    expect(row.get_by_text("(suspect)")).to_be_visible()
    row.get_by_role("link", name=f"Script {tag}").click()
    expect(page.get_by_text("Suspect: sent without valid form timing")).to_be_visible()
    expect(page.get_by_text("No emails (yet).")).to_be_visible()
    assert live_stack.smtp.to(stranger) == []
    assert not [m for m in live_stack.smtp.messages if f"Script {tag}" in text_of(m)]
