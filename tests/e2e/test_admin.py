"""The admin area in real Chromium against the running stack: sign-up gives no access, the
address is confirmed (link + password), the CLI grants admin, the dashboard shows real
counts, posts are written (with an uploaded image), published, scheduled and deleted;
password reset through the SMTP sink; changing one's own password while signed in; seeing
and ending one's sessions; and the sign-in rate limit as the person sees it."""

import io
import os
import re
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ROOT, LiveStack

PASSWORD = "a long enough password"
SIGNUP_DONE = "Account created successfully! Please check your email for verification."
RESET_SENT = "Password reset email sent! Please check your inbox."
NO_ACCESS = "You're signed in, but your account doesn't have access to the admin area yet."
LINK = re.compile(r"(http://\S+\?token=[\w.\-]+)")
# Every post this file creates starts with this, so cleanup can't touch the demo content
# the blog's own e2e tests count.
PREFIX = "E2E Admin"


@pytest.fixture
def own_posts(live_stack: LiveStack):
    yield
    with sqlite3.connect(live_stack.instance / "app.db") as db:
        db.execute("DELETE FROM blog_posts WHERE title LIKE ?", (PREFIX + "%",))


def db_count(live_stack: LiveStack, sql: str) -> int:
    with sqlite3.connect(live_stack.instance / "app.db") as db:
        return db.execute(sql).fetchone()[0]


