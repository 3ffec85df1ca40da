"""The fuzzing stack: SQLite + the embedded Redis only (the fuzzing is about input
handling, not storage engines), with rate limits off so generated requests aren't 429s."""

import pytest

from tests.support.admin_accounts import csrf_token, make_account, sign_in
from tests.support.fuzz_stack import clean, unlimited_app


@pytest.fixture
def fuzz_app(stack_config, tmp_path, smtp):
    app = unlimited_app(stack_config("sqlite"), smtp.url, str(tmp_path / "outbox"))
    clean(app)
    yield app
    clean(app)


@pytest.fixture
def admin_session(fuzz_app) -> dict:
    """Cookies and the CSRF header of a signed-in admin, as the SPA would send them."""
    make_account(fuzz_app, "fuzz-admin@example.co.uk", "admin")
    client = fuzz_app.test_client()
    response = sign_in(client, "fuzz-admin@example.co.uk")
    assert response.status_code == 200, response.get_json()
    token = csrf_token(client)
    cookies = {name: client.get_cookie(name).value for name in ("session", "csrf_token")}
    return {"cookies": cookies, "headers": {"X-CSRFToken": token}}
