"""Booking a discovery call end to end (issue 34), in real Chromium against the running stack,
as one journey: a salesperson sets their hours on /admin/availability; a visitor whose
browser is in New York comes from the AI Tool Finder's results to /book, sees New York times
with the UK time beside, books one, gets an .ics whose DTSTART is that instant (and the
salesperson an email with the finder's tools); the visitor reschedules, then cancels, each
sending both of them a new invitation; a visitor without JavaScript books through
/book/times. axe-core finds nothing on /admin/availability, /book or /book/manage, and /book
leaves nothing on the visitor's device and loads nothing from another site."""

import json
import re
import urllib.request
from datetime import datetime
from pathlib import Path
from urllib.parse import urlsplit

from icalendar import Calendar
from playwright.sync_api import Browser, Locator, Page, expect

from tests.e2e.conftest import LiveStack, _new_page
from tests.support.axe_check import run_axe
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag
from tests.support.form_timing import human

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
NEW_YORK_TIME = re.compile(r"Eastern (Standard|Daylight) Time")


def finder_run(base_url: str, email: str) -> str:
    """A finder run submitted as the finder's form does; its id (the results' token)."""
    body = {
        "firstName": "Nia", "email": email, "companyName": "Harbour Lights Ltd",
        "companySize": "6-20", "businessGoal": ["enhance-productivity"],
        "mainChallenge": ["too-many-manual-processes"], **human("finder"),
    }  # fmt: skip
    request = urllib.request.Request(  # noqa: S310 (our own loopback URL)
        f"{base_url}/api/finder", data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )  # fmt: skip
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 (loopback)
        return json.load(response)["id"]


def set_hours(page: Page) -> None:
    """Every day, all day (so the test finds times whatever day it runs), taking calls."""
    page.goto("/admin/availability")
    page.get_by_label("Takes discovery calls").check()
    for day in DAYS:
        page.get_by_role("button", name=f"Add hours on {day}").click()
        page.get_by_label(f"{day} from").fill("00:00")
        page.get_by_label(f"{day} until").fill("23:30")
    # A day's notice and more: no reminder falls due while the test runs.
    page.get_by_label("Minimum notice (minutes)").fill("1560")
    page.get_by_role("button", name="Save availability").click()
    expect(page.get_by_text("Saved. The preview shows")).to_be_visible()
    preview = page.get_by_role("region", name="Next week as visitors see it")
    expect(preview.locator("dd").first).to_contain_text(re.compile(r"\d\d:\d\d"))
    assert run_axe(page) == []


def dtstart(ics: bytes) -> datetime:
    [event] = Calendar.from_ical(ics).walk("VEVENT")
    return event.decoded("DTSTART")


def invitation(message) -> Calendar:
    [part] = [p for p in message.walk() if p.get_content_type() == "text/calendar"]
    return Calendar.from_ical(part.get_payload(decode=True))


def instant(start: str) -> datetime:
    return datetime.fromisoformat(start.replace("Z", "+00:00"))


def elsewhere(url: str, live_stack: LiveStack) -> bool:
    """A request to another site (data: and blob: URLs are the page's own)."""
    parts = urlsplit(url)
    return parts.scheme in ("http", "https", "ws", "wss") and (
        parts.netloc != urlsplit(live_stack.base_url).netloc
    )


def next_mail(live_stack: LiveStack, address: str, seen: int):
    """The message to `address` after the `seen` it already had."""
    return live_stack.smtp.wait_for(address, count=seen + 1)[seen]


def own_times(page: Page) -> list[Locator]:
    """The first day's times outside the demo salesperson's hours (the stack loads one taking
    calls Monday to Friday, 9:00 to 17:30 UK time): only ours is free then, so the call is
    surely theirs. Each is named by its day, time and New York zone, with the UK time."""
    options = page.get_by_role("listbox").first.get_by_role("option")
    expect(options.first).to_have_text(NEW_YORK_TIME)
    found = []
    for index in range(options.count()):
        text = options.nth(index).text_content() or ""
        uk = re.search(r"\((\d\d:\d\d) UK time\)$", text)  # New York is never UK time
        assert uk, text
        if not "09:00" <= uk.group(1) < "17:30":
            found.append(options.nth(index))
    assert len(found) >= 2
    return found


def choose(option: Locator) -> str:
    start = option.get_attribute("data-start") or ""
    option.click()
    return start


