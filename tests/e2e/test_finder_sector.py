"""Issue 26 end to end, in real Chromium against the running stack: typing a dental practice's
name pre-selects "Dental practice" from the server's reading; the visitor changes it, and the
results page, the email (real SMTP on loopback), its PDF and the admin lead detail all carry
the sector the visitor CHOSE, not the one we read."""

import io
import json
import re

from playwright.sync_api import Page, expect
from pypdf import PdfReader

from pipeline.finder import SECTOR_SELECT_LABELS
from tests.e2e.conftest import LiveStack
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag

QUESTION = "What kind of business are you?"
CLINIC = SECTOR_SELECT_LABELS["clinics-therapy"]
TOLD = "You told us you are: a clinic or therapy practice"


def squashed(text: str) -> str:
    """Text with every whitespace character removed: PDF extraction wraps lines at will."""
    return "".join(text.split())


def test_the_visitors_choice_beats_the_reading_on_every_surface(page: Page, live_stack: LiveStack):
    tag = letters_tag()
    visitor = f"nadia.{tag}@example.co.uk"
    readings: list = []
    page.on(
        "request",
        lambda r: (
            readings.append((r.method, r.url, r.post_data))
            if "/api/finder/sector-reading" in r.url
            else None
        ),
    )
    page.goto("/ai-tool-finder")
    page.get_by_label("First name").fill("Nadia")
    page.get_by_label("Email").fill(visitor)
    page.get_by_label("Company name").press_sequentially("Brightsmile Dental", delay=20)

    question = page.get_by_role("combobox", name=QUESTION)
    expect(question).to_have_value("dental")
    line = page.get_by_text("We think: Dental practice. Change it if we're wrong.")
    expect(line).to_be_visible()
    expect(question).to_have_accessible_description(re.compile("We think: Dental practice"))
    # Asked once typing stopped, in a POST body: the name is never in a URL.
    assert readings and all(method == "POST" and "?" not in url for method, url, _ in readings)
    assert json.loads(readings[-1][2]) == {"companyName": "Brightsmile Dental", "currentTools": ""}

    question.select_option(label=CLINIC)
    expect(line).to_have_count(0)
    page.get_by_label("Company size").select_option(label="6-20 employees")
    page.get_by_role("group", name="Business goals").get_by_role(
        "checkbox", name="Reduce manual tasks"
    ).check()
    page.get_by_role("group", name="Main challenges").get_by_role(
        "checkbox", name="Too many manual processes"
    ).check()
    page.get_by_label("Current tools (optional)").fill("Gmail")
    page.get_by_label("Current tools (optional)").blur()  # a new reading: the choice stays
    expect(question).to_have_value("clinics-therapy")
    page.get_by_role("button", name="🎯 Get My AI Tool Recommendations").click()

    expect(
        page.get_by_role("heading", name="Your AI Tool Recommendations Are Ready!")
    ).to_be_visible(timeout=60_000)
    summary = page.get_by_role("region", name="Your requirements")
    expect(summary.get_by_text(TOLD)).to_be_visible()
    expect(summary.get_by_text(re.compile("We read you as"))).to_have_count(0)
    lead_id = re.search(r"result=([0-9a-f-]{36})", page.url).group(1)

    [email] = live_stack.smtp.wait_for(visitor, timeout=60)
    assert f"{TOLD}." in email.get_body(("plain",)).get_content()
    assert f"{TOLD}." in email.get_body(("html",)).get_content()
    [attachment] = list(email.iter_attachments())
    pdf = "".join(p.extract_text() for p in PdfReader(io.BytesIO(attachment.get_content())).pages)
    assert squashed(TOLD) in squashed(pdf)
    assert squashed("a dental practice") not in squashed(pdf)

    account(page, live_stack, f"sales.sector.{tag}@example.com", "sales")
    page.goto(f"/admin/leads/{lead_id}")
    finder = page.get_by_role("region", name="Tool finder")
    expect(finder).to_contain_text("Brightsmile Dental")
    expect(finder).to_contain_text(f"{CLINIC} (chosen by the visitor)")