def grant_admin(live_stack: LiveStack, email: str) -> str:
    env = {
        **os.environ,
        "INSTANCE_PATH": str(live_stack.instance),
        "REDIS_URL": f"unix://{live_stack.instance}/redis/redis.sock?db=0",
    }
    env.pop("DATABASE_URL", None)  # the stack's embedded default: SQLite in the instance
    result = subprocess.run(
        [sys.executable, "-m", "flask", "--app", "web:create_app", "users", "grant-admin", email],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return result.stdout


def sign_up(page: Page, email: str, first_name: str = "Grace") -> None:
    page.goto("/admin/login")
    page.get_by_role("button", name="Create an admin account").click()
    expect(page.get_by_role("heading", name="Create Admin Account")).to_be_visible()
    page.get_by_label("First Name").fill(first_name)
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create Account").click()
    expect(page.get_by_text(SIGNUP_DONE)).to_be_visible()


def sign_in(page: Page, email: str, password: str = PASSWORD) -> None:
    page.goto("/admin/login")
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign In").click()


def confirm_email(page: Page, live_stack: LiveStack, email: str) -> None:
    """Open the sign-up email's link and confirm with the account's password (roles need a
    confirmed address)."""
    [message] = live_stack.smtp.wait_for(email, subject="Confirm your email address")
    page.goto(text_link(message))
    expect(page.get_by_role("heading", name="Confirm Email")).to_be_visible()
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Confirm Email").click()
    expect(page.get_by_text("Thanks! Your email address is confirmed.")).to_be_visible()


def png_file(tmp_path: Path) -> Path:
    path = tmp_path / "cover.png"
    buffer = io.BytesIO()
    Image.new("RGB", (64, 40), (67, 56, 202)).save(buffer, format="PNG")
    path.write_bytes(buffer.getvalue())
    return path


def text_link(message) -> str:
    return LINK.search(message.get_body(preferencelist=("plain",)).get_content()).group(1)


def write_post(page: Page, title: str, body: str) -> None:
    page.goto("/admin/posts/new")
    expect(page.get_by_role("heading", name="New Post")).to_be_visible()
    page.get_by_label("Title", exact=True).fill(title)
    editor = page.get_by_role("textbox", name="Post content")
    editor.click()
    page.keyboard.type(body)


def test_sign_up_grant_admin_write_publish_schedule_and_sign_out(
    page: Page, live_stack: LiveStack, tmp_path: Path, own_posts
):
    email = "grace.admin@example.com"
    page.goto("/admin")
    expect(page).to_have_url(re.compile(r"/admin/login$"))

    sign_up(page, email)
    # Signing up (or in) gives no access: /admin sends the account back to the login page.
    sign_in(page, email)
    expect(page.get_by_text(NO_ACCESS)).to_be_visible()
    page.goto("/admin")
    expect(page).to_have_url(re.compile(r"/admin/login$"))

    # No role until the address is confirmed, with the link and the account's password.
    with pytest.raises(subprocess.CalledProcessError) as refused:
        grant_admin(live_stack, email)
    assert "hasn't confirmed its email address yet" in refused.value.stderr
    confirm_email(page, live_stack, email)
    assert "role is now admin" in grant_admin(live_stack, email)
    page.goto("/admin/login")
    expect(page).to_have_url(re.compile(r"/admin$"))  # a signed-in admin goes to /admin
    expect(page.get_by_text("Welcome, Grace")).to_be_visible()
    totals = {
        "Total Posts": db_count(live_stack, "SELECT count(*) FROM blog_posts"),
        "Published": db_count(
            live_stack, "SELECT count(*) FROM blog_posts WHERE status = 'published'"
        ),
        "Drafts": db_count(live_stack, "SELECT count(*) FROM blog_posts WHERE status = 'draft'"),
        "Categories": db_count(live_stack, "SELECT count(*) FROM blog_categories"),
    }
    assert totals["Total Posts"] > 0
    for label, value in totals.items():
        expect(page.get_by_label(label, exact=True)).to_have_text(str(value))
    expect(page.get_by_text("Blog management system is ready.")).to_be_visible()

    # A post with an uploaded featured image, published now.
    page.get_by_role("link", name="Create New Post").click()
    title = f"{PREFIX} Launch Notes"
    write_post(page, title, "Plain words about our launch.")
    expect(page.get_by_label("Slug", exact=True)).to_have_value("e2e-admin-launch-notes")
    page.get_by_label("Featured image file").set_input_files(png_file(tmp_path))
    expect(page.get_by_label("Featured image", exact=True)).to_have_value(
        re.compile(r"^/uploads/[\w-]+\.png$")
    )
    page.get_by_label("Featured image alt text").fill("A purple launch banner")
    page.get_by_label("Status").select_option("published")
    page.get_by_role("button", name="Save Post").click()
    expect(page).to_have_url(re.compile(r"/admin/posts/\d+$"))
    expect(page.get_by_role("heading", name="Edit Post")).to_be_visible()

    page.goto("/blog")
    expect(page.get_by_role("heading", name=title)).to_be_visible()
    page.goto("/blog/e2e-admin-launch-notes")
    expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()
    expect(page.get_by_text("Plain words about our launch.")).to_be_visible()
    expect(page.locator("img[src^='/uploads/']").first).to_be_visible()

    # A post scheduled a few seconds ahead appears on its own when its time comes.
    later_title = f"{PREFIX} Scheduled Piece"
    write_post(page, later_title, "This one waits for its moment.")
    when = datetime.now() + timedelta(seconds=8)
    page.get_by_label("Status").select_option("published")
    page.get_by_label("Publish date").fill(when.strftime("%Y-%m-%dT%H:%M:%S"))
    page.get_by_role("button", name="Save Post").click()
    expect(page.get_by_role("heading", name="Edit Post")).to_be_visible()
    expect(page.get_by_text("Scheduled", exact=True)).to_be_visible()
    page.goto("/blog")
    expect(page.get_by_role("heading", name=title)).to_be_visible()
    expect(page.get_by_role("heading", name=later_title)).to_have_count(0)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and datetime.now() < when:
        time.sleep(0.5)
    page.goto("/blog")
    expect(page.get_by_role("heading", name=later_title)).to_be_visible()

    # The list finds both; deleting asks first.
    page.goto("/admin/posts")
    # The list searches 300 ms after typing stops: act on the searched list, not on the
    # first page the search is about to replace.
    with page.expect_response(lambda r: "/api/admin/posts?" in r.url and "q=" in r.url):
        page.get_by_label("Search").fill(PREFIX)
    rows = page.get_by_role("row").filter(has_text=PREFIX)
    expect(rows).to_have_count(2)
    row = rows.filter(has_text=later_title)
    row.get_by_role("button", name="Delete").click()
    row.get_by_role("button", name="Yes, delete").click()
    expect(page.get_by_role("row").filter(has_text=PREFIX)).to_have_count(1)

    page.goto("/admin")
    page.get_by_role("button", name="Sign Out").click()
    expect(page).to_have_url(re.compile(r"/admin/login$"))
    page.goto("/admin")
    expect(page).to_have_url(re.compile(r"/admin/login$"))


def test_password_reset_link_works_once(page: Page, live_stack: LiveStack):
    email = "reset.me@example.com"
    sign_up(page, email, "Rita")
    page.get_by_role("button", name="Back to login").click()
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.get_by_role("heading", name="Reset Password")).to_be_visible()
    expect(page.get_by_label("Password")).to_have_count(0)  # email only
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Send Reset Email").click()
    expect(page.get_by_text(RESET_SENT)).to_be_visible()

    messages = live_stack.smtp.wait_for(email, count=2)
    [reset] = [m for m in messages if m["Subject"] == "Reset your password"]
    link = text_link(reset)
    assert link.startswith(live_stack.base_url + "/admin/reset-password?token=")

    new_password = "a different long password"
    page.goto(link)
    expect(page.get_by_text(f"For {email}")).to_be_visible()
    # The address was never confirmed, so this link claims it: the name is asked again,
    # since the sign-up's may have been typed by someone else.
    page.get_by_label("First Name").fill("Rita")
    page.get_by_label("New Password", exact=True).fill(new_password)
    page.get_by_label("Confirm New Password").fill(new_password)
    page.get_by_role("button", name="Set New Password").click()
    expect(page.get_by_text("Your password has been changed. You can now sign in.")).to_be_visible()

    page.goto(link)
    expect(page.get_by_role("alert")).to_have_text(
        "This password reset link is invalid or has already been used. Request a new one."
    )

    sign_in(page, email, PASSWORD)
    expect(page.get_by_role("alert")).to_have_text("Invalid email or password.")
    sign_in(page, email, new_password)
    expect(page.get_by_text(NO_ACCESS)).to_be_visible()


