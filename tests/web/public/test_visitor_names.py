"""Issues 25 and 33: every form that takes a person's or company's name refuses a sentence,
a link or a contact in it with a field message (400) and stores nothing, so no stranger's
wording reaches an email to an unconfirmed address. The account sign-up's first name too.
Characters that show nothing are taken out of what is stored."""

import pytest

from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission
from pipeline.models.user import User
from tests.support.admin_accounts import send
from tests.support.payloads import CONTACT, FINDER, GUIDE, NEWSLETTER
from web.api.visitor_text import (
    COMPANY_EMAIL,
    COMPANY_PHONE,
    COMPANY_SENTENCE,
    COMPANY_WEB_ADDRESS,
    NAME_CHARACTERS,
    NAME_SENTENCE,
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


def test_issue_33s_company_and_first_name_are_refused_and_nothing_is_stored(app, client):
    for company, message in (
        (
            "Acme Ltd. URGENT refund: visit evil-refunds\u200b.com/claim or call 0800·555·0199",
            COMPANY_WEB_ADDRESS,
        ),
        ("Acme, call 0800_555_0199", COMPANY_PHONE),
        ("Acme, call 0800,555,0199", COMPANY_PHONE),
        ("Acme 0 8 0 0 5 5 5 0 1 9 9", COMPANY_PHONE),
        ("Acme evil\u3002com/claim", COMPANY_WEB_ADDRESS),
        ("Acme https\u200b://evil.example", COMPANY_WEB_ADDRESS),
        ("Acme Ltd. URGENT refund", COMPANY_SENTENCE),
    ):
        response = client.post("/api/finder", json={**FINDER, "companyName": company})
        assert_field_refused(response, "companyName", message)
    response = client.post(
        "/api/finder",
        json={**FINDER, "firstName": "Your account is locked Reply with your password"},
    )
    assert_field_refused(response, "firstName", NAME_SENTENCE)
    assert stored(app) == 0


def test_invisible_characters_are_taken_out_of_what_is_stored(app, client):
    body = {
        **FINDER,
        "firstName": "Zo\u200be\u202e",
        "companyName": "Shah\u2060 & Daughters\ufeff Ltd",
    }
    response = client.post("/api/finder", json=body)
    assert response.status_code == 202, response.get_json()
    with app.app_context():
        run = db.session.scalars(db.select(FinderRun)).one()
        assert (run.first_name, run.company_name) == ("Zoe", "Shah & Daughters Ltd")
