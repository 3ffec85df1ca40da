"""/api/auth (account half): sign-up with email verification, password reset by email, and
changing one's password (spec 2.15, calls 15 and 17).

Sign-up and reset answer with the spec's success message whether or not the address has an
account, and are rate-limited per IP and per address so they can't be used to mail-bomb."""

from flask import Blueprint, current_app, jsonify, request
from flask_limiter import RateLimitExceeded
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, ValidationError

from pipeline import accounts, mail
from web import login_devices
from web.api import forms
from web.api.admin.auth import Password
from web.api.forms import load_json
from web.api.visitor_text import PersonName
from web.auth import sign_in
from web.csrf import protect_blueprint
from web.errors import ApiError, error_response
from web.extensions import limiter
from web.guess_limits import refund_unless
from web.limit_keys import address_key

bp = Blueprint("admin_account", __name__, url_prefix="/api/auth")
protect_blueprint(bp)

SIGNUP_DONE = "Account created successfully! Please check your email for verification."
RESET_SENT = "Password reset email sent! Please check your inbox."
TOO_MANY_PASSWORD_GUESSES = (
    "Too many wrong current passwords. Please wait 15 minutes and try again, "
    "or reset your password."
)
TOO_MANY_VERIFY_GUESSES = (
    "Too many wrong passwords for this link. Please wait 15 minutes and try again, "
    "or reset your password."
)
TOO_MANY_EMAILS = "Too many requests for this address. Please wait an hour and try again."


class SignupSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    email = forms.Email()
    password = Password()
    first_name = PersonName(required_message="First name is required")


class EmailSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    email = forms.Email()


class TokenSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    token = forms.Text(max_length=1000, required_message="The link is missing its token.")


class ResetSchema(TokenSchema):
    password = Password()
    # Asked for when the link claims an unconfirmed address (reset-check's "claim"): the
    # owner's own name replaces whatever the first sign-up typed. Ignored otherwise.
    first_name = PersonName(load_default="")


class VerifySchema(TokenSchema):
    password = Password()


class ChangePasswordSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    current_password = Password("Current password is required")
    new_password = Password("New password is required")


def _email_key() -> str:
    payload = request.get_json(silent=True)
    email = payload.get("email") if isinstance(payload, dict) else None
    # Per mailbox, not per account: ada+1@ and ada@ are two accounts but one inbox.
    # A keyed hash of it, never the address, in the limit's Redis key (web/limit_keys.py).
    return address_key("account-email", mail.mailbox_key(email) if isinstance(email, str) else "")


def _email_limit():
    return limiter.limit(
        lambda: current_app.config["ACCOUNT_EMAIL_RATE_LIMIT"],
        key_func=_email_key,
        error_message=TOO_MANY_EMAILS,
    )


def _account_error(exc: accounts.AccountError) -> ApiError:
    fields_ = {exc.field: [exc.message]} if exc.field else None
    return ApiError(400, exc.message, "invalid", fields_)


@bp.errorhandler(RateLimitExceeded)
def _rate_limited(exc: RateLimitExceeded):
    return error_response(429, exc.description or TOO_MANY_EMAILS, "rate_limited")


@bp.post("/signup")
@_email_limit()
@limiter.limit(lambda: current_app.config["SUBMISSION_RATE_LIMIT"])
def signup():
    data = load_json(SignupSchema())
    try:
        accounts.sign_up(data["email"], data["password"], data["first_name"])
    except accounts.AccountError as exc:
        raise _account_error(exc) from None
    return jsonify({"message": SIGNUP_DONE}), 201


def _verify_link_account_key() -> str:
    """The sign-in lockout's key for the account the link names, so no spelling of the
    token gets its own allowance. A link that names no account it still works for is
    answered before any password is looked at, so its key never counts a guess."""
    try:
        token = TokenSchema().load(request.get_json(silent=True))["token"]
        account = accounts.account_for_verify_token(token)
    except (ValidationError, accounts.AccountError):
        return "verify-email:unusable-link"
    return login_devices.untrusted_key(account.user.email)


def _wrong_password(response) -> bool:
    return response.status_code == 400 and "password" in (
        (response.get_json(silent=True) or {}).get("error", {}).get("fields") or {}
    )


@bp.post("/verify-email")
# The link alone is not enough (accounts.verify_email), and its password can't be guessed
# at through it any faster than through sign-in: wrong passwords here spend the sign-in
# lockout's allowance for the account (the device cookie is never sent here).
@limiter.shared_limit(
    lambda: current_app.config["LOGIN_RATE_LIMIT"],
    scope=login_devices.SCOPE,
    key_func=_verify_link_account_key,
    error_message=TOO_MANY_VERIFY_GUESSES,
)
def verify_email():
    data = load_json(VerifySchema())
    try:
        accounts.verify_email(data["token"], data["password"])
    except accounts.AccountError as exc:
        raise _account_error(exc) from None
    return jsonify({"message": "Thanks! Your email address is confirmed."})


@bp.post("/reset-request")
@_email_limit()
@limiter.limit(lambda: current_app.config["SUBMISSION_RATE_LIMIT"])
def reset_request():
    data = load_json(EmailSchema())
    accounts.request_password_reset(data["email"])
    return jsonify({"message": RESET_SENT})


@bp.post("/reset-check")
def reset_check():
    """Lets the set-new-password screen say up front that a link is used or expired, and
    whether it claims an unconfirmed address (then the screen asks for a first name)."""
    data = load_json(TokenSchema())
    try:
        account = accounts.account_for_reset_token(data["token"])
    except accounts.AccountError as exc:
        raise _account_error(exc) from None
    return jsonify({"email": account.user.email, "claim": not account.confirmed})


@bp.post("/reset-password")
@limiter.limit(lambda: current_app.config["SUBMISSION_RATE_LIMIT"])
def reset_password():
    data = load_json(ResetSchema())
    try:
        accounts.reset_password(data["token"], data["password"], data["first_name"])
    except accounts.AccountError as exc:
        raise _account_error(exc) from None
    return jsonify({"message": "Your password has been changed. You can now sign in."})


def _wrong_current_password(response) -> bool:
    return response.status_code == 400 and "current_password" in (
        (response.get_json(silent=True) or {}).get("error", {}).get("fields") or {}
    )


@bp.post("/password")
# A stolen session must not become a way to guess the password behind it: wrong current
# passwords count against the account like failed sign-ins do.
@limiter.limit(
    lambda: current_app.config["LOGIN_RATE_LIMIT"],
    key_func=lambda: f"password-change:{current_user.get_id()}",
    error_message=TOO_MANY_PASSWORD_GUESSES,
)
def change_password():
    if not current_user.is_authenticated:
        raise ApiError(401, "Please sign in to continue.", "unauthenticated")
    data = load_json(ChangePasswordSchema())
    account = accounts.load(current_user.user_id)
    try:
        accounts.change_password(account, data["current_password"], data["new_password"])
    except accounts.AccountError as exc:
        raise _account_error(exc) from None
    # Every session ended with the old password, this one's too (so a copy of its cookie
    # is refused); this browser carries on in a new one.
    user = sign_in(accounts.load(current_user.user_id))
    return jsonify({"user": user.to_json()})


# Each guess spends its allowance before the password is checked; any other answer gives it
# back (web/guess_limits.py).
refund_unless(bp, "admin_account.verify_email", _wrong_password)
refund_unless(bp, "admin_account.change_password", _wrong_current_password)
