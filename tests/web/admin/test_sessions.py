"""Issue 16 item 4: sessions live on the server and can be ended. A copy of a session
cookie taken before sign-out, a password change or "sign out everywhere" gets 401 on every
/api/auth/* route that needs a session; sessions expire after inactivity and absolutely;
people see and end their own sessions."""

import hashlib
from datetime import timedelta

import pytest

from pipeline.models.account_session import AccountSession
from pipeline.models.db import db, utcnow
from tests.support.admin_accounts import PASSWORD, make_account, send, sign_in, signed_in_client

# /api/auth routes that answer visitors too (signing in, signing up, resets, the session
# probe): every other /api/auth route needs a session.
OPEN_TO_VISITORS = {
    "/api/auth/session",
    "/api/auth/login",
    "/api/auth/logout",
    "/api/auth/signup",
    "/api/auth/verify-email",
    "/api/auth/reset-request",
    "/api/auth/reset-check",
    "/api/auth/reset-password",
}
NEW_PASSWORD = "a brand new long password"


def copy_of(app, client):
    """A second browser holding exact copies of `client`'s cookies (a stolen cookie)."""
    thief = app.test_client()
    for name in ("session", "csrf_token"):
        thief.set_cookie(name, client.get_cookie(name).value)
    return thief


def session_routes(app) -> list[tuple[str, str]]:
    found = []
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/auth/") or rule.rule in OPEN_TO_VISITORS:
            continue
        url = rule.rule.replace("<session_id>", "0" * 64)
        found += [(method, url) for method in sorted(rule.methods - {"HEAD", "OPTIONS"})]
    return sorted(found)


def assert_signed_out(app, thief) -> None:
    routes = session_routes(app)
    assert len(routes) >= 4, routes  # password, sessions list, end one, end all
    for method, url in routes:
        body = {"current_password": PASSWORD, "new_password": "another long password"}
        response = send(thief, method, url, json=body)
        assert response.status_code == 401, (method, url, response.status_code)
        assert response.get_json()["error"]["code"] == "unauthenticated", (method, url)
    assert thief.get("/api/auth/session").get_json() == {"user": None}
    assert thief.get("/api/admin/dashboard").status_code == 401


def assert_copy_works(thief) -> None:
    assert thief.get("/api/auth/sessions").status_code == 200
    assert thief.get("/api/admin/dashboard").status_code == 200