def test_a_new_york_visitor_books_from_the_finder_reschedules_and_cancels(
    browser: Browser, page: Page, live_stack: LiveStack, tmp_path: Path
):
    tag = letters_tag()
    sales_email, visitor_email = f"sam.{tag}@example.com", f"nia.{tag}@example.com"
    account(page, live_stack, sales_email, "sales")
    set_hours(page)

    run = finder_run(live_stack.base_url, visitor_email)
    live_stack.smtp.wait_for(visitor_email, timeout=90)  # the run is done: its results are in
    with urllib.request.urlopen(f"{live_stack.base_url}/api/finder/{run}") as answer:  # noqa: S310
        tools = [tool["name"] for tool in json.load(answer)["results"]["recommendations"]]

    visitor, context = _new_page(browser, live_stack, timezone_id="America/New_York")
    third_party: list[str] = []
    visitor.on(
        "request", lambda r: third_party.append(r.url) if elsewhere(r.url, live_stack) else None
    )
    try:
        visitor.goto(f"/ai-tool-finder?result={run}")
        visitor.get_by_role("link", name="Book a Free Discovery Call").click()
        expect(visitor).to_have_url(re.compile(rf"/book\?from={run}$"))
        expect(visitor.get_by_label("Times shown in")).to_have_value("America/New_York")
        expect(visitor.get_by_role("listbox").first).to_be_visible()
        assert run_axe(visitor) == []

        start = choose(own_times(visitor)[0])
        expect(visitor.get_by_label("Company")).to_have_value("Harbour Lights Ltd")  # the run's
        visitor.get_by_label("Name").fill("Nia Harbour")
        visitor.get_by_label("Email").fill(visitor_email)
        visitor.get_by_label("Phone number").fill("07700 900123")  # calls by phone by default
        visitor.get_by_label("What would you like to talk about? (optional)").fill("Month-end")
        seen = {a: len(live_stack.smtp.to(a)) for a in (visitor_email, sales_email)}
        visitor.get_by_role("button", name="Book this call").click()
        expect(visitor.get_by_role("heading", name="Your call is booked")).to_be_focused()
        expect(visitor.get_by_text(NEW_YORK_TIME)).to_be_visible()
        expect(visitor.get_by_text(re.compile(r"^\d\d:\d\d UK time$"))).to_be_visible()

        with visitor.expect_download() as download:
            visitor.get_by_role("link", name="Download .ics").click()
        ics = Path(download.value.path()).read_bytes()
        assert dtstart(ics) == instant(start)

        # Nothing on the device, nothing from another site.
        assert context.cookies() == []
        assert visitor.evaluate("localStorage.length + sessionStorage.length") == 0
        assert third_party == []

        to_visitor = next_mail(live_stack, visitor_email, seen[visitor_email])
        to_sales = next_mail(live_stack, sales_email, seen[sales_email])
        sales_text = to_sales.get_body(("plain",)).get_content()
        assert all(f"- {tool}" in sales_text for tool in tools), sales_text
        for message in (to_visitor, to_sales):
            [event] = invitation(message).walk("VEVENT")
            assert event.decoded("DTSTART") == instant(start)

        # Reschedule, then cancel, from the link in the confirmation.
        visitor.get_by_role("link", name="Reschedule or cancel").click()
        expect(visitor.get_by_role("heading", level=1, name="Your Call")).to_be_visible()
        assert run_axe(visitor) == []
        visitor.get_by_role("button", name="Reschedule").click()
        moved_to = choose(own_times(visitor)[1])
        visitor.get_by_role("button", name=re.compile(r"^Move my call to")).click()
        expect(visitor.get_by_text("Your call has moved to")).to_be_visible()
        for address in (visitor_email, sales_email):
            moved = next_mail(live_stack, address, seen[address] + 1)
            [event] = invitation(moved).walk("VEVENT")
            assert (event.decoded("DTSTART"), int(event["SEQUENCE"])) == (instant(moved_to), 1)

        visitor.get_by_role("button", name="Cancel the call").click()
        visitor.get_by_role("button", name="Yes, cancel the call").click()
        expect(visitor.get_by_text("This call has been cancelled.")).to_be_visible()
        for address in (visitor_email, sales_email):
            gone = next_mail(live_stack, address, seen[address] + 2)
            assert str(invitation(gone)["METHOD"]) == "CANCEL"
    finally:
        context.close()


def test_without_javascript_the_times_are_links_and_the_form_posts(
    browser: Browser, live_stack: LiveStack
):
    # Not _new_page: it waits for React to hydrate each page, which never happens here.
    context = browser.new_context(base_url=live_stack.base_url, java_script_enabled=False)
    visitor = context.new_page()
    visitor.set_default_timeout(15_000)
    try:
        visitor.goto("/book")
        visitor.get_by_role("link", name="See the free times and book without it").click()
        expect(visitor).to_have_url(re.compile(r"/book/times$"))
        visitor.get_by_label("Times shown in").select_option("America/New_York")
        visitor.get_by_role("button", name="Show times").click()
        first = visitor.locator("main a[href^='/book/times?start=']").first
        expect(first).to_have_text(re.compile(r"\(America/New_York\), \d\d:\d\d UK time$"))
        first.click()
        tag = letters_tag()
        visitor.get_by_label("Name").fill("Noor Script")
        visitor.get_by_label("Email").fill(f"noor.{tag}@example.com")
        visitor.get_by_label("Company").fill("Plain Forms Ltd")
        visitor.get_by_label("Phone number").fill("07700 900456")
        visitor.get_by_role("button", name="Book this call").click()
        expect(visitor.get_by_role("heading", name="Your call is booked")).to_be_visible()
        expect(visitor.get_by_role("link", name="Reschedule or cancel")).to_be_visible()
        live_stack.smtp.wait_for(f"noor.{tag}@example.com")
        assert context.cookies() == []
    finally:
        context.close()
