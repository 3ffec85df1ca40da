"""A booked discovery call on the lead's page in real Chromium (issue 34): an admin sees the
call with what the visitor wants to talk about, moves it to another free time of its
salesperson and cancels it from the page; the visitor is emailed each change; axe finds
nothing on the page with the call and its controls."""

import json
import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import LiveStack
from tests.support.axe_check import run_axe
from tests.support.booking_payloads import booking_body
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag


def test_an_admin_moves_and_cancels_a_call_from_the_lead(page: Page, live_stack: LiveStack):
    tag = letters_tag()
    name, email = f"Priya Call {tag}", f"priya.{tag}@example.com"
    slots = page.request.get("/api/booking/slots").json()["slots"]
    body = booking_body(slots[-1]["start"], name=name, email=email,
                        message=f"Our month-end reports <b>{tag}</b>")  # fmt: skip
    booked = page.request.post("/api/booking", data=json.dumps(body),
                               headers={"Content-Type": "application/json"})  # fmt: skip
    assert booked.status == 201, booked.text()
    account(page, live_stack, f"ada.{tag}@example.com", "admin")

    page.goto(f"/admin/leads?q={tag}")
    page.get_by_role("link", name=name).click()
    calls = page.get_by_role("list", name="Discovery calls")
    expect(calls).to_contain_text("UK time (Booked)")
    expect(calls).to_contain_text(f"Our month-end reports <b>{tag}</b>")  # as text
    expect(calls).to_contain_text("Their time:")  # New York's clock reads otherwise
    assert run_axe(page) == []

    calls.get_by_role("button", name="Reschedule").click()
    day = page.get_by_label("Day")
    day.select_option(index=1)  # another day than the first offered
    page.get_by_role("button", name="Move call").click()
    expect(page.get_by_text(re.compile(r"^Call moved to "))).to_be_visible()
    expect(calls).to_contain_text("Moved")

    calls.get_by_role("button", name="Cancel call").click()
    page.get_by_role("button", name="Yes, cancel it").click()
    expect(calls).to_contain_text("UK time (Cancelled)")
    expect(calls.get_by_role("button", name="Reschedule")).to_have_count(0)
    expect(page.get_by_role("list", name="Timeline")).to_contain_text("Call cancelled")

    subjects = [str(m["Subject"]) for m in live_stack.smtp.wait_for(email, count=3)]
    assert any("has moved" in s for s in subjects) and any("is cancelled" in s for s in subjects)
