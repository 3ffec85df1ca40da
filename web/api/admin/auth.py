"""/api/auth: the session behind /admin (spec 2.15, calls 14, 16 and 18): who is signed in,
sign in and sign out. Sign-up, verification and passwords are in admin_account.py, the
list of one's own sessions in admin_sessions.py.

Sign-in is rate-limited counting only failed attempts, so the 11th wrong password in a row
(with the default '10 per 15 minutes') is answered 429. The allowance is taken before the
password is checked and given back after any answer but a failed one (web/guess_limits.py),
so guesses sent at once can't exceed it. The allowance is per account for
browsers that have never signed in to it, per browser for those that have (their device
cookie, web/login_devices.py), plus a per-IP limit that only the former are subject to:
someone guessing at an account can't lock its owner out."""

from flask import Blueprint, current_app, jsonify, request
from flask_limiter import RateLimitExceeded
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, ValidationError
from marshmallow import fields as ma_fields

from pipeline import accounts
from web import login_devices
from web.api import forms
from web.api.forms import load_json
from web.auth import sign_in, sign_out
from web.csrf import protect_blueprint
from web.errors import ApiError, error_response
from web.extensions import limiter
from web.guess_limits import refund_unless

bp = Blueprint("admin_auth", __name__, url_prefix="/api/auth")
protect_blueprint(bp)

TOO_MANY_LOGINS = (
    "Too many failed sign-in attempts. Please wait 15 minutes and try again, "
    "or reset your password."
)


class Password(ma_fields.String):
    """A password exactly as typed: unlike forms.Text it is never stripped."""

    def __init__(self, required_message: str = "Password is required", **kwargs):
        messages = {"required": required_message, "null": required_message}
        super().__init__(required=True, error_messages=messages, **kwargs)
        self.required_message = required_message

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str) or not value:
            raise ValidationError(self.required_message)
        if len(value) > accounts.MAX_PASSWORD_LENGTH:
            raise ValidationError(accounts.PASSWORD_TOO_LONG)
        if "\x00" in value:
            raise ValidationError("Password contains a character we can't accept (a null byte).")
        return value


class LoginSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    email = forms.Email()
    password = Password()


def _failed(response) -> bool:
    return response.status_code == 401


@bp.errorhandler(RateLimitExceeded)
def _rate_limited(exc: RateLimitExceeded):
    if request.endpoint == "admin_auth.login":
        accounts.record_audit(
            "sign_in_locked",
            email=login_devices.submitted_account(),
            ip=request.remote_addr,
            trusted_device=login_devices.is_trusted_device(),
        )
    return error_response(429, exc.description or TOO_MANY_LOGINS, "rate_limited")


@bp.get("/session")
def get_session():
    user = current_user if current_user.is_authenticated else None
    return jsonify({"user": user.to_json() if user else None})


# Spent before the password is checked, and given back unless the sign-in failed
# (web/guess_limits.py): concurrent guesses can't exceed the allowance.
@bp.post("/login")
@limiter.shared_limit(
    lambda: current_app.config["LOGIN_RATE_LIMIT"],
    scope=login_devices.SCOPE,
    key_func=login_devices.account_limit_key,
    error_message=TOO_MANY_LOGINS,
)
@limiter.limit(
    lambda: current_app.config["LOGIN_IP_RATE_LIMIT"],
    exempt_when=login_devices.is_trusted_device,
    error_message=TOO_MANY_LOGINS,
)
def login():
    data = load_json(LoginSchema())
    account = accounts.authenticate(data["email"], data["password"])
    if account is None:
        accounts.record_audit("sign_in_failed", email=data["email"], ip=request.remote_addr)
        raise ApiError(401, accounts.INVALID_CREDENTIALS, "invalid_credentials")
    user = sign_in(account)
    accounts.record_audit("sign_in", email=user.email, user_id=user.user_id, ip=request.remote_addr)
    response = jsonify({"user": user.to_json()})
    login_devices.remember(response, user.email)
    return response


refund_unless(bp, "admin_auth.login", _failed)


@bp.post("/logout")
def logout():
    sign_out()
    return jsonify({"user": None})
