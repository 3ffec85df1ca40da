"""Flask extensions that several areas share, created unbound and initialised in create_app."""

from collections.abc import Callable
from functools import wraps

from flask import Flask, current_app, request
from flask_limiter import Limiter

from web.client_key import hashed_client_key

# Limits are per client (its IPv4 address or IPv6 /64, web/client_key.py, under a keyed hash
# so no Redis key holds an address) and stored in Redis so every web process shares the
# counts.
# swallow_errors: with Redis down a submission must still be accepted (nothing is lost),
# so a storage failure lets the request through instead of answering 500.
limiter = Limiter(key_func=hashed_client_key, default_limits=[], swallow_errors=True)


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
    funcs = app.before_request_funcs.get(None, [])
    for i, func in enumerate(funcs):
        if func == limiter._check_request_limit:
            funcs[i] = _unless_limited_elsewhere(func)


def _unless_limited_elsewhere(check: Callable) -> Callable:
    """Flask-Limiter's before_request for every view but those limited by
    web/submission_limit.py (marked `submission_limited`). Its request filter skips them too,
    but only after it has resolved their exemptions and meta limits: ~6% of a funnel event's
    time in a web worker (bench/events_bench.py, py-spy --gil), and of a form's."""

    @wraps(check)
    def before_request():
        view = current_app.view_functions.get(request.endpoint or "")
        if getattr(view, "submission_limited", False):
            return None
        return check()

    return before_request
