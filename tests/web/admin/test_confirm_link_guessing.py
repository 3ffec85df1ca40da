"""Issue 25 item 5: a confirmation link is no faster way to guess an account's password
than signing in. Wrong passwords on it count against the account the link names, in the
sign-in lockout's own allowance, whatever spelling of the token is sent; and once the link
is used or superseded it only says so, without looking at the password."""

import re

import pytest

from pipeline.accounts import users as accounts
from tests.support.admin_accounts import send, sign_in
from web.api.admin.account import TOO_MANY_VERIFY_GUESSES
from web.api.admin.auth import TOO_MANY_LOGINS

LINK = re.compile(r"(http://\S+\?token=[\w.\-]+)")
EMAIL = "new.starter@example.com"
PASSWORD = "the account's own password"


def confirmation_token(client, run_worker, smtp) -> str:
    body = {"email": EMAIL, "password": PASSWORD, "first_name": "Sam"}
    assert send(client, "POST", "/api/auth/signup", json=body).status_code == 201
    run_worker()
    [message] = smtp.wait_for(EMAIL)
    text = message.get_body(preferencelist=("plain",)).get_content()
    return LINK.search(text).group(1).split("token=", 1)[1]


def confirm(client, token: str, password: str):
    body = {"token": token, "password": password}
    return send(client, "POST", "/api/auth/verify-email", json=body)


@pytest.mark.parametrize("respell", [lambda t: t + "=", lambda t: f" {t} ", lambda t: t + "=="])
def test_a_respelled_token_gets_no_fresh_guesses(app, client, run_worker, smtp, respell):
    app.config["LOGIN_RATE_LIMIT"] = "3 per 15 minutes"
    token = confirmation_token(client, run_worker, smtp)
    for n in range(3):
        assert confirm(client, token, f"guess number {n} here").status_code == 400
    blocked = confirm(app.test_client(), respell(token), PASSWORD)
    assert blocked.status_code == 429
    assert blocked.get_json()["error"]["message"] == TOO_MANY_VERIFY_GUESSES


def test_link_guesses_and_failed_sign_ins_share_one_allowance(app, client, run_worker, smtp):
    app.config["LOGIN_RATE_LIMIT"] = "3 per 15 minutes"
    token = confirmation_token(client, run_worker, smtp)
    assert confirm(client, token, "first guess at it").status_code == 400
    assert confirm(client, token, "second guess at it").status_code == 400
    assert sign_in(app.test_client(), EMAIL, "third guess at it").status_code == 401
    # The account's allowance is spent, through either door.
    locked = sign_in(app.test_client(), EMAIL, PASSWORD)
    assert locked.status_code == 429
    assert locked.get_json()["error"]["message"] == TOO_MANY_LOGINS
    assert confirm(app.test_client(), token, PASSWORD).status_code == 429


def test_failed_sign_ins_lock_the_link_too(app, client, run_worker, smtp):
    app.config["LOGIN_RATE_LIMIT"] = "3 per 15 minutes"
    token = confirmation_token(client, run_worker, smtp)
    for n in range(3):
        assert sign_in(app.test_client(), EMAIL.upper(), f"wrong guess {n} here").status_code == 401
    assert confirm(client, token, PASSWORD).status_code == 429


def used_answer(response) -> None:
    assert response.status_code == 400
    assert response.get_json()["error"] == {"code": "invalid", "message": accounts.VERIFY_LINK_USED}


def test_a_used_link_answers_only_that_it_was_used(app, client, run_worker, smtp):
    app.config["LOGIN_RATE_LIMIT"] = "3 per 15 minutes"
    token = confirmation_token(client, run_worker, smtp)
    assert confirm(client, token, PASSWORD).status_code == 200
    # Right and wrong passwords get the same answer, and it costs the account nothing.
    for n in range(5):
        used_answer(confirm(client, token, f"guess number {n} here"))
    used_answer(confirm(client, token, PASSWORD))
    used_answer(confirm(client, token + "=", PASSWORD))
    assert sign_in(app.test_client(), EMAIL, PASSWORD).status_code == 200


def test_a_link_superseded_by_a_new_password_answers_only_that_it_was_used(
    app, client, run_worker, smtp
):
    token = confirmation_token(client, run_worker, smtp)
    assert sign_in(client, EMAIL, PASSWORD).status_code == 200
    new_password = "a different password now"
    body = {"current_password": PASSWORD, "new_password": new_password}
    assert send(client, "POST", "/api/auth/password", json=body).status_code == 200
    used_answer(confirm(app.test_client(), token, new_password))
    used_answer(confirm(app.test_client(), token, PASSWORD))
