"""The sign-in allowance is spent before the password is checked (issue 33, item 8): forty
wrong passwords sent at once, against a real threaded server, get at most the allowance of
password checks (401s); the rest are refused (429) unchecked. A successful sign-in still
spends nothing."""

import json
import threading
import urllib.error
import urllib.request
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from http.cookiejar import CookieJar

import pytest
from werkzeug.serving import make_server

from tests.support.admin_accounts import make_account, sign_in

ALLOWANCE = 10  # LOGIN_RATE_LIMIT's default, 10 per 15 minutes
PARALLEL = 40


@pytest.fixture
def live_server(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=10)


def _browser(base: str) -> tuple[urllib.request.OpenerDirector, str]:
    """An opener holding the session and CSRF cookies, as the SPA's browser would, and the
    CSRF token for its header."""
    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(base + "/api/auth/session", timeout=60).close()
    return opener, next(c.value for c in jar if c.name == "csrf_token")


def _sign_in(base: str, browser: tuple[urllib.request.OpenerDirector, str], password: str) -> int:
    opener, token = browser
    request = urllib.request.Request(  # noqa: S310 (loopback)
        base + "/api/auth/login",
        data=json.dumps({"email": "ada@example.com", "password": password}).encode(),
        headers={"Content-Type": "application/json", "X-CSRFToken": token},
        method="POST",
    )
    try:
        with opener.open(request, timeout=120) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_parallel_wrong_passwords_get_at_most_the_allowance_of_checks(app, live_server):
    make_account(app, "ada@example.com", "admin")
    browsers = [_browser(live_server) for _ in range(PARALLEL)]  # forty strangers
    with ThreadPoolExecutor(max_workers=PARALLEL) as pool:
        answers = Counter(pool.map(lambda b: _sign_in(live_server, b, "wrong"), browsers))
    assert answers[401] <= ALLOWANCE, answers
    assert answers[401] + answers[429] == PARALLEL, answers
    assert _sign_in(live_server, browsers[0], "correct horse battery staple") == 429  # locked


def test_a_successful_sign_in_spends_none_of_the_allowance(app, client):
    make_account(app, "ada@example.com", "admin")
    for _ in range(2):  # had these spent, the tenth failure below would be refused
        assert sign_in(client, "ada@example.com").status_code == 200
        client.post("/api/auth/logout")
    other = app.test_client()
    for attempt in range(ALLOWANCE):
        assert sign_in(other, "ada@example.com", "wrong").status_code == 401, attempt
    assert sign_in(other, "ada@example.com", "wrong").status_code == 429
