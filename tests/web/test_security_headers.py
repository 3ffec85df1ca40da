"""Security headers and production settings (issue 9, item 5)."""

from pathlib import Path

import pytest

from web.config import ConfigError, load_config


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("path", ["/", "/api/nope", "/robots.txt"])
def test_every_response_carries_the_security_headers(client, path):
    headers = client.get(path).headers
    csp = headers["Content-Security-Policy"]
    script_src = next(d for d in csp.split(";") if d.strip().startswith("script-src"))
    assert "'unsafe-inline'" not in script_src and "'self'" in script_src
    assert "frame-ancestors 'none'" in csp
    assert "object-src 'none'" in csp
    assert headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"
    assert "Strict-Transport-Security" not in headers  # plain HTTP: no HSTS


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_the_headers_worked_out_once_are_talismans_own(app):
    """web/security.py keeps the fixed headers instead of rebuilding them per response:
    they must be exactly what Flask-Talisman itself would send, on every response."""
    from flask import Response
    from flask_talisman import Talisman

    from web.security import talisman

    with app.test_request_context("/api/events", method="POST"):
        bare = Response(status=204)
        before = set(bare.headers.keys())
        stock = Talisman._set_response_headers(talisman, bare).headers
        stock = {name: value for name, value in stock.items() if name not in before}
    client = app.test_client()
    for path in ("/", "/api/nope", "/robots.txt", "/api/events"):
        served = client.get(path).headers
        for name, value in stock.items():
            assert served[name] == value, (path, name)
    assert "Content-Security-Policy" in stock and "Permissions-Policy" in stock


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_hsts_is_sent_over_https_behind_a_trusted_proxy(app):
    from web import create_app

    proxied = create_app({**app.config, "TRUSTED_PROXIES": 1})
    response = proxied.test_client().get("/robots.txt", headers={"X-Forwarded-Proto": "https"})
    assert "max-age=31536000" in response.headers["Strict-Transport-Security"]


@pytest.mark.parametrize("secret", ["", "dev", "changeme", "short-but-not-32-characters"])
def test_production_refuses_a_missing_or_weak_secret_key(tmp_path: Path, secret: str):
    env = {"APP_ENV": "production", "SECRET_KEY": secret}
    with pytest.raises(ConfigError):
        load_config(tmp_path, env)


def test_production_never_runs_in_debug_and_marks_cookies_secure(tmp_path: Path):
    env = {"APP_ENV": "production", "SECRET_KEY": "x" * 48, "FLASK_DEBUG": "1"}
    config = load_config(tmp_path, env)
    assert config["DEBUG"] is False
    assert config["SESSION_COOKIE_SECURE"] is True
    assert config["SESSION_COOKIE_HTTPONLY"] is True
    assert config["SESSION_COOKIE_SAMESITE"] == "Lax"
