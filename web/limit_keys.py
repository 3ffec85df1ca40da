"""Rate-limit keys that hold no address (issue 33, item 8). A limit's Redis key names what it
counts; for the limits per account and per mailbox that is an email address, so the key
holds a keyed hash of it instead: HMAC-SHA256 under a key derived from SECRET_KEY for this
use alone (so it is neither SECRET_KEY itself nor any other hash the app makes), of the
address in its canonical form (every spelling counts as one). The per-client limits key on
web/client_key.hashed_client_key, a keyed hash of the client's IP address, likewise."""

import hashlib
import hmac
from functools import lru_cache

from flask import current_app

PURPOSE = b"rate-limit keys v1"


@lru_cache(maxsize=4)
def _derived(secret: str) -> bytes:
    return hmac.digest(secret.encode(), PURPOSE, hashlib.sha256)


def address_key(kind: str, address: str) -> str:
    """`kind:<hash>`, the same for the same (canonical) address under the same SECRET_KEY."""
    key = _derived(str(current_app.config["SECRET_KEY"]))
    return f"{kind}:{hmac.new(key, address.encode(), hashlib.sha256).hexdigest()[:32]}"
