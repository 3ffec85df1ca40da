"""The newsletter's journey in real Chromium (issue 36): a reader subscribes and confirms; an
editor writes an issue with an uploaded image, previews it (HTML and plain text), sends a
test to themselves and schedules it; the worker sends it when its time comes; the reader's
email has both parts, the headers and a one-click unsubscribe that works; the issue is in
/newsletter, at its own address and in the RSS feed; axe-core finds nothing on the admin
pages and the archive."""

import re
from pathlib import Path
from urllib.parse import urlsplit

from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.conftest import LiveStack
from tests.support.axe_check import run_axe
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import letters_tag
from tests.support.mail_checks import link_in

ALT = "A calm desk with one notebook"


def _local(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}" if parts.query else parts.path


def _subscribe(page: Page, live_stack: LiveStack, address: str) -> None:
    page.goto("/newsletter")
    page.get_by_label("Name", exact=True).fill("Nia")
    page.get_by_label("Email", exact=True).fill(address)
    page.get_by_role("button", name="Subscribe").click()
    expect(page.get_by_text("Almost there: check your inbox")).to_be_visible()
    [confirmation] = live_stack.smtp.wait_for(address)
    page.goto(_local(link_in(confirmation, "/newsletter/confirm")))
    page.get_by_role("button", name="Confirm my subscription").click()
    expect(page.get_by_role("heading", name="You're subscribed!")).to_be_visible()


def _in_a_few_seconds(page: Page) -> str:
    """The browser's local time 8 s from now, as a datetime-local input takes it."""
    return page.evaluate(
        """() => { const d = new Date(Date.now() + 8000), p = (n) => String(n).padStart(2, '0');
          return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}`
            + `:${p(d.getMinutes())}:${p(d.getSeconds())}` }"""
    )


def test_write_preview_test_schedule_send_unsubscribe_and_archive(
    page: Page, live_stack: LiveStack, tmp_path: Path
):
    tag = letters_tag()
    reader = f"nl.reader.{tag}@example.com"
    editor = f"nl.editor.{tag}@example.com"
    subject = f"The Calm AI Digest {tag}"
    _subscribe(page, live_stack, reader)
    page.context.clear_cookies()
    account(page, live_stack, editor, "editor")

    page.get_by_role("link", name="Newsletter").click()
    expect(page.get_by_role("heading", level=2, name="Newsletter")).to_be_visible()
    assert run_axe(page) == []
    page.get_by_role("link", name="Write an issue").click()
    page.get_by_label("Subject").fill(subject)
    page.get_by_label("Preview line").fill("Three calm ways to start")
    body = page.get_by_role("textbox", name="Body")
    body.click()
    page.keyboard.type("Start small: pick one task and time it.")
    picture = tmp_path / "desk.png"
    Image.new("RGB", (1200, 700), (30, 110, 100)).save(picture)
    page.get_by_role("toolbar", name="Formatting").locator("input[type=file]").set_input_files(
        picture
    )
    dialog = page.get_by_role("dialog", name="Describe this image")
    dialog.get_by_role("textbox", name="Alt text").fill(ALT)
    dialog.get_by_role("button", name="Add to post").click()
    expect(body.locator("img")).to_have_attribute("alt", ALT)
    page.get_by_role("button", name="Save draft").click()
    expect(page).to_have_url(re.compile(r"/admin/newsletter/\d+$"))

    # The preview: the HTML part in its frame beside the plain text, and its size.
    html_part = page.frame_locator('iframe[title="The issue\'s HTML part"]')
    expect(html_part.get_by_text("Start small: pick one task and time it.")).to_be_visible()
    expect(html_part.locator(f'img[alt="{ALT}"]')).to_have_attribute("width", "560")
    text_part = page.get_by_role("region", name="Plain-text part")
    expect(text_part).to_contain_text("Start small: pick one task and time it.")
    expect(page.get_by_text(re.compile(r"HTML part: [\d.]+ KB of the 102 KB"))).to_be_visible()
    expect(page.locator("[data-sonner-toast]")).to_have_count(0)  # "Draft saved" has gone
    violations = run_axe(page)
    assert violations == [], violations

    page.get_by_role("button", name="Send a test to me").click()
    [test_copy] = live_stack.smtp.wait_for(editor, subject=f"[Test] {subject}")

    page.get_by_label("Send at").fill(_in_a_few_seconds(page))
    page.get_by_role("button", name="Schedule", exact=True).click()
    expect(page.get_by_text(re.compile(r"^Scheduled for"))).to_be_visible()
    # The worker's timer starts it when its time comes; the page follows the send.
    [message] = live_stack.smtp.wait_for(reader, subject=subject, timeout=90)
    expect(page.get_by_text(re.compile(r"^Sent .*: \d+ of \d+"))).to_be_visible(timeout=60_000)

    html = message.get_body(("html",)).get_content()
    text = message.get_body(("plain",)).get_content()
    assert "Start small: pick one task and time it." in text and "Unsubscribe" in text
    [image] = re.findall(r"<img\b[^>]*>", html)
    assert re.search(r'src="http://[^"]+/uploads/[^"]+"', image), image
    assert f'alt="{ALT}"' in image and 'width="560"' in image and 'height="327"' in image, image
    assert message["List-Id"].startswith("Calm AI Digest <newsletter.")
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    one_click = re.match(r"<(https?://[^>]+)>", message["List-Unsubscribe"]).group(1)
    answer = page.request.post(
        _local(one_click),
        data="List-Unsubscribe=One-Click",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert answer.ok and answer.json() == {"status": "unsubscribed"}

    # The archive: on /newsletter, at its own address, in the feed.
    page.goto("/newsletter")
    page.get_by_role("link", name=subject).click()
    expect(page).to_have_url(re.compile(r"/newsletter/issues/\d+-"))
    expect(page.get_by_role("heading", level=1, name=subject)).to_be_visible()
    expect(page.get_by_role("img", name=ALT)).to_be_visible()
    assert run_axe(page) == []
    page.reload()  # as served by the server, with the sign-up card under it
    expect(page.get_by_role("button", name="Subscribe")).to_be_visible()
    assert run_axe(page) == []
    page.goto("/newsletter")
    assert run_axe(page) == []
    assert f"<title>{subject}</title>" in page.request.get("/newsletter/rss.xml").text()
