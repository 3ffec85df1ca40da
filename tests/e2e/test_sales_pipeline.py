"""The sales pipeline in real Chromium against the running stack, as a sales user: a lead
moved across the board with the keyboard alone (focus stays on the card from column to
column, the move is announced, the column totals follow), assigned to a colleague who gets
the emailed link, and given a follow-up; the lead's timeline shows every change. Moving a
lead to Lost asks why with the same fields on the board and on the lead's page."""

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import LiveStack
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag, post_form


def test_a_sales_user_moves_assigns_and_follows_up_a_lead(
    page: Page, phone_page: Page, live_stack: LiveStack
):
    tag = letters_tag()
    name = f"Kim Board {tag}"
    colleague = f"bo.{tag}@example.com"
    account(phone_page, live_stack, colleague, "sales")  # someone to assign the lead to
    account(page, live_stack, f"sam.{tag}@example.com", "sales")
    payload = {"name": name, "email": f"kim.{tag}@example.com", "role": "business-owner",
               "message": "Can we talk about Growth?", "page": "/plans/growth"}  # fmt: skip
    post_form(page, "/api/contact", payload)

    # The board, narrowed to this lead (other tests' leads share the stack).
    page.goto(f"/admin/leads?view=board&q={tag}")
    expect(page.get_by_label("New totals")).to_contain_text("1 lead · £600/month in plans")
    card = page.get_by_role("article", name=f"{name}, New")
    expect(card).to_contain_text("Score 30")  # Business Owner +20, from the Growth plan +10
    card.focus()
    page.keyboard.press("ArrowRight")
    contacted = page.get_by_role("region", name="Contacted").get_by_role(
        "article", name=f"{name}, Contacted"
    )
    expect(contacted).to_be_focused()
    expect(page.get_by_role("status").filter(has_text="Moved")).to_have_text(
        f"Moved {name} to Contacted."
    )
    page.keyboard.press("ArrowRight")
    qualified = page.get_by_role("region", name="Qualified").get_by_role(
        "article", name=f"{name}, Qualified"
    )
    expect(qualified).to_be_focused()
    expect(page.get_by_label("Qualified totals")).to_contain_text("1 lead · £600/month in plans")
    expect(page.get_by_label("New totals")).to_contain_text("0 leads · £0/month in plans")
    page.reload()  # the server has it too
    expect(page.get_by_role("article", name=f"{name}, Qualified")).to_be_visible()

    # Assign it to the colleague, who is emailed a link to it.
    page.get_by_role("link", name=name).click()
    expect(page).to_have_url(re.compile(r"/admin/leads/[\w-]+$"))
    lead_url = page.url
    page.get_by_label("Owner").select_option(label=f"Ops ({colleague})")
    page.get_by_role("button", name="Assign").click()
    timeline = page.get_by_role("list", name="Timeline")
    expect(timeline).to_contain_text(f"Owner: nobody → {colleague}")
    [email] = live_stack.smtp.wait_for(colleague, subject=f"Lead assigned to you: {name}")
    assert lead_url in email.get_body(("plain",)).get_content()
    phone_page.goto(lead_url)  # the link opens the lead for them
    expect(phone_page.get_by_role("heading", name=name, level=2)).to_be_visible()

    # A follow-up, shown on the lead and on the board.
    page.get_by_label("Next action").fill("Send the proposal")
    page.get_by_label("Due").fill("2030-01-15")
    page.get_by_role("button", name="Save follow-up").click()
    expect(page.get_by_label("Follow-up")).to_have_text("Next: Send the proposal by 2030-01-15")
    expect(timeline).to_contain_text("Follow-up due 2030-01-15")
    expect(timeline).to_contain_text("Stage: New → Contacted")
    expect(timeline).to_contain_text("Stage: Contacted → Qualified")
    page.goto(f"/admin/leads?view=board&q={tag}")
    card = page.get_by_role("article", name=f"{name}, Qualified")
    expect(card).to_contain_text(f"Owner: {colleague}")
    expect(card).to_contain_text("Next: Send the proposal (2030-01-15)")


def test_lost_asks_why_with_the_same_fields_on_the_board_and_the_lead_page(
    page: Page, live_stack: LiveStack
):
    tag = letters_tag()
    name = f"Lou Lost {tag}"
    account(page, live_stack, f"sol.{tag}@example.com", "sales")
    payload = {"name": name, "email": f"lou.{tag}@example.com", "role": "team-lead",
               "message": "Just looking", "plan": "clarity"}  # fmt: skip
    post_form(page, "/api/contact", payload)

    # On the board the "Move to" menu asks why first; Other needs words of its own.
    page.goto(f"/admin/leads?view=board&q={tag}")
    page.get_by_label(f"Move {name} to").select_option("lost")
    dialog = page.get_by_role("dialog", name=f"Why was {name} lost?")
    expect(dialog.get_by_label("Reason")).to_be_focused()
    dialog.get_by_label("Reason").select_option(label="Other")
    expect(dialog.get_by_role("button", name="Move to Lost")).to_be_disabled()
    dialog.get_by_label("In your words", exact=True).fill("Built it themselves")
    dialog.get_by_role("button", name="Move to Lost").click()
    expect(page.get_by_label("Lost totals")).to_contain_text("1 lead · £300/month in plans")

    # The lead page's stage form shows the same fields, filled in with what was chosen.
    page.get_by_role("article", name=f"{name}, Lost").get_by_role("link", name=name).click()
    expect(page.get_by_label("Current stage")).to_contain_text("Lost · Other: Built it themselves")
    reason = page.get_by_role("combobox", name="Reason")  # not the list "Score reasons"
    expect(reason).to_have_value("other")
    reason.select_option(label="Not the right time")
    page.get_by_label("In your words (optional)").fill("")
    page.get_by_role("button", name="Save stage").click()
    expect(page.get_by_label("Current stage")).to_contain_text("Lost · Not the right time")
    timeline = page.get_by_role("list", name="Timeline")
    expect(timeline).to_contain_text("Stage: New → Lost")