def test_a_copied_cookie_is_refused_after_sign_out(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    thief = copy_of(app, client)
    assert_copy_works(thief)
    assert send(client, "POST", "/api/auth/logout").status_code == 200
    assert_signed_out(app, thief)


def test_a_copied_cookie_is_refused_after_a_password_change(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    thief = copy_of(app, client)
    assert_copy_works(thief)
    body = {"current_password": PASSWORD, "new_password": NEW_PASSWORD}
    assert send(client, "POST", "/api/auth/password", json=body).status_code == 200
    assert_signed_out(app, thief)
    # The browser that changed it carries on, in a new session.
    assert client.get("/api/admin/dashboard").status_code == 200
    assert client.get_cookie("session").value != thief.get_cookie("session").value


def test_a_copied_cookie_is_refused_after_sign_out_everywhere(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    phone = app.test_client()
    assert sign_in(phone, "ada@example.com").status_code == 200
    thief = copy_of(app, client)
    assert_copy_works(thief)
    response = send(client, "POST", "/api/auth/sessions/end-all")
    assert response.get_json() == {"ended": 2, "signed_out": True}
    assert_signed_out(app, thief)
    assert phone.get("/api/admin/dashboard").status_code == 401
    assert client.get("/api/auth/session").get_json() == {"user": None}


def test_a_copied_cookie_is_refused_after_an_admin_signs_the_account_out(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    editor_id = make_account(app, "ed@example.com", "editor")
    editor = app.test_client()
    assert sign_in(editor, "ed@example.com").status_code == 200
    thief = copy_of(app, editor)
    assert thief.get("/api/auth/sessions").status_code == 200
    response = send(admin, "POST", f"/api/admin/users/{editor_id}/sign-out-everywhere")
    assert response.status_code == 200
    assert response.get_json() == {"ended": 1}
    assert_signed_out(app, thief)
    assert editor.get("/api/admin/posts").status_code == 401
    assert admin.get("/api/admin/users").status_code == 200  # the admin's own session stays
    # Their own sessions are ended from their account page instead.
    own_id = admin.get("/api/auth/session").get_json()["user"]["id"]
    own = send(admin, "POST", f"/api/admin/users/{own_id}/sign-out-everywhere")
    assert own.status_code == 409
    assert admin.get("/api/admin/users").status_code == 200


def test_a_copied_cookie_is_refused_after_a_password_reset(app, client, run_worker, smtp):
    laptop = signed_in_client(app, "ada@example.com", "admin")
    thief = copy_of(app, laptop)
    send(client, "POST", "/api/auth/reset-request", json={"email": "ada@example.com"})
    run_worker()
    [message] = smtp.wait_for("ada@example.com")
    body = message.get_body(preferencelist=("plain",)).get_content()
    token = body.split("reset-password?token=", 1)[1].split()[0]
    reset = {"token": token, "password": NEW_PASSWORD}
    assert send(client, "POST", "/api/auth/reset-password", json=reset).status_code == 200
    assert_signed_out(app, thief)
    assert laptop.get("/api/admin/dashboard").status_code == 401


def test_people_see_and_end_their_own_sessions(app):
    laptop = signed_in_client(app, "ada@example.com", "admin")
    phone = app.test_client()
    phone.environ_base.update(REMOTE_ADDR="192.0.2.7", HTTP_USER_AGENT="PhoneBrowser/1.0")
    assert sign_in(phone, "ada@example.com").status_code == 200
    other = signed_in_client(app, "bob@example.com", "admin")

    listed = laptop.get("/api/auth/sessions").get_json()["sessions"]
    assert len(listed) == 2
    [here] = [s for s in listed if s["current"]]
    [there] = [s for s in listed if not s["current"]]
    assert (there["ip"], there["user_agent"]) == ("192.0.2.7", "PhoneBrowser/1.0")
    assert set(there) == {"id", "current", "created_at", "last_seen_at", "user_agent", "ip"}
    assert laptop.get("/api/auth/sessions").get_json()["idle_timeout_seconds"] == 8 * 3600

    # Someone else's session can't be ended through one's own list.
    bobs = other.get("/api/auth/sessions").get_json()["sessions"][0]["id"]
    assert send(laptop, "DELETE", f"/api/auth/sessions/{bobs}").status_code == 404
    assert other.get("/api/admin/dashboard").status_code == 200

    ended = send(laptop, "DELETE", f"/api/auth/sessions/{there['id']}")
    assert ended.get_json() == {"ended": 1, "signed_out": False}
    assert phone.get("/api/admin/dashboard").status_code == 401
    assert send(laptop, "DELETE", f"/api/auth/sessions/{there['id']}").status_code == 404
    assert [s["id"] for s in laptop.get("/api/auth/sessions").get_json()["sessions"]] == [
        here["id"]
    ]
    assert send(laptop, "DELETE", "/api/auth/sessions/not-a-session").status_code == 404
    # Ending this browser's own session signs it out.
    assert send(laptop, "DELETE", f"/api/auth/sessions/{here['id']}").get_json() == {
        "ended": 1,
        "signed_out": True,
    }
    assert laptop.get("/api/admin/dashboard").status_code == 401


def test_sessions_need_a_signed_in_account_and_the_csrf_token(app, client):
    assert client.get("/api/auth/sessions").status_code == 401
    signed_in = signed_in_client(app, "ada@example.com", None)  # no role needed
    assert signed_in.get("/api/auth/sessions").status_code == 200
    forged = signed_in.post("/api/auth/sessions/end-all")
    assert forged.status_code == 400
    assert forged.get_json()["error"]["code"] == "csrf_failed"
    assert signed_in.get("/api/auth/sessions").status_code == 200


def _age_session(app, **ages: timedelta) -> None:
    with app.app_context():
        row = db.session.scalars(db.select(AccountSession)).one()
        for column, age in ages.items():
            setattr(row, column, utcnow() - age)
        db.session.commit()


@pytest.mark.parametrize(
    ("idle", "signed_in"),
    [(timedelta(hours=7, minutes=58), True), (timedelta(hours=8, seconds=1), False)],
)
def test_sessions_end_after_eight_idle_hours_by_default(app, idle, signed_in):
    client = signed_in_client(app, "ada@example.com", "admin")
    _age_session(app, last_seen_at=idle, created_at=idle)
    assert (client.get("/api/admin/dashboard").status_code == 200) is signed_in


def test_the_idle_timeout_is_configurable(app):
    app.config["SESSION_IDLE_TIMEOUT"] = 600
    client = signed_in_client(app, "ada@example.com", "admin")
    _age_session(app, last_seen_at=timedelta(minutes=9))
    assert client.get("/api/admin/dashboard").status_code == 200
    _age_session(app, last_seen_at=timedelta(minutes=10, seconds=1))
    assert client.get("/api/admin/dashboard").status_code == 401


def test_sessions_end_seven_days_after_sign_in_however_busy(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    _age_session(app, created_at=timedelta(days=6, hours=23), last_seen_at=timedelta(0))
    assert client.get("/api/admin/dashboard").status_code == 200
    _age_session(app, created_at=timedelta(days=7, seconds=1), last_seen_at=timedelta(0))
    assert client.get("/api/admin/dashboard").status_code == 401
    app.config["SESSION_MAX_AGE"] = 30 * 24 * 3600  # configurable: the same row lives again
    assert client.get("/api/admin/dashboard").status_code == 200


def test_last_seen_is_written_at_most_once_a_minute(app):
    client = signed_in_client(app, "ada@example.com", "admin")

    def last_seen():
        with app.app_context():
            return db.session.scalars(db.select(AccountSession.last_seen_at)).one()

    _age_session(app, last_seen_at=timedelta(seconds=30))
    before = last_seen()
    for _ in range(3):
        assert client.get("/api/admin/dashboard").status_code == 200
    assert last_seen() == before  # under a minute old: no write
    _age_session(app, last_seen_at=timedelta(seconds=61))
    stale = last_seen()
    assert client.get("/api/admin/dashboard").status_code == 200
    assert last_seen() > stale + timedelta(seconds=55)


def test_the_database_holds_no_usable_token(app):
    client = signed_in_client(app, "ada@example.com", "admin")
    with app.app_context():
        row = db.session.scalars(db.select(AccountSession)).one()
    cookie = client.get_cookie("session").value
    token = app.session_interface.get_signing_serializer(app).loads(cookie)["_user_id"]
    # The cookie's token is not stored, only its SHA-256: a copy of the table resumes nothing.
    assert row.id == hashlib.sha256(token.encode()).hexdigest()
    assert token not in (row.id, row.user_agent, row.ip)
