"""The retention schedule's admin page and the privacy policy in real Chromium (issue 28):
an admin sees each kind's period, setting and what the next run deletes; a run made with
`flask retention run` shows under "Last runs"; axe-core finds no violations; the public
privacy policy states the same periods the page shows."""

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import LiveStack
from tests.support.axe_check import run_axe
from tests.support.e2e_accounts import account, flask_command
from tests.support.e2e_forms import letters_tag


def test_an_admin_sees_the_schedule_its_runs_and_the_policy_says_the_same(
    page: Page, live_stack: LiveStack
):
    account(page, live_stack, f"ret.{letters_tag()}@example.com", "admin")
    page.get_by_role("link", name="Data Retention").click()
    expect(page).to_have_url(re.compile(r"/admin/retention$"))
    expect(page.get_by_role("heading", level=2, name="Data retention")).to_be_visible()
    schedule = page.get_by_role("table", name="Retention periods and what the next run will delete")
    spam = schedule.get_by_role("row").filter(has_text="Spam and suspect submissions")
    expect(spam).to_contain_text("30 days")
    expect(spam).to_contain_text("RETENTION_SPAM_DAYS")
    leads = schedule.get_by_role("row").filter(
        has=page.get_by_role("rowheader", name=re.compile(r"^Leads"))
    )
    expect(leads).to_contain_text("24 months")
    expect(leads).to_contain_text("RETENTION_LEAD_MONTHS")

    # The worker's daily run may have come first (the stack is shared): this one is newest.
    assert re.search(r"retention run \d+ succeeded", flask_command(live_stack, "retention", "run"))
    page.reload()
    runs = page.get_by_role("table", name="The last retention runs, newest first")
    expect(runs.get_by_role("row").nth(1)).to_contain_text("Run by hand")
    expect(runs.get_by_role("row").nth(1)).to_contain_text("Done")
    assert run_axe(page) == []

    page.goto("/privacy-policy")
    expect(page.get_by_text("Messages our spam filters caught: 30 days.")).to_be_visible()
    enquiries = re.compile(r"^Enquiries, tool finder answers.*: 24 months after")
    expect(page.get_by_text(enquiries)).to_be_visible()
