"""Flask extensions that several areas share, created unbound and initialised in create_app."""

from flask import Flask
from flask_limiter import Limiter

from web.client_key import client_key

# Limits are per client (its IPv4 address or IPv6 /64, web/client_key.py) and stored in
# Redis so every web process shares the counts.
# swallow_errors: with Redis down a submission must still be accepted (nothing is lost),
# so a storage failure lets the request through instead of answering 500.
limiter = Limiter(key_func=client_key, default_limits=[], swallow_errors=True)


def limiter_storage_uri(redis_url: str) -> str:
    # The limits library spells a unix-socket Redis as redis+unix://.
    if redis_url.startswith("unix://"):
        return "redis+unix://" + redis_url[len("unix://") :]
    return redis_url


def init_limiter(app: Flask) -> None:
    app.config.setdefault("RATELIMIT_STORAGE_URI", limiter_storage_uri(app.config["REDIS_URL"]))
    # Only a 429 says when to come back (Retry-After, web/errors.py): X-RateLimit-* on
    # every answer would cost each submission two more Redis round trips.
    app.config.setdefault("RATELIMIT_HEADERS_ENABLED", False)
    limiter.init_app(app)
