"""Signed, URL-safe tokens for the links in sign-up emails (itsdangerous + SECRET_KEY).
They carry only a signup id, never an address, so URLs and access logs hold no PII.
Each purpose has its own salt: a download token can't be replayed as an unsubscribe."""

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from pipeline.settings import setting

DAY = 24 * 3600
# Unsubscribe links never expire: an old email must always let its reader out.
MAX_AGE = {"unsubscribe": None, "confirm": 14 * DAY, "guide": 90 * DAY}


class InvalidToken(ValueError):
    def __init__(self, expired: bool):
        super().__init__("expired" if expired else "invalid")
        self.expired = expired


def _serializer(purpose: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(setting("SECRET_KEY"), salt=f"signup-{purpose}")


def make(purpose: str, signup_id: int) -> str:
    return _serializer(purpose).dumps(signup_id)


def read(purpose: str, token: str) -> int:
    """The signup id in a token, or InvalidToken."""
    if not isinstance(token, str) or not token or len(token) > 200:
        raise InvalidToken(expired=False)
    try:
        value = _serializer(purpose).loads(token, max_age=MAX_AGE[purpose])
    except SignatureExpired:
        raise InvalidToken(expired=True) from None
    except BadSignature:
        raise InvalidToken(expired=False) from None
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidToken(expired=False)
    return value


def link(path: str, purpose: str, signup_id: int) -> str:
    return f"{setting('SITE_URL')}{path}?token={make(purpose, signup_id)}"
