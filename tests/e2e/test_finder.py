"""AI Tool Finder end to end: real Chromium → gunicorn → SQLite → RQ worker (engine,
WeasyPrint, three-way check) → SMTP, then the results URL survives a reload."""

import io
import json
import re
import urllib.request

from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from pipeline.finder.consistency import normalise
from tests.support.form_timing import human
from web.api.visitor_text import NAME_CHARACTERS

STEP_LABELS = [
    "Getting started",
    "Matching tools to your goals",
    "Writing your PDF report",
    "Checking browser, email and PDF agree",
    "Sending your email",
]


def queue_runs_ahead(base_url: str, count: int) -> None:
    """Other visitors' runs, so this one waits its turn and its progress stays on screen."""
    for n in range(count):
        body = {
            "firstName": f"Other {'ABCDEFGHIJ'[n]}",  # a name has no digits
            "email": f"other{n}@example.co.uk",
            "companyName": f"Other Co {n}",
            "companySize": "1-5",
            "businessGoal": ["enhance-productivity"],
            "mainChallenge": ["too-many-manual-processes"],
            **human("finder"),
        }
        request = urllib.request.Request(  # noqa: S310 (our own loopback URL)
            f"{base_url}/api/finder",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 (loopback)
            assert response.status == 202


def is_status(url: str) -> bool:
    """A request for the run's status (not the form's sector reading, issue 26)."""
    return "/api/finder/" in url and "/api/finder/sector-reading" not in url


def fill_form(page: Page, email: str) -> None:
    page.get_by_label("First name").fill("Amara")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Company name").fill("Okafor Bakeries Ltd")
    page.get_by_label("Company size").select_option(label="21-50 employees")
    goals = page.get_by_role("group", name="Business goals")
    goals.get_by_role("checkbox", name="Generate more leads").check()
    goals.get_by_role("checkbox", name="Automate customer service").check()
    page.get_by_role("group", name="Main challenges").get_by_role(
        "checkbox", name="Budget constraints"
    ).check()
    page.get_by_label("Current tools (optional)").fill("Gmail, Shopify")


def test_finder_shows_progress_then_three_tools_that_survive_a_reload_and_emails_the_pdf(
    page: Page, live_stack, browser: Browser
):
    statuses: list[dict] = []
    page.on("response", lambda r: statuses.append(r.json()) if is_status(r.url) and r.ok else None)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if is_status(r.url) else None)
    page.goto("/ai-tool-finder")
    expect(
        page.get_by_role("heading", level=1, name="Find the Perfect AI Tools for Your Business")
    ).to_be_visible()
    fill_form(page, "amara@example.co.uk")

    queue_runs_ahead(live_stack.base_url, 4)
    page.get_by_role("button", name="🎯 Get My AI Tool Recommendations").click()

    busy = page.get_by_role("button", name="Generating Your AI Strategy...")
    expect(busy).to_be_disabled()
    expect(page.get_by_text("Analysing Your Business Needs...")).to_be_visible()
    expect(page.get_by_text("This usually takes 20-30 seconds.")).to_be_visible()
    current = page.get_by_role("list", name="Progress").locator("[aria-current='step']")
    expect(current).to_have_text(re.compile("|".join(map(re.escape, STEP_LABELS))))

    expect(
        page.get_by_role("heading", name="Your AI Tool Recommendations Are Ready!")
    ).to_be_visible(timeout=30_000)
    expect(page.get_by_text("Success!")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/ai-tool-finder\?result=[0-9a-f-]{36}$"))
    cards = page.get_by_role("article")
    expect(cards).to_have_count(3)
    expect(cards.get_by_text("Why this fits your needs")).to_have_count(3)
    names = [cards.nth(i).get_by_role("heading", level=3).inner_text() for i in range(3)]
    summary = page.get_by_role("region", name="Your requirements")
    expect(summary.get_by_role("listitem")).to_have_text(
        ["Automate customer service", "Generate more leads", "Budget constraints"]
    )
    expect(summary.get_by_text(re.compile(r"^We read you as: a "))).to_be_visible()  # issue 19

    # The stages the browser saw came from the worker, in the pipeline's order; it stopped
    # asking once the results were in: the check passed ("deliver"), or the run was done.
    seen = [s["stage"] for s in statuses]
    order = [None, "generate", "render", "check", "deliver", "done"]
    assert seen[-1] in ("deliver", "done") and statuses[-1]["status"] != "failed"
    assert [order.index(stage) for stage in seen] == sorted(order.index(stage) for stage in seen)
    # Each request named what the page showed, the first the 202 answer's status, and the
    # API waited on it.
    assert asked and all("?wait=" in url for url in asked), asked
    assert [t["name"] for t in statuses[-1]["results"]["recommendations"]] == names

    results_url = page.url
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.reload()
    expect(cards).to_have_count(3)
    assert [cards.nth(i).get_by_role("heading", level=3).inner_text() for i in range(3)] == names
    expect(page.get_by_text("Success!")).to_have_count(0)
    assert errors == []  # the prerendered page hydrates cleanly, then shows the results

    # Someone without the token sees only the empty form.
    stranger = browser.new_context(base_url=live_stack.base_url).new_page()
    stranger.goto("/ai-tool-finder")
    expect(stranger.get_by_label("First name")).to_have_value("")
    expect(stranger.get_by_role("article")).to_have_count(0)
    stranger.goto(results_url.replace(results_url[-4:], "0000"))
    expect(stranger.get_by_text("Recommendation failed")).to_be_visible()
    expect(stranger.get_by_role("article")).to_have_count(0)
    stranger.context.close()

    [email] = live_stack.smtp.wait_for("amara@example.co.uk")
    assert email["Subject"] == "Your AI tool recommendations"  # no visitor text in a subject
    html = email.get_body(("html",)).get_content()
    [attachment] = list(email.iter_attachments())
    assert attachment.get_filename() == "ai-tool-recommendations.pdf"
    pdf_text = normalise(
        "".join(p.extract_text() for p in PdfReader(io.BytesIO(attachment.get_content())).pages)
    )
    for name in names:
        assert name in html
        assert normalise(name) in pdf_text

    page.get_by_role("button", name="Get New Recommendations").click()
    expect(page.get_by_label("First name")).to_have_value("")
    expect(page).to_have_url(re.compile(r"/ai-tool-finder$"))


def test_finder_form_shows_the_specs_validation_messages(page: Page, live_stack):
    page.goto("/ai-tool-finder")
    page.get_by_label("Email").fill("not-an-email")
    page.get_by_role("button", name="🎯 Get My AI Tool Recommendations").click()
    for message in [
        "First name is required",
        "Please enter a valid email address",
        "Company name is required",
        "Please select your company size",
        "Please select at least one business goal",
        "Please select at least one main challenge",
    ]:
        expect(page.get_by_text(message)).to_be_visible()
    expect(page.get_by_text("Analysing Your Business Needs...")).to_have_count(0)


def test_a_url_in_the_first_name_is_refused_with_the_servers_field_message(page: Page, live_stack):
    # Issue 25: the browser lets it through (it is a string of the right length); the API
    # refuses it and the form shows the API's message under the field, and nothing is sent.
    page.goto("/ai-tool-finder")
    fill_form(page, "url-in-name@example.co.uk")
    page.get_by_label("First name").fill("Bob. Verify at https://evil.example/login")
    with page.expect_response("**/api/finder") as answer:
        page.get_by_role("button", name="🎯 Get My AI Tool Recommendations").click()
    assert answer.value.status == 400
    expect(page.get_by_text(NAME_CHARACTERS)).to_be_visible()
    expect(page.get_by_label("First name")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_text("Analysing Your Business Needs...")).to_have_count(0)
    assert not [m for m in live_stack.smtp.messages if "url-in-name" in str(m["To"])]
