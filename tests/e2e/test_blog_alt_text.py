"""Alt text and responsive images from the editor to every place a post is shown, in real
Chromium against the running stack: the editor asks for alt text on the featured image and
on each inline image (with a Decorative tick), and the words reach the API, the blog card,
the article (as the app shows it and as served before any script), Open Graph and RSS, with
the uploads offered as WebP and PNG srcsets with their width and height."""

import io
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ROOT, LiveStack

PASSWORD = "a long enough password"
PREFIX = "E2E Alt"
FEATURED_ALT = "Two colleagues reading a chart of invoices paid on time"
INLINE_ALT = 'Bar chart: 60% paid on time in January, 85% in June & "rising"'
FEATURED_MISSING = "Describe the featured image for people who can't see it, or tick Decorative."
MEDIA = "{http://search.yahoo.com/mrss/}"


@pytest.fixture
def own_posts(live_stack: LiveStack):
    yield
    with sqlite3.connect(live_stack.instance / "app.db") as db:
        db.execute("DELETE FROM blog_posts WHERE title LIKE ?", (PREFIX + "%",))


def png_file(tmp_path: Path, name: str, size: tuple[int, int], colour) -> Path:
    buffer = io.BytesIO()
    Image.new("RGB", size, colour).save(buffer, format="PNG")
    path = tmp_path / name
    path.write_bytes(buffer.getvalue())
    return path


