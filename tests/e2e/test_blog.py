"""The blog in real Chromium against the running stack with the shipped demo content
(8 published posts in 4 categories, one draft): search, category filter, load more,
reading an article and coming back."""

import re
import urllib.request

from playwright.sync_api import Page, expect

PAGE_SIZE = 6
GDPR_TITLE = "AI and UK GDPR: A Plain-English Checklist for Small Firms"
TRAINING_TITLES = [
    "Getting Your Team to Actually Use AI",
    "Writing Better Prompts: A Practical Guide for Busy People",
]


def cards(page: Page):
    return page.get_by_role("main").get_by_role("article")


def open_blog(page: Page, path: str = "/blog") -> None:
    page.goto(path)
    # The server-rendered list is replaced when the app mounts; wait for the app's own list.
    expect(page.get_by_role("heading", name="Popular Posts")).to_be_visible()
    expect(page.get_by_text("Loading posts...")).to_have_count(0)


def test_load_more_search_and_category_filter_with_back_button(page: Page):
    open_blog(page)
    expect(cards(page)).to_have_count(PAGE_SIZE)
    expect(page.get_by_role("combobox")).to_have_value("all")
    expect(page.get_by_role("option", name="All Categories")).to_have_count(1)

    page.get_by_role("button", name="Load More Posts").click()
    expect(cards(page)).to_have_count(8)
    expect(page.get_by_role("button", name="Load More Posts")).to_have_count(0)
    titles = cards(page).get_by_role("heading").all_inner_texts()
    assert len(set(titles)) == 8
    assert "Our 2027 Predictions for AI in Small Business" not in titles
    # The oldest demo post, dated in the spec's own example format.
    expect(page.get_by_text("March 5, 2025").first).to_be_visible()
    expect(page.get_by_test_id("post-image-placeholder").first).to_be_visible()
    expect(page.get_by_text("Read more to discover insights...")).to_be_visible()

    search = page.get_by_role("searchbox", name="Search articles")
    search.fill("gdpr")
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"/blog\?q=gdpr$"))
    expect(cards(page)).to_have_count(1)
    expect(cards(page).get_by_role("heading")).to_have_text(GDPR_TITLE)

    search.fill("predictions")
    search.press("Enter")
    expect(page.get_by_text("No posts found matching your criteria.")).to_be_visible()

    page.go_back()
    expect(page).to_have_url(re.compile(r"/blog\?q=gdpr$"))
    expect(search).to_have_value("gdpr")
    expect(cards(page)).to_have_count(1)
    page.go_back()
    expect(page).to_have_url(re.compile(r"/blog$"))
    expect(search).to_have_value("")
    # Back restores the list as the visitor left it, both pages included.
    expect(cards(page)).to_have_count(8)

    page.get_by_role("combobox").select_option(label="Team Training")
    expect(page).to_have_url(re.compile(r"/blog\?category=team-training$"))
    expect(cards(page)).to_have_count(2)
    assert cards(page).get_by_role("heading").all_inner_texts() == TRAINING_TITLES


def test_open_an_article_and_go_back_to_the_filtered_list(page: Page):
    open_blog(page, "/blog?category=team-training")
    expect(cards(page)).to_have_count(2)
    page.get_by_role("link", name=TRAINING_TITLES[0]).click()

    expect(page).to_have_url(re.compile(r"/blog/getting-your-team-to-actually-use-ai$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(TRAINING_TITLES[0])
    expect(page).to_have_title(f"{TRAINING_TITLES[0]} | AI Consultancy Blog")
    article = page.get_by_role("article")
    expect(article.get_by_role("link", name="Team Training")).to_be_visible()
    expect(article.get_by_text("By Priya Desai")).to_be_visible()
    expect(article.get_by_text("January 27, 2026")).to_be_visible()
    expect(article.get_by_text("3 min read")).to_be_visible()
    expect(article.get_by_role("heading", name="Find your champions")).to_be_visible()
    expect(page.get_by_role("complementary", name="About the author")).to_contain_text(
        "Designs hands-on AI training"
    )
    linkedin = page.get_by_role("link", name="Share on LinkedIn")
    expect(linkedin).to_have_attribute("href", re.compile(r"^https://www\.linkedin\.com/"))
    expect(page.get_by_role("link", name="Share by email")).to_have_attribute(
        "href", re.compile(r"^mailto:\?subject=")
    )

    page.go_back()
    expect(page).to_have_url(re.compile(r"/blog\?category=team-training$"))
    expect(page.get_by_role("combobox")).to_have_value("team-training")
    expect(cards(page)).to_have_count(2)

    page.get_by_role("link", name=TRAINING_TITLES[1]).click()
    page.get_by_role("link", name="← Back to Blog").click()
    expect(page).to_have_url(re.compile(r"/blog$"))
    expect(cards(page)).to_have_count(PAGE_SIZE)


def test_article_is_server_rendered_then_taken_over_by_the_app(page: Page, live_stack):
    url = f"{live_stack.base_url}/blog/how-to-measure-whether-ai-is-paying-off"
    with urllib.request.urlopen(url) as resp:  # noqa: S310 (loopback)
        html = resp.read().decode()
    assert "<title>How to Measure Whether AI Is Paying Off | AI Consultancy Blog</title>" in html
    assert '"@type": "BlogPosting"' in html
    assert "Measure 1: hours saved on a named task" in html

    page.goto("/blog/how-to-measure-whether-ai-is-paying-off")
    expect(page.get_by_role("heading", level=1)).to_have_text(
        "How to Measure Whether AI Is Paying Off"
    )
    expect(page.get_by_text("March 5, 2025")).to_be_visible()
    expect(page.get_by_role("link", name="Share on LinkedIn")).to_be_visible()  # app-only markup
    expect(page.get_by_role("heading", level=1)).to_have_count(1)


def test_draft_and_unknown_articles_are_not_found(page: Page):
    for slug in ("draft-2027-predictions", "no-such-article"):
        response = page.goto(f"/blog/{slug}")
        assert response is not None and response.status == 404
        expect(page.get_by_role("heading", name="Article Not Found")).to_be_visible()
        expect(
            page.get_by_text("The article you're looking for doesn't exist or has been removed.")
        ).to_be_visible()
        expect(page.get_by_role("link", name="Share on LinkedIn")).to_have_count(0)
    page.get_by_role("link", name="← Back to Blog").click()
    expect(page).to_have_url(re.compile(r"/blog$"))
    expect(page.get_by_role("heading", name="Popular Posts")).to_be_visible()
