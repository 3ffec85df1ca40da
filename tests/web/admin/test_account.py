"""Sign-up with email verification and password reset by email (spec 2.15, calls 15/17),
through the real worker and SMTP sink."""

import re

from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.profile import Profile
from pipeline.models.user import User
from tests.support.admin_accounts import PASSWORD, make_account, send, sign_in
from web.api.admin.account import RESET_SENT, SIGNUP_DONE

LINK = re.compile(r"(http://\S+\?token=[\w.\-]+)")


def text_of(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def link_in(message) -> str:
    return LINK.search(text_of(message)).group(1)


def token_of(link: str) -> str:
    return link.split("token=", 1)[1]


def signup(client, email="new@example.com", password="a long enough password", name="Grace"):  # noqa: S107
    return send(
        client,
        "POST",
        "/api/auth/signup",
        json={"email": email, "password": password, "first_name": name},
    )


def test_sign_up_creates_an_account_without_any_role(app, client, run_worker, smtp):
    response = signup(client, "New@Example.com")
    assert response.status_code == 201
    assert response.get_json() == {"message": SIGNUP_DONE}
    with app.app_context():
        user = db.session.scalars(db.select(User)).one()
        profile = db.session.get(Profile, user.id)
        assert user.email == "new@example.com"
        assert user.password_hash.startswith("scrypt:")
        assert user.email_verified_at is None
        assert (profile.role, profile.first_name) == (None, "Grace")
    # Signed up is not signed in, and a sign-in gives no admin access.
    assert client.get("/api/admin/dashboard").status_code == 401
    assert sign_in(client, "new@example.com", "a long enough password").status_code == 200
    assert client.get("/api/admin/dashboard").status_code == 403
    assert client.get("/api/auth/session").get_json()["user"]["areas"] == []


def test_sign_up_ignores_a_role_sent_by_the_client(app, client):
    response = send(
        client,
        "POST",
        "/api/auth/signup",
        json={
            "email": "sneaky@example.com",
            "password": "a long enough password",
            "first_name": "Eve",
            "role": "admin",
        },
    )
    assert response.status_code == 201
    with app.app_context():
        assert db.session.scalars(db.select(Profile.role)).one() is None


def test_the_verification_link_confirms_the_address(app, client, run_worker, smtp):
    signup(client)
    run_worker()
    [message] = smtp.wait_for("new@example.com")
    assert message["Subject"] == "Confirm your email address"
    link = link_in(message)
    assert "/admin/verify-email?token=" in link
    verify = {"token": token_of(link), "password": "a long enough password"}
    response = send(client, "POST", "/api/auth/verify-email", json=verify)
    assert response.status_code == 200
    with app.app_context():
        assert db.session.scalars(db.select(User)).one().email_verified_at is not None
    tampered = {**verify, "token": token_of(link) + "x"}
    tampered = send(client, "POST", "/api/auth/verify-email", json=tampered)
    assert tampered.status_code == 400
    assert "invalid" in tampered.get_json()["error"]["message"]


def test_an_expired_verification_link_says_so(app, client, run_worker, smtp):
    signup(client)
    run_worker()
    token = token_of(link_in(smtp.wait_for("new@example.com")[0]))
    app.config["EMAIL_VERIFY_MAX_AGE"] = -1
    verify = {"token": token, "password": "a long enough password"}
    response = send(client, "POST", "/api/auth/verify-email", json=verify)
    assert response.status_code == 400
    assert "expired" in response.get_json()["error"]["message"]


def test_sign_up_with_a_taken_email_reveals_nothing(app, client, run_worker, smtp):
    make_account(app, "ada@example.com", "admin")
    response = signup(client, "ada@example.com", "another long password")
    assert response.status_code == 201
    assert response.get_json() == {"message": SIGNUP_DONE}
    run_worker()
    [message] = smtp.wait_for("ada@example.com")
    assert "already have one" in text_of(message)
    # The existing account is untouched.
    assert sign_in(client, "ada@example.com").status_code == 200
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(User.id))) == 1


def test_sign_up_checks_the_fields_with_clear_messages(client):
    short = signup(client, password="short")
    assert short.status_code == 400
    assert short.get_json()["error"]["fields"] == {
        "password": ["Password must be at least 12 characters."]
    }
    missing = send(client, "POST", "/api/auth/signup", json={"email": "x", "password": ""})
    fields = missing.get_json()["error"]["fields"]
    assert fields["email"] == ["Please enter a valid email address"]
    assert fields["password"] == ["Password is required"]
    assert fields["first_name"] == ["First name is required"]


