"""Sign in, sign out and the session (spec 2.15, calls 14/16/18): cookies, CSRF, rate limits
and sessions that end when the password changes (more in test_sessions.py)."""

from pipeline.models.account_session import AccountSession
from pipeline.models.db import db, utcnow
from tests.support.admin_accounts import (
    PASSWORD,
    csrf_token,
    make_account,
    send,
    sign_in,
    signed_in_client,
)
from tests.support.form_timing import human
from web.api.admin.account import TOO_MANY_PASSWORD_GUESSES
from web.api.admin.auth import TOO_MANY_LOGINS


def test_session_is_empty_for_visitors_and_hands_out_a_csrf_cookie(client):
    response = client.get("/api/auth/session")
    assert response.status_code == 200
    assert response.get_json() == {"user": None}
    header = next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("csrf_token="))
    assert "SameSite=Lax" in header
    assert "HttpOnly" not in header  # the page's script must read it


def test_sign_in_returns_the_profile_and_sets_a_safe_session_cookie(app, client):
    make_account(app, "ada@example.com", "admin", first_name="Ada")
    response = sign_in(client, "ADA@example.com")
    assert response.status_code == 200
    user = response.get_json()["user"]
    assert user["email"] == "ada@example.com"
    assert user["first_name"] == "Ada"
    assert user["role"] == "admin"
    assert user["areas"] == [
        "blog", "booking", "jobs", "leads", "newsletter", "overview", "sales_pipeline", "users",
        "webhooks",
    ]  # fmt: skip
    header = next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("session="))
    assert "HttpOnly" in header and "SameSite=Lax" in header
    assert "Secure" not in header  # served over plain http in tests
    assert client.get("/api/auth/session").get_json()["user"]["email"] == "ada@example.com"


def test_session_cookie_is_secure_when_configured_for_https(app):
    app.config["SESSION_COOKIE_SECURE"] = True
    make_account(app, "ada@example.com", "admin")
    client = app.test_client()
    response = sign_in(client, "ada@example.com")
    cookies = [
        h for h in response.headers.getlist("Set-Cookie") if h.startswith(("session=", "csrf_"))
    ]
    assert len(cookies) == 2, cookies
    assert all("Secure" in h for h in cookies), cookies


def test_wrong_password_and_unknown_email_get_the_same_answer(app, client):
    make_account(app, "ada@example.com", "admin")
    wrong = sign_in(client, "ada@example.com", "not the password at all")
    unknown = sign_in(client, "nobody@example.com", "not the password at all")
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.get_json() == unknown.get_json()
    assert wrong.get_json()["error"]["message"] == "Invalid email or password."


def test_missing_fields_get_clear_messages(client):
    response = send(client, "POST", "/api/auth/login", json={"email": "", "password": ""})
    assert response.status_code == 400
    fields = response.get_json()["error"]["fields"]
    assert fields["email"] == ["Please enter a valid email address"]
    assert fields["password"] == ["Password is required"]


