"""Server-issued form tokens (issue 25): the time trap's start, by the server's own clock.

A page asks GET /api/form-token for a form's token when the form first shows; it is an
HMAC (itsdangerous, keyed with SECRET_KEY) of the form's name, when the server first
issued a token to this tab (the start) and when this one was signed. A submission is
suspect without a token of its own form signed in the last FORM_TOKEN_MAX_AGE_SECONDS,
and too fast when it comes sooner than MIN_SUBMIT_SECONDS after the start. A tab left
open longer renews its token with the old one, which keeps the start: a person who filled
the form in yesterday is not taken for a script today. Nothing is stored server-side."""

import time

from flask import current_app
from itsdangerous import BadSignature, URLSafeSerializer

FORMS = ("contact", "finder", "guide", "early-access", "newsletter", "booking")
SALT = "form-token"


def issue(secret: str, form: str, started_ms: int, signed_at: float | None = None) -> str:
    signed = int(time.time() if signed_at is None else signed_at)
    return URLSafeSerializer(secret, salt=SALT).dumps([form, int(started_ms), signed])


def _read(secret: str, token: object, form: str) -> tuple[int, int] | None:
    """(start in epoch ms, signed at in epoch s) of a genuine token for `form`, else None."""
    if not isinstance(token, str) or len(token) > 200:
        return None
    try:
        claims = URLSafeSerializer(secret, salt=SALT).loads(token)
    except BadSignature:
        return None
    if not (isinstance(claims, list) and len(claims) == 3 and claims[0] == form):
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in claims[1:]):
        return None
    return claims[1], claims[2]


def elapsed_ms(token: object, form: str) -> float | None:
    """Milliseconds since the form's start, by our clock; None for a missing, forged,
    expired or another form's token (a suspect submission)."""
    read = _read(current_app.secret_key, token, form)
    if read is None:
        return None
    started_ms, signed_at = read
    now = time.time()
    if now - signed_at > current_app.config["FORM_TOKEN_MAX_AGE_SECONDS"]:
        return None
    elapsed = now * 1000 - started_ms
    return elapsed if elapsed >= 0 else None


def fresh(form: str, renew: object = None) -> str:
    """A token for `form`, signed now. `renew`: the tab's old token; a genuine one of this
    form (of any age) keeps its start, anything else starts now."""
    read = _read(current_app.secret_key, renew, form)
    started_ms = read[0] if read else int(time.time() * 1000)
    return issue(current_app.secret_key, form, started_ms)
