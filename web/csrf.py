"""CSRF protection (Flask-WTF) for the cookie-authenticated blueprints only.

Public submission endpoints carry no session cookie, so there is nothing to forge there and
they stay exempt. Protected blueprints check the X-CSRFToken header on every state change
and hand the browser a fresh token in a readable `csrf_token` cookie, which
src/lib/api-client.ts copies into that header."""

from flask import Blueprint, Flask, current_app, request
from flask_wtf.csrf import CSRFError, CSRFProtect, generate_csrf

from web.errors import error_response

csrf = CSRFProtect()
COOKIE = "csrf_token"
CSRF_FAILED = (
    "Your session's security token is missing or out of date. Reload the page and try again."
)


def init_csrf(app: Flask) -> None:
    # Checked per blueprint (protect_blueprint), not globally.
    app.config.setdefault("WTF_CSRF_CHECK_DEFAULT", False)
    # The token lives as long as the session it is bound to; a one-hour limit would break an
    # editor tab left open over lunch.
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", None)
    csrf.init_app(app)

    @app.errorhandler(CSRFError)
    def _csrf_failed(exc: CSRFError):
        return error_response(400, CSRF_FAILED, "csrf_failed")


def _set_cookie(response):
    response.set_cookie(
        COOKIE,
        generate_csrf(),
        httponly=False,  # the page's script must read it to send the header
        samesite="Lax",
        secure=current_app.config.get("SESSION_COOKIE_SECURE", False),
        path="/",
    )
    return response


def protect_blueprint(bp: Blueprint) -> None:
    """Call after any access guard, so anonymous callers get 401 rather than a CSRF error."""

    @bp.before_request
    def _check_token():
        if request.method in current_app.config["WTF_CSRF_METHODS"]:
            csrf.protect()

    bp.after_request(_set_cookie)
