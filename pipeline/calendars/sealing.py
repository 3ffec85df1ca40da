"""Calendar passwords and feed addresses sealed at rest with Fernet (AES-CBC + HMAC, from
`cryptography`): the database, its backups and a stolen dump hold only tokens.

The key is CALENDAR_SECRET_KEY: one Fernet key, or several separated by commas to rotate
(the first seals, every one opens; each good read re-seals under the first). Unset, it is
derived from SECRET_KEY with HKDF-SHA256, so a new install works with nothing to set; an
operator who changes SECRET_KEY then has to connect the calendars again (the admin page
says so), which is why production should set its own."""

from __future__ import annotations

import base64
import binascii
from functools import lru_cache

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from pipeline.settings import setting

# Fixed: a different label would make every sealed secret unreadable.
HKDF_INFO = b"consultancy-site calendar credentials v1"
KEY_HELP = (
    "CALENDAR_SECRET_KEY must be Fernet keys (32 bytes in url-safe base64, e.g. from python "
    '-c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"), '
    "separated by commas"
)


class Unreadable(Exception):
    """A sealed value the configured keys can't open (the key changed since it was saved)."""


def derived_key(secret_key: str) -> bytes:
    raw = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=HKDF_INFO).derive(
        secret_key.encode("utf-8")
    )
    return base64.urlsafe_b64encode(raw)


def configured_keys(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def key_problem(value: str) -> str | None:
    """Why CALENDAR_SECRET_KEY can't be used, or None (empty is fine: derived)."""
    for key in configured_keys(value):
        try:
            Fernet(key)
        except (ValueError, binascii.Error):
            return KEY_HELP
    return None


@lru_cache(maxsize=4)
def _fernet(configured: str, secret_key: str) -> MultiFernet:
    keys = configured_keys(configured) or [derived_key(secret_key).decode("ascii")]
    return MultiFernet([Fernet(key) for key in keys])


def _current() -> MultiFernet:
    return _fernet(setting("CALENDAR_SECRET_KEY", "") or "", setting("SECRET_KEY") or "")


def seal(text: str) -> str:
    return _current().encrypt(text.encode("utf-8")).decode("ascii")


def unseal(token: str) -> str:
    try:
        return _current().decrypt(token.encode("ascii")).decode("utf-8")
    except (InvalidToken, UnicodeError) as exc:
        raise Unreadable() from exc


def reseal(token: str) -> str:
    """The same secret under the first key (a rotation's follow-through)."""
    try:
        return _current().rotate(token.encode("ascii")).decode("ascii")
    except InvalidToken as exc:
        raise Unreadable() from exc
