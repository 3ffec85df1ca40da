"""Issue 16 item 6: wrong passwords typed by someone else can't lock the owner out. A
browser that has signed in to the account before has its own allowance (OWASP device
cookies); everyone else shares the account's allowance and the per-IP limit."""

from tests.support.admin_accounts import make_account, send, sign_in
from web.api.admin.auth import TOO_MANY_LOGINS
from web.login_devices import COOKIE

WRONG = "not the password at all"


def browser(app, ip: str):
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = ip
    return client


def owners_laptop(app, email: str = "ada@example.com", ip: str = "198.51.100.10"):
    """The owner's browser: it signed in once (and so holds a device cookie), then out."""
    laptop = browser(app, ip)
    assert sign_in(laptop, email).status_code == 200
    assert send(laptop, "POST", "/api/auth/logout").status_code == 200
    return laptop


def lock_out_strangers(app, email: str = "ada@example.com") -> None:
    """An attacker, from ten addresses, uses up the account's allowance."""
    for n in range(10):
        assert sign_in(browser(app, f"203.0.113.{n + 1}"), email, WRONG).status_code == 401
    blocked = sign_in(browser(app, "203.0.113.50"), email)
    assert blocked.status_code == 429, "strangers are locked out, even with the password"
    assert blocked.get_json()["error"]["message"] == TOO_MANY_LOGINS


def test_an_attacker_locks_out_strangers_but_not_the_owners_browser(app):
    make_account(app, "ada@example.com", "admin")
    laptop = owners_laptop(app)
    lock_out_strangers(app)
    response = sign_in(laptop, "ada@example.com")
    assert response.status_code == 200
    assert laptop.get("/api/admin/dashboard").status_code == 200


def test_the_owners_browser_has_its_own_allowance_of_ten(app):
    make_account(app, "ada@example.com", "admin")
    laptop = owners_laptop(app)
    for attempt in range(10):
        assert sign_in(laptop, "ada@example.com", WRONG).status_code == 401, attempt
    assert sign_in(laptop, "ada@example.com").status_code == 429
    # Its mistakes were its own: another browser is not locked out by them.
    assert sign_in(browser(app, "198.51.100.20"), "ada@example.com").status_code == 200


def test_a_browser_trusted_for_one_account_is_a_stranger_to_another(app):
    make_account(app, "ada@example.com", "admin")
    make_account(app, "bob@example.com", "admin")
    laptop = owners_laptop(app, "ada@example.com")
    lock_out_strangers(app, "bob@example.com")
    assert sign_in(laptop, "bob@example.com").status_code == 429
    assert sign_in(laptop, "ada@example.com").status_code == 200


def test_a_forged_or_altered_device_cookie_is_not_trusted(app):
    make_account(app, "ada@example.com", "admin")
    laptop = owners_laptop(app)
    value = laptop.get_cookie(COOKIE, path="/api/auth/login").value
    lock_out_strangers(app)
    for forged in (value[:-2] + "xx", "made-up", value.split(".")[0]):
        thief = browser(app, "203.0.113.60")
        thief.set_cookie(COOKIE, forged, path="/api/auth/login")
        assert sign_in(thief, "ada@example.com").status_code == 429, forged


def test_the_device_cookie_is_http_only_strict_and_scoped_to_sign_in(app):
    make_account(app, "ada@example.com", "admin")
    response = sign_in(app.test_client(), "ada@example.com")
    [header] = [h for h in response.headers.getlist("Set-Cookie") if h.startswith(COOKIE + "=")]
    assert "HttpOnly" in header and "SameSite=Strict" in header
    assert "Path=/api/auth/login" in header and "Max-Age=" in header
    assert "ada" not in header.split(";")[0]  # names the account only by a keyed hash
    # A failed sign-in hands out no device cookie.
    failed = sign_in(app.test_client(), "ada@example.com", WRONG)
    assert not [h for h in failed.headers.getlist("Set-Cookie") if h.startswith(COOKIE)]


def test_the_per_ip_limit_does_not_stop_browsers_that_signed_in_before(app):
    app.config["LOGIN_IP_RATE_LIMIT"] = "5 per 15 minutes"
    make_account(app, "ada@example.com", "admin")
    office = "192.0.2.1"  # everyone behind one proxy shares this address
    laptop = owners_laptop(app, ip=office)
    for n in range(5):  # password spraying from the office address
        assert sign_in(browser(app, office), f"user{n}@example.com", WRONG).status_code == 401
    assert sign_in(browser(app, office), "user9@example.com", WRONG).status_code == 429
    # The spraying is stopped, the account is not locked, and Ada's browser signs in.
    assert sign_in(laptop, "ada@example.com").status_code == 200
    # From another address the account was never locked at all.
    assert sign_in(browser(app, "192.0.2.2"), "ada@example.com").status_code == 200
