"""End-to-end fixtures: the real stack started by scripts/run_stack.py (the `make run`
path: embedded Redis, SQLite, gunicorn, RQ worker), a real SMTP sink, and Debian's Chromium
driven by Playwright."""

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.support.smtp_sink import SmtpSink
from tests.support.stack_process import running_stack

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@dataclass
class LiveStack:
    base_url: str
    smtp: SmtpSink
    instance: Path
    log: Path


@pytest.fixture(scope="session")
def live_stack(tmp_path_factory) -> LiveStack:
    if not (ROOT / "frontend" / "dist" / "index.html").is_file():
        pytest.fail("frontend/dist is missing: `make test` builds it before the e2e tests")
    instance = tmp_path_factory.mktemp("instance")
    smtp = SmtpSink().start()
    try:
        with running_stack(instance, smtp.url, {"WEB_CONCURRENCY": "2"}) as stack:
            yield LiveStack(stack.base_url, smtp, instance, stack.log)
    finally:
        smtp.stop()


@pytest.fixture(scope="session")
def browser() -> Browser:
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: `make test` installs Debian's chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


# A locator, not wait_for_function: evaluating a string is eval, which the site's CSP refuses.
HYDRATED = "html[data-hydrated='true']"


def _waits_for_hydration(page: Page) -> Page:
    """goto/reload return once React owns the page, as a person's first click would need:
    before that, prerendered buttons do nothing (and forms keep submit disabled)."""
    for name in ("goto", "reload", "go_back", "go_forward"):
        original = getattr(page, name)

        def navigate(*args, _original=original, **kwargs):
            response = _original(*args, **kwargs)
            page.locator(HYDRATED).wait_for(state="attached")
            return response

        setattr(page, name, navigate)
    return page


def _new_page(browser: Browser, live_stack: LiveStack, **options) -> tuple[Page, object]:
    context = browser.new_context(base_url=live_stack.base_url, **options)
    page = context.new_page()
    page.set_default_timeout(15_000)
    return _waits_for_hydration(page), context


@pytest.fixture
def page(browser: Browser, live_stack: LiveStack) -> Page:
    page, context = _new_page(browser, live_stack)
    yield page
    context.close()


@pytest.fixture
def phone_page(browser: Browser, live_stack: LiveStack) -> Page:
    page, context = _new_page(
        browser, live_stack, viewport={"width": 390, "height": 844}, is_mobile=True
    )
    yield page
    context.close()