def test_reset_for_an_unknown_email_answers_the_same_and_sends_nothing(app, client, run_worker):
    response = send(client, "POST", "/api/auth/reset-request", json={"email": "who@example.com"})
    assert response.status_code == 200
    assert response.get_json() == {"message": RESET_SENT}
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(EmailMessage.id))) == 0


def test_a_reset_link_works_once_and_ends_other_sessions(app, client, run_worker, smtp):
    make_account(app, "ada@example.com", "admin")
    other_device = app.test_client()
    assert sign_in(other_device, "ada@example.com").status_code == 200

    response = send(client, "POST", "/api/auth/reset-request", json={"email": "ada@example.com"})
    assert response.get_json() == {"message": RESET_SENT}
    run_worker()
    [message] = smtp.wait_for("ada@example.com")
    assert message["Subject"] == "Reset your password"
    link = link_in(message)
    assert "/admin/reset-password?token=" in link
    token = token_of(link)

    check = send(client, "POST", "/api/auth/reset-check", json={"token": token})
    assert check.get_json() == {"email": "ada@example.com", "claim": False}
    too_short = send(
        client, "POST", "/api/auth/reset-password", json={"token": token, "password": "short"}
    )
    assert too_short.status_code == 400  # and the link is still good after a typo
    new_password = "my new long password"
    done = send(
        client, "POST", "/api/auth/reset-password", json={"token": token, "password": new_password}
    )
    assert done.status_code == 200

    again = send(
        client,
        "POST",
        "/api/auth/reset-password",
        json={"token": token, "password": "yet another password"},
    )
    assert again.status_code == 400
    assert again.get_json()["error"]["message"] == (
        "This password reset link is invalid or has already been used. Request a new one."
    )
    assert send(client, "POST", "/api/auth/reset-check", json={"token": token}).status_code == 400
    assert other_device.get("/api/admin/dashboard").status_code == 401
    assert sign_in(client, "ada@example.com", PASSWORD).status_code == 401
    assert sign_in(client, "ada@example.com", new_password).status_code == 200


def test_an_expired_reset_link_says_so(app, client, run_worker, smtp):
    make_account(app, "ada@example.com", "admin")
    send(client, "POST", "/api/auth/reset-request", json={"email": "ada@example.com"})
    run_worker()
    token = token_of(link_in(smtp.wait_for("ada@example.com")[0]))
    app.config["PASSWORD_RESET_MAX_AGE"] = -1
    response = send(
        client, "POST", "/api/auth/reset-password", json={"token": token, "password": "x" * 20}
    )
    assert response.status_code == 400
    assert response.get_json()["error"]["message"] == (
        "This password reset link has expired. Request a new one."
    )


def test_reset_requests_per_address_are_rate_limited(app, client):
    make_account(app, "ada@example.com", "admin")
    for _ in range(5):
        response = send(
            client, "POST", "/api/auth/reset-request", json={"email": "ada@example.com"}
        )
        assert response.status_code == 200
    response = send(client, "POST", "/api/auth/reset-request", json={"email": "ada@example.com"})
    assert response.status_code == 429
    assert "Too many requests for this address" in response.get_json()["error"]["message"]


def test_account_emails_escape_what_people_typed(app, client, run_worker, smtp):
    # Markup in a name is refused (issue 25); an apostrophe is what a name may need escaped.
    signup(client, name="Ada O'Brien")
    run_worker()
    [verify] = smtp.wait_for("new@example.com")
    # Not confirmed yet: nothing the person typed goes to the address.
    assert "Brien" not in verify.get_body(preferencelist=("html",)).get_content()
    assert "Brien" not in text_of(verify)
    body = {"token": token_of(link_in(verify)), "password": "a long enough password"}
    assert send(client, "POST", "/api/auth/verify-email", json=body).status_code == 200
    send(client, "POST", "/api/auth/reset-request", json={"email": "new@example.com"})
    run_worker()
    reset = smtp.wait_for("new@example.com", count=2)[1]
    html = reset.get_body(preferencelist=("html",)).get_content()
    assert "O'Brien" not in html
    assert "O&#39;Brien" in html
