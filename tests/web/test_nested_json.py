"""Issue 25 item 10: a JSON body nested thousands of levels deep is a 400 with the usual
error body on every JSON endpoint (public forms, sign-in, the admin API), never a 500 from
the parser's RecursionError; and a sane body still works after one."""

import pytest

from tests.support.admin_accounts import send, signed_in_client
from tests.support.payloads import CONTACT

DEPTH = 2_000
NESTED = {
    "objects": '{"a":' * DEPTH + "1" + "}" * DEPTH,
    "arrays": "[" * DEPTH + "]" * DEPTH,
    # Inside a real field: the form's own schema never sees it.
    "in-a-field": '{"email":"a@example.com","name":' + "[" * DEPTH + "]" * DEPTH + "}",
    # Parses, but deeper than any form: nothing after the parser recurses through it.
    "parses-but-deep": '{"email":"a@example.com","utm":' + '{"a":' * 100 + "1" + "}" * 101,
}
PUBLIC = [
    "/api/contact",
    "/api/finder",
    "/api/guide",
    "/api/early-access",
    "/api/newsletter",
    "/api/newsletter/confirm",
    "/api/unsubscribe",
]
ACCOUNT = [
    "/api/auth/login",
    "/api/auth/signup",
    "/api/auth/verify-email",
    "/api/auth/reset-request",
    "/api/auth/reset-password",
]
ADMIN = [
    ("POST", "/api/admin/webhooks"),
    ("POST", "/api/admin/posts"),
    ("POST", "/api/admin/categories"),
    ("POST", "/api/admin/data-requests/export"),
    ("POST", "/api/auth/password"),
]


def assert_bad_request(response) -> None:
    assert response.status_code == 400, (response.status_code, response.get_data(as_text=True))
    error = response.get_json()["error"]  # the usual body: a code and a message
    assert isinstance(error["code"], str) and error["message"], error


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("shape", sorted(NESTED))
def test_a_deeply_nested_body_is_a_400_on_every_public_form(client, shape):
    for url in PUBLIC:
        response = client.post(url, data=NESTED[shape], content_type="application/json")
        assert_bad_request(response)
    # The same client still gets its ordinary answer afterwards.
    assert client.post("/api/contact", json=CONTACT).status_code == 202


@pytest.mark.parametrize("shape", sorted(NESTED))
def test_a_deeply_nested_body_is_a_400_on_sign_in_and_the_account_forms(client, shape):
    for url in ACCOUNT:
        response = send(client, "POST", url, data=NESTED[shape], content_type="application/json")
        assert_bad_request(response)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_a_deeply_nested_body_is_a_400_on_the_admin_api(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    for method, url in ADMIN:
        for shape in sorted(NESTED):
            response = send(admin, method, url, data=NESTED[shape], content_type="application/json")
            assert_bad_request(response)
    assert admin.get("/api/auth/session").get_json()["user"]["email"] == "admin@example.com"