def editor_account(page: Page, live_stack: LiveStack, email: str) -> None:
    """Sign up, mark the address confirmed (the accounts tests cover how), get the editor
    role from the CLI, sign in."""
    page.goto("/admin/login")
    page.get_by_role("button", name="Create an admin account").click()
    page.get_by_label("First Name").fill("Alto")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create Account").click()
    expect(page.get_by_text("Account created successfully!")).to_be_visible()
    with sqlite3.connect(live_stack.instance / "app.db") as db:
        db.execute(
            "UPDATE users SET email_verified_at = CURRENT_TIMESTAMP WHERE email = ?", (email,)
        )
    env = {**os.environ, "INSTANCE_PATH": str(live_stack.instance),
           "REDIS_URL": f"unix://{live_stack.instance}/redis/redis.sock?db=0"}  # fmt: skip
    env.pop("DATABASE_URL", None)
    subprocess.run(
        [sys.executable, "-m", "flask", "--app", "web:create_app", "users", "grant-role", email,
         "editor"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    page.goto("/admin/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign In").click()
    expect(page).to_have_url(re.compile(r"/admin$"))


def test_alt_text_goes_from_the_editor_to_api_card_article_og_and_rss(
    page: Page, live_stack: LiveStack, tmp_path: Path, own_posts
):
    editor_account(page, live_stack, "alt.editor@example.com")
    page.goto("/admin/posts/new")
    title = f"{PREFIX} Invoices Paid On Time"
    page.get_by_label("Title", exact=True).fill(title)
    body = page.get_by_role("textbox", name="Post content")
    body.click()
    page.keyboard.type("How the numbers moved.")

    # An inline image: asked for alt text before it goes in.
    toolbar = page.get_by_role("toolbar", name="Formatting")
    toolbar.locator("input[type=file]").set_input_files(
        png_file(tmp_path, "chart.png", (1200, 700), (200, 30, 30))
    )
    dialog = page.get_by_role("dialog", name="Describe this image")
    dialog.get_by_role("button", name="Add to post").click()
    expect(dialog.get_by_text("Write alt text, or tick Decorative.")).to_be_visible()
    dialog.get_by_role("textbox", name="Alt text").fill(INLINE_ALT)
    dialog.get_by_role("button", name="Add to post").click()
    expect(body.locator("img")).to_have_attribute("alt", INLINE_ALT)

    # A second one, decorative on purpose.
    toolbar.locator("input[type=file]").set_input_files(
        png_file(tmp_path, "divider.png", (600, 40), (230, 230, 230))
    )
    dialog.get_by_role("checkbox", name=re.compile("Decorative")).check()
    dialog.get_by_role("button", name="Add to post").click()
    expect(body.locator("img")).to_have_count(2)

    # The featured image: saving without alt text is refused with the server's wording.
    page.get_by_label("Featured image file").set_input_files(
        png_file(tmp_path, "cover.png", (1800, 945), (67, 56, 202))
    )
    expect(page.get_by_label("Featured image", exact=True)).to_have_value(re.compile("/uploads/"))
    page.get_by_label("Status").select_option("published")
    page.get_by_role("button", name="Save Post").click()
    expect(page.get_by_text(FEATURED_MISSING)).to_be_visible()
    page.get_by_label("Featured image alt text").fill(FEATURED_ALT)
    page.get_by_role("button", name="Save Post").click()
    expect(page).to_have_url(re.compile(r"/admin/posts/\d+$"))
    slug = "e2e-alt-invoices-paid-on-time"

    # API.
    post = page.request.get(f"/api/blog/posts/{slug}").json()["post"]
    assert post["featured_image_alt"] == FEATURED_ALT
    cover = post["featured_image_set"]
    assert (cover["width"], cover["height"]) == (1600, 840)
    assert cover["webp_srcset"].count("w, ") == 2 and cover["srcset"].endswith("1600w")
    assert (
        'alt="Bar chart: 60% paid on time in January, 85% in June &amp; &quot;rising&quot;"'
        in (post["content"])
    )
    assert re.search(r'<img src="/uploads/[\w-]+-600w\.png"[^>]* alt=""', post["content"])

    # The card on /blog.
    page.goto("/blog")
    card = page.locator("article").filter(has_text=title)
    card_image = card.get_by_role("img", name=FEATURED_ALT)
    expect(card_image).to_have_attribute("srcset", cover["srcset"])
    expect(card_image).to_have_attribute("width", "1600")
    expect(card_image).to_have_attribute("height", "840")
    expect(card.locator("picture source[type='image/webp']")).to_have_attribute(
        "srcset", cover["webp_srcset"]
    )
    box = card_image.bounding_box()  # the title's link covers the card, image included
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(page).to_have_url(re.compile(f"/blog/{slug}$"))

    # The article as the app shows it.
    expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()
    expect(page.get_by_role("img", name=FEATURED_ALT)).to_have_attribute("width", "1600")
    inline = page.get_by_role("img", name=INLINE_ALT)
    expect(inline).to_have_attribute("width", "1200")
    expect(inline).to_have_attribute("height", "700")
    expect(inline).to_have_attribute("srcset", re.compile(r"-480w\.png 480w, .*-1200w\.png 1200w$"))
    for url in (cover["src"], *(entry.split(" ")[0] for entry in cover["webp_srcset"].split(", "))):
        assert page.request.get(url).status == 200

    # As served before any script: the article, Open Graph and Twitter cards.
    html = page.request.get(f"/blog/{slug}").text()
    head = html.split("</head>", 1)[0]
    assert f'<meta property="og:image:alt" content="{FEATURED_ALT}" />' in head
    assert f'<meta name="twitter:image:alt" content="{FEATURED_ALT}" />' in head
    assert f'content="{live_stack.base_url}{cover["src"]}"' in head
    assert f'alt="{FEATURED_ALT}"' in html.split("</head>", 1)[1]

    # RSS.
    feed = ET.fromstring(page.request.get("/blog/rss.xml").body())  # noqa: S314 (our own output)
    [item] = [i for i in feed.iter("item") if i.findtext("title") == title]
    assert item.find(f"{MEDIA}content").findtext(f"{MEDIA}description") == FEATURED_ALT
    content = item.findtext("{http://purl.org/rss/1.0/modules/content/}encoded")
    assert f'alt="{FEATURED_ALT}"' in content and "&amp; &quot;rising&quot;" in content
