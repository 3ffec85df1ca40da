"""A public form sent from an end-to-end test through the page's own request context (its
cookies, the live stack's origin), timed as a person fills it in, so it is a real lead; and
what such tests need around one."""

import json
import uuid
from pathlib import Path

import sqlalchemy as sa
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


def store_contact_name(instance: Path, submission_id: str, name: str) -> None:
    """Give a stored contact a name the form now refuses (markup): as a row kept from before
    names were checked (issue 25) would have, for the admin's tests of what it shows. Written
    straight to the running stack's own SQLite file (instance/app.db, its embedded default)."""
    engine = sa.create_engine(f"sqlite:///{instance / 'app.db'}")
    with engine.begin() as conn:
        conn.execute(
            sa.text("UPDATE submissions SET name = :name WHERE id = :id"),
            {"name": name, "id": submission_id},
        )
        conn.execute(
            sa.text("UPDATE contact_messages SET name = :name WHERE submission_id = :id"),
            {"name": name, "id": submission_id},
        )
    engine.dispose()


def letters_tag() -> str:
    """A unique tag that can stand in a person's name (issue 25: names have no digits)."""
    return uuid.uuid4().hex[:8].translate(str.maketrans("0123456789", "ghijklmnop"))
