"""A public form sent from an end-to-end test through the page's own request context (its
cookies, the live stack's origin), timed as a person fills it in, so it is a real lead."""

import json

from playwright.sync_api import Page

from tests.support.form_timing import form_of, human


def post_form(page: Page, path: str, payload: dict) -> str:
    """Sends the form and returns its submission's id (the 202's)."""
    response = page.request.post(
        path,
        data=json.dumps({**payload, **human(form_of(path))}),
        headers={"Content-Type": "application/json"},
    )
    assert response.status == 202, response.text()
    return response.json()["id"]
