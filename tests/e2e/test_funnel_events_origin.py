"""The funnel events' same-origin rule (issue 33, item 7, web/same_origin.py) against what a
real browser sends: Chromium's own beacon from the contact page, with its Origin and Fetch
metadata, reaches the running stack and is taken (204), not refused (403); and the headers
it sent are the ones the rule reads."""

from playwright.sync_api import Page


def test_a_real_browsers_beacon_from_our_page_is_taken(page: Page):
    with page.expect_response(lambda r: r.url.endswith("/api/events"), timeout=30_000) as caught:
        page.goto("/contact")
    response = caught.value
    headers = response.request.all_headers()
    assert response.status == 204, (response.status, headers)
    assert headers.get("sec-fetch-site") == "same-origin" or "origin" in headers, headers
