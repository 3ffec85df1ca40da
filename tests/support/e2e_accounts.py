"""Admin accounts in end-to-end tests: sign up through the login page in real Chromium,
confirm the address from the emailed link, get the role from the `flask users` CLI, sign in."""

import os
import re
import subprocess
import sys
from typing import TYPE_CHECKING

from playwright.sync_api import Page, expect

from tests.support.stack_process import ROOT

if TYPE_CHECKING:
    from tests.e2e.conftest import LiveStack

PASSWORD = "a long enough password"


def flask_command(live_stack: "LiveStack", *args: str) -> str:
    """A `flask` command against the running stack's database and Redis; its output."""
    env = {
        **os.environ,
        "INSTANCE_PATH": str(live_stack.instance),
        "REDIS_URL": f"unix://{live_stack.instance}/redis/redis.sock?db=0",
    }
    env.pop("DATABASE_URL", None)  # the stack's embedded default: SQLite in the instance
    result = subprocess.run(
        [sys.executable, "-m", "flask", "--app", "web:create_app", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    return result.stdout


def flask_users(live_stack: "LiveStack", *args: str) -> str:
    return flask_command(live_stack, "users", *args)


def account(page: Page, live_stack: "LiveStack", email: str, role: str) -> None:
    """Sign up through the login page, confirm the address, get the role from the CLI,
    sign in."""
    page.goto("/admin/login")
    page.get_by_role("button", name="Create an admin account").click()
    page.get_by_label("First Name").fill("Ops")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create Account").click()
    expect(page.get_by_text("Account created successfully!")).to_be_visible()
    # Roles need a confirmed address: the emailed link plus the account's password.
    [confirm] = live_stack.smtp.wait_for(email, subject="Confirm your email address")
    body = confirm.get_body(preferencelist=("plain",)).get_content()
    page.goto(re.search(r"http://\S+\?token=[\w.\-]+", body).group(0))
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Confirm Email").click()
    expect(page.get_by_text("Thanks! Your email address is confirmed.")).to_be_visible()
    if role == "admin":
        assert "role is now admin" in flask_users(live_stack, "grant-admin", email)
    else:
        assert f"role is now {role}" in flask_users(live_stack, "grant-role", email, role)
    page.goto("/admin/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign In").click()
    expect(page).to_have_url(re.compile(r"/admin(/leads)?$"))