def test_sign_out_ends_the_session(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    assert send(client, "POST", "/api/auth/logout").status_code == 200
    assert client.get("/api/auth/session").get_json() == {"user": None}
    assert client.get("/api/admin/dashboard").status_code == 401


def test_the_eleventh_wrong_password_in_a_row_is_rate_limited(app, client):
    make_account(app, "ada@example.com", "admin")
    for attempt in range(10):
        response = sign_in(client, "ada@example.com", f"wrong password {attempt}")
        assert response.status_code == 401, attempt
    response = sign_in(client, "ada@example.com", "wrong password again")
    assert response.status_code == 429
    assert response.get_json()["error"]["message"] == TOO_MANY_LOGINS
    # Even the right password waits: the limit protects the account, not the guess.
    assert sign_in(client, "ada@example.com").status_code == 429


def test_the_account_limit_follows_the_account_across_ips(app):
    make_account(app, "ada@example.com", "admin")
    for attempt in range(10):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"10.0.0.{attempt + 1}"
        assert sign_in(client, "ada@example.com", "wrong password!!").status_code == 401
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "10.0.0.99"
    assert sign_in(client, "ada@example.com", "wrong password!!").status_code == 429


def test_the_ip_limit_stops_password_spraying_across_accounts(app, client):
    app.config["LOGIN_IP_RATE_LIMIT"] = "5 per 15 minutes"
    for n in range(5):
        assert sign_in(client, f"user{n}@example.com", "guessed password").status_code == 401
    response = sign_in(client, "user99@example.com", "guessed password")
    assert response.status_code == 429
    assert response.get_json()["error"]["message"] == TOO_MANY_LOGINS


def test_successful_sign_ins_do_not_count_towards_the_limit(app, client):
    make_account(app, "ada@example.com", "admin")
    for _ in range(12):
        assert sign_in(client, "ada@example.com").status_code == 200


def test_a_forged_request_without_the_csrf_token_is_refused(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    forged = client.post("/api/admin/categories", json={"name": "Forged"})
    assert forged.status_code == 400
    assert forged.get_json()["error"]["code"] == "csrf_failed"
    assert "security token" in forged.get_json()["error"]["message"]
    wrong = client.post(
        "/api/admin/categories", json={"name": "Forged"}, headers={"X-CSRFToken": "x" * 40}
    )
    assert wrong.status_code == 400
    # A token from another visitor's session does not fit this session either.
    other = app.test_client()
    stolen = client.post(
        "/api/admin/categories", json={"name": "Forged"}, headers={"X-CSRFToken": csrf_token(other)}
    )
    assert stolen.status_code == 400
    assert send(client, "POST", "/api/admin/categories", json={"name": "Real"}).status_code == 201
    with app.app_context():
        from pipeline.models.blog_category import BlogCategory

        names = [c.name for c in db.session.scalars(db.select(BlogCategory))]
    assert names == ["Real"]


def test_sign_in_itself_needs_the_csrf_token(app, client):
    make_account(app, "ada@example.com", "admin")
    response = client.post(
        "/api/auth/login", json={"email": "ada@example.com", "password": PASSWORD}
    )
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "csrf_failed"


def test_public_submission_endpoints_stay_csrf_exempt(client):
    response = client.post(
        "/api/contact",
        json={
            "name": "Sam",
            "email": "sam@example.com",
            "role": "other",
            "message": "Hi",
            **human("contact"),
        },
    )
    assert response.status_code == 202


def test_a_password_change_ends_other_sessions_but_keeps_this_one(app):
    laptop = signed_in_client(app, "ada@example.com", "admin")
    phone = app.test_client()
    assert sign_in(phone, "ada@example.com").status_code == 200
    new_password = "a brand new long password"
    response = send(
        laptop,
        "POST",
        "/api/auth/password",
        json={"current_password": PASSWORD, "new_password": new_password},
    )
    assert response.status_code == 200
    assert laptop.get("/api/admin/dashboard").status_code == 200
    assert phone.get("/api/admin/dashboard").status_code == 401
    assert phone.get("/api/auth/session").get_json() == {"user": None}
    assert sign_in(app.test_client(), "ada@example.com", new_password).status_code == 200


def test_password_change_checks_the_current_password_and_the_rules(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    wrong = send(
        client,
        "POST",
        "/api/auth/password",
        json={"current_password": "not my password", "new_password": "long enough password"},
    )
    assert wrong.status_code == 400
    assert wrong.get_json()["error"]["fields"] == {
        "current_password": ["Your current password is not correct."]
    }
    short = send(
        client,
        "POST",
        "/api/auth/password",
        json={"current_password": PASSWORD, "new_password": "short"},
    )
    assert short.get_json()["error"]["fields"] == {
        "new_password": ["Password must be at least 12 characters."]
    }


def test_wrong_current_passwords_are_limited_per_account(app):
    app.config["LOGIN_RATE_LIMIT"] = "3 per 15 minutes"
    client = signed_in_client(app, "ada@example.com", "admin")

    def change(current: str):
        body = {"current_password": current, "new_password": "long enough password"}
        return send(client, "POST", "/api/auth/password", json=body)

    assert [change("wrong guess").status_code for _ in range(3)] == [400, 400, 400]
    blocked = change(PASSWORD)  # even the right one, once the guesses are used up
    assert blocked.status_code == 429
    assert blocked.get_json()["error"]["message"] == TOO_MANY_PASSWORD_GUESSES
    assert sign_in(app.test_client(), "ada@example.com").status_code == 200  # unchanged


def test_a_role_change_applies_on_the_next_request(app):
    client = signed_in_client(app, "ada@example.com", "editor")
    assert client.get("/api/admin/dashboard").status_code == 200
    with app.app_context():
        from pipeline.accounts import users as accounts

        accounts.grant_role("ada@example.com", None)
    assert client.get("/api/admin/dashboard").status_code == 403


def test_revoking_the_stored_session_alone_signs_the_browser_out(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    with app.app_context():
        row = db.session.scalars(db.select(AccountSession)).one()
        row.revoked_at = utcnow()
        db.session.commit()
    assert client.get("/api/admin/dashboard").status_code == 401


def test_a_cookie_from_before_server_side_sessions_is_signed_out(app):
    """Cookies issued before this release held "<user id>:<session_version>"; they name no
    stored session, so they are simply signed out."""
    user_id = make_account(app, "ada@example.com", "admin")
    client = app.test_client()
    with client.session_transaction() as session:
        session["_user_id"] = f"{user_id}:1"
    assert client.get("/api/admin/dashboard").status_code == 401
    assert client.get("/api/auth/session").get_json() == {"user": None}
