"""Issue 25: every form that takes a person's or company's name refuses a sentence, a link
or a contact in it with a field message (400) and stores nothing, so no stranger's wording
reaches an email to an unconfirmed address. The account sign-up's first name too."""

import pytest

from pipeline.models.db import db
from pipeline.models.submission import Submission
from pipeline.models.user import User
from tests.support.admin_accounts import send
from tests.support.payloads import CONTACT, FINDER, GUIDE, NEWSLETTER
from web.api.visitor_text import (
    COMPANY_EMAIL,
    COMPANY_PHONE,
    COMPANY_WEB_ADDRESS,
    NAME_CHARACTERS,
    NAME_WEB_ADDRESS,
)

ATTACK = "Bob. URGENT: your account is suspended, verify at https://evil.example/login"
# Full-width look-alikes of "https://evil.example": refused as what they mean.
LOOK_ALIKE = "Ｂｏｂ ｈｔｔｐｓ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ"
NAME_FIELDS = {
    "/api/finder": (FINDER, "firstName"),
    "/api/guide": (GUIDE, "first_name"),
    "/api/newsletter": (NEWSLETTER, "first_name"),
    "/api/contact": (CONTACT, "name"),
}


def stored(app) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count()).select_from(Submission))


def assert_field_refused(response, field: str, message: str) -> None:
    assert response.status_code == 400, response.get_data(as_text=True)[:300]
    error = response.get_json()["error"]
    assert error["code"] == "validation_error"
    assert error["fields"] == {field: [message]}


@pytest.mark.parametrize("path", list(NAME_FIELDS))
def test_a_sentence_with_a_link_in_a_name_is_refused_on_every_form(app, client, path):
    body, field = NAME_FIELDS[path]
    for name, message in (
        (ATTACK, NAME_CHARACTERS),
        (LOOK_ALIKE, NAME_CHARACTERS),
        ("evil.example", NAME_WEB_ADDRESS),
        ("A" * 51, "Must be at most 50 characters."),
    ):
        assert_field_refused(client.post(path, json={**body, field: name}), field, message)
    assert stored(app) == 0
    response = client.post(path, json={**body, field: "Zoë O'Brien-Smith"})
    assert response.status_code == 202, response.get_json()


def test_a_finder_company_name_refuses_links_and_contacts(app, client):
    for company, message in (
        ("Acme https://evil.example/login", COMPANY_WEB_ADDRESS),
        ("Acme ＨＴＴＰＳ：／／evil.example", COMPANY_WEB_ADDRESS),
        ("www.evil.example", COMPANY_WEB_ADDRESS),
        ("evil.example/login", COMPANY_WEB_ADDRESS),
        ("billing@evil.example", COMPANY_EMAIL),
        ("Acme, call 020 7946 0018", COMPANY_PHONE),
    ):
        response = client.post("/api/finder", json={**FINDER, "companyName": company})
        assert_field_refused(response, "companyName", message)
    assert stored(app) == 0
    response = client.post("/api/finder", json={**FINDER, "companyName": "Booking.com"})
    assert response.status_code == 202, response.get_json()


def test_the_account_sign_up_first_name_follows_the_same_rule(app, client):
    body = {"email": "new@example.com", "password": "a long enough password"}
    response = send(client, "POST", "/api/auth/signup", json={**body, "first_name": ATTACK})
    assert_field_refused(response, "first_name", NAME_CHARACTERS)
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(User)) == 0
    response = send(client, "POST", "/api/auth/signup", json={**body, "first_name": "Grace"})
    assert response.status_code == 201, response.get_json()
