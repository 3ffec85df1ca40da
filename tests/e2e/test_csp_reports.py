"""The site's pages give the browser nothing to report against their Content-Security-Policy
(no 'unsafe-eval'): a refused eval is reported even when the code catches it, and
Lighthouse's best practices count every report. zod's eval probe did so on every page with
a form (frontend/src/lib/zod-config.ts). Real Chromium, its own DevTools issue reports."""

import pytest
from playwright.sync_api import Page, expect


def csp_reports(page: Page) -> list[dict]:
    reports: list[dict] = []
    session = page.context.new_cdp_session(page)
    session.on(
        "Audits.issueAdded",
        lambda event: (
            reports.append(event["issue"])
            if event["issue"]["code"] == "ContentSecurityPolicyIssue"
            else None
        ),
    )
    session.send("Audits.enable")
    return reports


@pytest.mark.parametrize("path", ["/contact", "/newsletter", "/ai-tool-finder"])
def test_a_form_page_makes_no_csp_report(page: Page, path: str):
    reports = csp_reports(page)
    page.goto(path)  # returns once hydrated: the form's code, schemas included, has run
    page.wait_for_timeout(500)  # issues arrive asynchronously
    assert reports == []


def test_the_blog_list_makes_no_csp_report_once_in_use(page: Page):
    reports = csp_reports(page)
    page.goto("/blog")
    page.get_by_role("textbox", name="Email").focus()  # hands the list, and its form, over
    expect(page.get_by_role("button", name="Subscribe")).to_be_enabled()
    page.wait_for_timeout(500)
    assert reports == []
