"""The accounts audit trail: one log line per security event (sign-in, failure, lockout,
sign-out, password change or reset, sessions ended, role change, email confirmed).

Addresses are never written out: the subject is a keyed hash of email_address.canonical(),
so every spelling of one address shows up as the same subject (an attack on one account
reads as one series) while the log itself holds no address. Passwords, tokens and
cookies are never logged."""

import hashlib
import hmac
import logging

from pipeline.accounts.email_address import canonical
from pipeline.settings import setting

log = logging.getLogger("audit.accounts")


def subject(email: str) -> str:
    key = str(setting("SECRET_KEY")).encode()
    return hmac.new(key, canonical(email).encode(), hashlib.sha256).hexdigest()[:16]


def record(
    event: str,
    *,
    email: str | None = None,
    user_id: int | None = None,
    ip: str | None = None,
    **details: object,
) -> None:
    fields = {
        "event": event,
        "user": user_id,
        "subject": subject(email) if email is not None else None,
        "ip": ip,
        **details,
    }
    # Values are ids, hashes, role names and counts; repr() keeps any odd one on one line.
    log.info(" ".join(f"{name}={value!r}" for name, value in fields.items() if value is not None))
