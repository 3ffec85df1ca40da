"""Plan quiz (/find-your-fit) end to end in Chromium: every result reachable through the UI,
the step controls, replacing an answer by going back, and restarting (spec 2.10, 4)."""

import pytest
from playwright.sync_api import Page, expect

TITLE = "Find the Right AI-Powered Plan for Your Business"


def start(page: Page) -> None:
    page.goto("/find-your-fit")
    expect(page.get_by_role("heading", level=1, name=TITLE)).to_be_visible()
    expect(page.get_by_text("It only takes 60 seconds.")).to_be_visible()
    page.get_by_role("button", name="Get Started").click()


def expect_question(page: Page, number: int) -> None:
    expect(page.get_by_text(f"Question {number} of 5", exact=True)).to_be_visible()
    expect(page.get_by_role("progressbar", name="Quiz progress")).to_have_attribute(
        "aria-valuenow", str(number)
    )


def next_button(page: Page, number: int):
    return page.get_by_role("button", name="Get Results" if number == 5 else "Next", exact=True)


def answer(page: Page, number: int, option: int) -> None:
    """Choose the option-th answer (0 = first) of question `number` and move on."""
    expect_question(page, number)
    page.get_by_role("radio").nth(option).check()
    next_button(page, number).click()


@pytest.mark.parametrize(
    ("option", "plan", "key"),
    [(0, "Clarity Plan", "clarity"), (1, "Growth Plan", "growth"), (2, "Freedom Plan", "freedom")],
    ids=["clarity", "growth", "freedom"],
)
def test_each_plan_can_be_recommended(page: Page, option: int, plan: str, key: str):
    start(page)
    for number in range(1, 6):
        answer(page, number, option)

    expect(page.get_by_text("Based on your answers, we recommend the:")).to_be_visible()
    expect(page.get_by_role("heading", level=2, name=plan)).to_be_visible()
    expect(page.get_by_role("link", name="View Full Plan")).to_have_attribute("href", "/#plans")
    # The booking page then carries the recommended plan (tests/e2e/test_plan_enquiry.py).
    expect(page.get_by_role("link", name="Book a Free Discovery Call")).to_have_attribute(
        "href", f"/book?plan={key}&from=quiz"
    )


def test_step_controls_going_back_and_restarting(page: Page):
    start(page)
    expect_question(page, 1)
    expect(page.get_by_role("button", name="Previous")).to_be_disabled()
    expect(next_button(page, 1)).to_be_disabled()
    page.get_by_role("radio").first.check()
    expect(next_button(page, 1)).to_be_enabled()
    next_button(page, 1).click()

    expect_question(page, 2)
    expect(page.get_by_role("button", name="Previous")).to_be_enabled()
    expect(next_button(page, 2)).to_be_disabled()
    for number in range(2, 5):
        answer(page, number, 0)

    expect_question(page, 5)
    expect(page.get_by_role("button", name="Get Results")).to_be_disabled()
    expect(page.get_by_role("button", name="Next", exact=True)).to_have_count(0)

    # Back to question 1: the earlier "clarity" answers are shown and can be replaced.
    for number in range(5, 1, -1):
        expect_question(page, number)
        page.get_by_role("button", name="Previous").click()
    expect_question(page, 1)
    expect(page.get_by_role("radio").first).to_be_checked()
    for number in range(1, 6):
        answer(page, number, 2)
    expect(page.get_by_role("heading", level=2, name="Freedom Plan")).to_be_visible()

    page.get_by_role("button", name="Take Quiz Again").click()
    expect(page.get_by_text("It only takes 60 seconds.")).to_be_visible()
    expect(page.get_by_role("button", name="Get Started")).to_be_focused()
    page.get_by_role("button", name="Get Started").click()
    expect_question(page, 1)
    expect(page.get_by_role("radio").first).not_to_be_checked()
    expect(next_button(page, 1)).to_be_disabled()


def test_keyboard_only_run(page: Page):
    start(page)
    for number in range(1, 6):
        expect_question(page, number)
        page.keyboard.press("Tab")  # focus sits on the question heading; Tab reaches the radios
        page.keyboard.press("Space")
        page.keyboard.press("Enter")  # submits the step, like Next
    expect(page.get_by_role("heading", level=2, name="Clarity Plan")).to_be_focused()
