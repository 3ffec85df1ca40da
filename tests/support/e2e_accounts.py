"""Admin-area accounts for end-to-end tests against a running stack: sign up through the
login page, confirm the address from the emailed link, get the role from `flask users`,
sign in (the path a real operator takes)."""

import os
import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "a long enough password"


def flask_users(instance: Path, *args: str) -> str:
    env = {
        **os.environ,
        "INSTANCE_PATH": str(instance),
        "REDIS_URL": f"unix://{instance}/redis/redis.sock?db=0",
    }
    env.pop("DATABASE_URL", None)  # the stack's embedded default: SQLite in the instance
    result = subprocess.run(
        [sys.executable, "-m", "flask", "--app", "web:create_app", "users", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    return result.stdout


def signed_in_account(page: Page, live_stack, email: str, role: str) -> None:
    page.goto("/admin/login")
    page.get_by_role("button", name="Create an admin account").click()
    page.get_by_label("First Name").fill("Ops")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create Account").click()
    expect(page.get_by_text("Account created successfully!")).to_be_visible()
    [confirm] = live_stack.smtp.wait_for(email, subject="Confirm your email address")
    body = confirm.get_body(preferencelist=("plain",)).get_content()
    page.goto(re.search(r"http://\S+\?token=[\w.\-]+", body).group(0))
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Confirm Email").click()
    expect(page.get_by_text("Thanks! Your email address is confirmed.")).to_be_visible()
    if role == "admin":
        assert "role is now admin" in flask_users(live_stack.instance, "grant-admin", email)
    else:
        granted = flask_users(live_stack.instance, "grant-role", email, role)
        assert f"role is now {role}" in granted
    page.goto("/admin/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign In").click()
    expect(page).to_have_url(re.compile(r"/admin(/leads)?$"))
