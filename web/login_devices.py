"""Device cookies for the sign-in lockout (OWASP "Slow Down Online Guessing Attacks with
Device Cookies"), so wrong passwords typed by someone else can't lock the owner out.

A browser that signs in to an account gets a signed cookie naming that account (as a keyed
hash of its canonical address, never the address) and a random nonce. Failed sign-ins are
then counted per allowance:

- a browser presenting a valid device cookie for the account it is signing in to has its
  own allowance, keyed on the nonce, and is not subject to the per-IP limit;
- every other client shares the account's "untrusted" allowance and the per-IP limit.

So someone guessing at an account, from any number of addresses, uses up only the untrusted
allowance; the owner's browser that has signed in before still gets in. And a shared office
or proxy address that trips the per-IP limit doesn't stop browsers that have signed in
before. See docs/security.md for the numbers."""

import hashlib
import hmac
import secrets

from flask import current_app, request
from flask.wrappers import Response
from itsdangerous import BadSignature, URLSafeTimedSerializer

from pipeline.accounts import canonical
from web.limit_keys import address_key

COOKIE = "login_device"
SALT = "login-device"
# The limiter's scope for every allowance here, shared by each route that checks a password
# against a named account (sign-in, a confirmation link): a guess counts the same through
# either, so no route is a fresh allowance for the same account.
SCOPE = "sign-in-account"


def _serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt=SALT)


def _subject(account_key: str) -> str:
    key = str(current_app.config["SECRET_KEY"]).encode()
    return hmac.new(key, f"{SALT}:{account_key}".encode(), hashlib.sha256).hexdigest()[:32]


def submitted_account() -> str:
    """The canonical address the sign-in request names ('' if it names none)."""
    payload = request.get_json(silent=True)
    email = payload.get("email") if isinstance(payload, dict) else None
    return canonical(email) if isinstance(email, str) else ""


def trusted_nonce(account_key: str) -> str | None:
    """This browser's device nonce if its cookie is valid for `account_key`."""
    value = request.cookies.get(COOKIE)
    if not value or not account_key or len(value) > 500:
        return None
    try:
        data = _serializer().loads(value, max_age=current_app.config["LOGIN_DEVICE_MAX_AGE"])
    except BadSignature:  # also SignatureExpired
        return None
    if not isinstance(data, dict) or data.get("s") != _subject(account_key):
        return None
    nonce = data.get("n")
    return nonce if isinstance(nonce, str) and nonce else None


def remember(response: Response, account_key: str) -> None:
    """After a successful sign-in: a fresh device cookie for this account (a new nonce,
    so any failures counted against the old one don't follow it)."""
    value = _serializer().dumps({"s": _subject(account_key), "n": secrets.token_urlsafe(16)})
    response.set_cookie(
        COOKIE,
        value,
        max_age=current_app.config["LOGIN_DEVICE_MAX_AGE"],
        httponly=True,
        samesite="Strict",
        secure=current_app.config.get("SESSION_COOKIE_SECURE", False),
        path="/api/auth/login",
    )


# --- the limiter's keys ------------------------------------------------------------------


def untrusted_key(account_key: str) -> str:
    """The allowance every client without a device cookie for the account shares, under a
    keyed hash of the address (web/limit_keys.py): no Redis key holds it."""
    return address_key("login-account", account_key)


def account_limit_key() -> str:
    account_key = submitted_account()
    nonce = trusted_nonce(account_key)
    if nonce:
        return f"login-device:{nonce}"
    return untrusted_key(account_key)


def is_trusted_device() -> bool:
    return trusted_nonce(submitted_account()) is not None