def test_changing_ones_password_keeps_this_session_and_ends_the_others(
    page: Page, phone_page: Page, live_stack: LiveStack
):
    email = "change.mine@example.com"
    sign_up(page, email, "Chris")
    confirm_email(page, live_stack, email)
    assert "role is now admin" in grant_admin(live_stack, email)
    sign_in(page, email)
    expect(page).to_have_url(re.compile(r"/admin$"))
    sign_in(phone_page, email)  # the same person, also signed in on their phone
    expect(phone_page).to_have_url(re.compile(r"/admin$"))

    page.get_by_role("link", name="Change Password").click()
    expect(page.get_by_role("heading", name="Change Password")).to_be_visible()
    new_password = "my changed long password"
    page.get_by_label("Current Password").fill("not my password at all")
    page.get_by_label("New Password", exact=True).fill(new_password)
    page.get_by_label("Confirm New Password").fill(new_password)
    page.get_by_role("button", name="Change Password").click()
    expect(page.get_by_role("alert")).to_have_text("Your current password is not correct.")

    page.get_by_label("Current Password").fill(PASSWORD)
    page.get_by_role("button", name="Change Password").click()
    expect(page.get_by_text("Your password has been changed.")).to_be_visible()
    expect(page.get_by_role("alert")).to_have_count(0)

    page.goto("/admin")
    expect(page.get_by_text("Welcome, Chris")).to_be_visible()
    phone_page.goto("/admin")
    expect(phone_page).to_have_url(re.compile(r"/admin/login$"))

    page.get_by_role("button", name="Sign Out").click()
    expect(page).to_have_url(re.compile(r"/admin/login$"))
    sign_in(page, email, PASSWORD)
    expect(page.get_by_role("alert")).to_have_text("Invalid email or password.")
    sign_in(page, email, new_password)
    expect(page).to_have_url(re.compile(r"/admin$"))
    expect(page.get_by_text("Welcome, Chris")).to_be_visible()


def test_seeing_and_ending_ones_sessions(page: Page, phone_page: Page, live_stack: LiveStack):
    email = "many.devices@example.com"
    sign_up(page, email, "Dee")
    confirm_email(page, live_stack, email)
    assert "role is now admin" in grant_admin(live_stack, email)
    sign_in(page, email)
    expect(page).to_have_url(re.compile(r"/admin$"))
    sign_in(phone_page, email)
    expect(phone_page).to_have_url(re.compile(r"/admin$"))

    page.get_by_role("link", name="Change Password").click()
    sessions = page.get_by_role("region", name="Where You’re Signed In")
    expect(sessions).to_contain_text("A session ends after 8 hours without use")
    rows = sessions.get_by_role("listitem")
    expect(rows).to_have_count(2)
    [phone] = [row for row in rows.all() if "This device" not in row.inner_text()]
    phone.get_by_role("button", name="Sign out").click()
    phone.get_by_role("button", name="Sign out").click()  # the confirmation
    expect(page.get_by_text("That session has been signed out.")).to_be_visible()
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("This device")
    phone_page.goto("/admin")
    expect(phone_page).to_have_url(re.compile(r"/admin/login$"))

    sign_in(phone_page, email)
    expect(phone_page).to_have_url(re.compile(r"/admin$"))
    page.reload()
    expect(rows).to_have_count(2)
    sessions.get_by_role("button", name="Sign out everywhere").click()
    sessions.get_by_role("button", name="Sign out everywhere").click()
    expect(page).to_have_url(re.compile(r"/admin/login$"))
    phone_page.goto("/admin")
    expect(phone_page).to_have_url(re.compile(r"/admin/login$"))


def test_eleven_wrong_passwords_in_a_row_are_rate_limited(page: Page, live_stack: LiveStack):
    email = "locked.out@example.com"
    sign_up(page, email, "Lou")
    page.get_by_role("button", name="Back to login").click()
    page.get_by_label("Email").fill(email)
    for attempt in range(10):
        page.get_by_label("Password").fill(f"wrong password number {attempt}")
        with page.expect_response("**/api/auth/login") as answer:
            page.get_by_role("button", name="Sign In").click()
        assert answer.value.status == 401, attempt
        expect(page.get_by_role("alert")).to_have_text("Invalid email or password.")
    page.get_by_label("Password").fill("wrong password number 11")
    with page.expect_response("**/api/auth/login") as answer:
        page.get_by_role("button", name="Sign In").click()
    assert answer.value.status == 429
    expect(page.get_by_role("alert")).to_have_text(
        "Too many failed sign-in attempts. Please wait 15 minutes and try again, "
        "or reset your password."
    )
