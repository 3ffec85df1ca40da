"""The blog's server-rendered HTML is the app's own page (web/pages/blog.py, templates/pages/
blog_*.html mirror frontend/src/features/blog/): on a first visit the app keeps the served
HTML until the visitor uses it, then renders its own in its place, and the two must look
the same, box for box, and hold the same controls in the same order (the handover moves
focus and clicks by position). Real Chromium on the demo content, phone and desktop widths."""

import re

import pytest
from playwright.sync_api import Page, expect

ARTICLE = "/blog/where-to-start-with-ai-in-a-small-business"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}

# Every element of the page's part in document order, with where it is drawn and, for the
# controls the handover counts (PrerenderedHtml CONTROLS), what they are. <noscript>
# content is inert text with scripting on, so only the element itself is left out.
LAYOUT = """part => Array.from(part.querySelectorAll('*'))
  .filter(el => el.tagName !== 'NOSCRIPT')
  .map(el => {
    const box = el.getBoundingClientRect()
    const control = el.matches('a[href], button, input, select, textarea')
      ? [el.getAttribute('href'), el.getAttribute('type'), el.getAttribute('name'),
         el.textContent.trim()]
      : null
    return [el.tagName, Math.round(box.x), Math.round(box.y), Math.round(box.width),
            Math.round(box.height), control]
  })"""


def part(page: Page, name: str):
    return page.locator(f"[data-prerendered-html='{name}']")


def layout(page: Page, name: str) -> list:
    return part(page, name).evaluate(LAYOUT)


@pytest.fixture(params=VIEWPORTS.values(), ids=VIEWPORTS.keys())
def sized_page(page: Page, request) -> Page:
    page.set_viewport_size(request.param)
    return page


def test_blog_list_looks_the_same_before_and_after_the_app_takes_it_over(sized_page: Page):
    page = sized_page
    page.goto("/blog")
    list_part = part(page, "blog-list")
    served_search = list_part.get_by_role("searchbox", name="Search articles")
    served = layout(page, "blog-list")
    assert any(row[5] and row[5][3] == "Load More Posts" for row in served)

    # Focus into the search box hands the list to the app, which renders it from the data
    # the page carried: no request for posts, categories or popular posts is made.
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/api/blog/" in r.url else None)
    served_search.evaluate("el => { el.dataset.served = 'yes' }")
    served_search.focus()
    expect(page.locator("[data-served]")).to_have_count(0)  # the app's element is in its place
    expect(list_part.get_by_role("searchbox", name="Search articles")).to_be_focused()
    expect(list_part.get_by_role("button", name="Subscribe")).to_be_enabled()
    assert layout(page, "blog-list") == served
    assert asked == []


def test_article_looks_the_same_served_and_rendered_by_the_app(sized_page: Page):
    page = sized_page
    page.goto(ARTICLE)
    served = layout(page, "blog-article")
    assert any(row[5] and row[5][3] == "Share on LinkedIn" for row in served)

    # The app renders an article itself when the visitor reaches it inside the app.
    page.goto("/blog")
    part(page, "blog-list").get_by_role("link", name="Where to Start with AI").first.click()
    expect(page).to_have_url(re.compile(f"{ARTICLE}$"))
    article = part(page, "blog-article")
    expect(article.get_by_role("link", name="Share on LinkedIn")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    assert layout(page, "blog-article") == served


def test_a_choice_of_category_in_the_served_list_is_made_in_the_app(page: Page):
    page.goto("/blog")
    page.get_by_role("combobox", name="Category").select_option(label="Team Training")
    expect(page).to_have_url(re.compile(r"/blog\?category=team-training$"))
    expect(page.get_by_role("main").get_by_role("article")).to_have_count(2)
    expect(page.get_by_role("combobox", name="Category")).to_have_value("team-training")
