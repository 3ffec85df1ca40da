"""Cookieless funnel events and the finder's discovery call, in real Chromium against the
running stack (issue 27, item 1).

A visitor who arrives from a campaign, takes the plan quiz and writes to us sends each step
once, as a beacon: the page, the landing address's UTM tags (kept across the app's own
navigation), no referrer host for our own site, a device class and a random id per page. The
message carries the same tags. Nothing is stored on the device. Global Privacy Control sends
nothing; Home sends nothing. POST /api/events is answered here as the API answers (204), so
the test reads only what the page sends. The finder's results link to the contact form with
the run, the form names the tools, and sales see the run on the lead."""

import json
import re

from playwright.sync_api import Page, Route, expect

from tests.e2e.conftest import LiveStack
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag

FIELDS = {"flow", "step", "path", "referrer", "utmSource", "utmMedium", "utmCampaign"}
FIELDS |= {"device", "flowId"}
FLOW_ID = re.compile(r"[A-Za-z0-9_-]{16,32}")


def capture_events(page: Page) -> list[dict]:
    events: list[dict] = []

    def answer(route: Route) -> None:
        assert route.request.method == "POST"
        assert route.request.headers["content-type"] == "application/json"
        events.append(json.loads(route.request.post_data or ""))
        route.fulfill(status=204)

    page.route("**/api/events", answer)
    return events


def wait_for(page: Page, events: list[dict], count: int) -> None:
    # Events leave once the browser is idle; route callbacks run while Playwright waits.
    for _ in range(100):
        if len(events) >= count:
            return
        page.wait_for_timeout(100)


def steps(events: list[dict]) -> list[str]:
    return [" ".join(filter(None, (e["flow"], e["step"], e.get("question")))) for e in events]


def take_quiz(page: Page) -> None:
    page.get_by_role("button", name="Get Started").click()
    for number in range(1, 6):
        expect(page.get_by_text(f"Question {number} of 5", exact=True)).to_be_visible()
        page.get_by_role("radio").nth(1).check()
        page.get_by_role("button", name="Get Results" if number == 5 else "Next").click()
    expect(page.get_by_role("heading", level=2, name="Growth Plan")).to_be_visible()


def test_a_campaign_visitor_takes_the_quiz_and_writes_each_step_once(page: Page):
    events = capture_events(page)
    sent: list[dict] = []
    page.on(
        "request",
        lambda r: sent.append(r.post_data_json) if r.url.endswith("/api/contact") else None,
    )
    page.goto("/services?utm_source=LinkedIn&utm_medium=social&utm_campaign=spring")
    page.get_by_role("link", name="Find the Right Fit").first.click()
    expect(page).to_have_url(re.compile(r"/find-your-fit$"))
    take_quiz(page)
    page.get_by_role("link", name="Book a Free Discovery Call").click()
    expect(page).to_have_url(re.compile(r"/book\?plan=growth&from=quiz$"))
    # Rather than book, they write (issue 34's /book links the form about the same plan).
    page.get_by_role("link", name="Send us a message instead").click()
    expect(page).to_have_url(re.compile(r"/contact\?plan=growth&from=quiz$"))
    page.get_by_label("Name").fill(f"Quinn Funnel {letters_tag()}")
    page.get_by_label("Email").fill("quinn.funnel@example.com")
    page.get_by_label("Role").select_option("business-owner")
    page.get_by_label("Message").fill("Could Growth start next month?")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_text("Thanks — we've received your message!")).to_be_visible()

    wait_for(page, events, 13)
    page.wait_for_timeout(500)  # nothing more arrives
    assert steps(events) == [
        "quiz view", "quiz start", *(f"quiz answer {n}" for n in range(1, 6)),
        "quiz result", "quiz cta", "booking view",
        "contact view", "contact start", "contact submit",
    ]  # fmt: skip
    for event in events:
        assert set(event) == FIELDS | ({"question"} if event["step"] == "answer" else set())
        assert (event["utmSource"], event["utmMedium"], event["utmCampaign"]) == (
            "linkedin", "social", "spring",
        )  # fmt: skip
        assert (event["referrer"], event["device"]) == ("", "desktop")
        assert FLOW_ID.fullmatch(event["flowId"])
        paths = {"contact": "/contact", "booking": "/book", "quiz": "/find-your-fit"}
        assert event["path"] == paths[event["flow"]]
    assert len({e["flowId"] for e in events if e["flow"] == "quiz"}) == 1
    assert len({e["flowId"] for e in events}) == 3
    # The lead is the campaign's too, though the form's own address carries no tags.
    [message] = sent
    assert message["utm"] == {
        "utm_source": "LinkedIn",
        "utm_medium": "social",
        "utm_campaign": "spring",
    }

    assert page.context.cookies() == []
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0


def test_global_privacy_control_sends_nothing(page: Page):
    page.context.add_init_script(
        "Object.defineProperty(navigator, 'globalPrivacyControl', {value: true})"
    )
    events = capture_events(page)
    page.goto("/find-your-fit")
    take_quiz(page)
    page.wait_for_timeout(1500)
    assert events == []


def test_home_sends_nothing_and_a_phone_counts_as_mobile(page: Page, phone_page: Page):
    events = capture_events(page)
    page.goto("/?utm_source=linkedin")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(1000)
    assert events == []

    on_phone = capture_events(phone_page)
    phone_page.goto("/newsletter")
    wait_for(phone_page, on_phone, 1)
    assert [(e["flow"], e["step"], e["device"]) for e in on_phone] == [
        ("newsletter", "view", "mobile")
    ]


def test_the_finder_results_book_a_call_that_tells_sales_the_run(page: Page, live_stack: LiveStack):
    tag = letters_tag()
    events = capture_events(page)
    page.goto("/ai-tool-finder")
    page.get_by_label("First name").fill("Amara")
    page.get_by_label("Email").fill(f"amara.{tag}@example.co.uk")
    page.get_by_label("Company name").fill("Okafor Bakeries Ltd")
    page.get_by_label("Company size").select_option(label="21-50 employees")
    page.get_by_role("group", name="Business goals").get_by_role(
        "checkbox", name="Generate more leads"
    ).check()
    page.get_by_role("group", name="Main challenges").get_by_role(
        "checkbox", name="Budget constraints"
    ).check()
    page.get_by_role("button", name="🎯 Get My AI Tool Recommendations").click()
    cards = page.get_by_role("article")
    expect(cards).to_have_count(3, timeout=60_000)
    tools = [cards.nth(n).get_by_role("heading", level=3).inner_text() for n in range(3)]
    run_id = re.search(r"result=([\w-]+)", page.url).group(1)

    page.get_by_role("link", name="Book a Free Discovery Call").click()
    expect(page).to_have_url(re.compile(rf"/book\?from={run_id}$"))
    # They would rather write: /book's link keeps the run, so the form still knows the tools.
    page.get_by_role("link", name="Send us a message instead").click()
    expect(page).to_have_url(re.compile(rf"/contact\?finder={run_id}$"))
    expect(page.get_by_text("You saw these recommendations:")).to_have_text(
        f"You saw these recommendations: {', '.join(tools)}"
    )
    name = f"Amara Okafor {tag}"
    page.get_by_label("Name").fill(name)
    page.get_by_label("Email").fill(f"amara.{tag}@example.co.uk")
    page.get_by_label("Role").select_option("business-owner")
    page.get_by_label("Message").fill("Could you help us set these up?")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_text("Thanks — we've received your message!")).to_be_visible()
    wait_for(page, events, 8)
    assert steps(events)[:5] == [
        "finder view", "finder start", "finder submit", "finder result", "finder cta",
    ]  # fmt: skip

    account(page, live_stack, f"sal.{tag}@example.com", "sales")
    page.goto(f"/admin/leads?q={tag}")
    page.get_by_role("link", name=name).click()
    message = page.get_by_role("region", name="Message")
    expect(message).to_contain_text(f"{', '.join(tools)} · Open the tool finder lead")
    message.get_by_role("link", name="Open the tool finder lead").click()
    expect(page).to_have_url(re.compile(rf"/admin/leads/{run_id}$"))
