"""The per-IP limit on the public forms (SUBMISSION_RATE_LIMIT), checked without
Flask-Limiter's per-request machinery, which cost a submission ~180 us of CPU besides its
Redis round trip (resolving, filtering and exempting limits twice per request). The same
storage, strategy and keys as Flask-Limiter's own route limits (the extension's limiter,
the client's keyed hash from web/client_key.py, the endpoint as scope), so the counts are the ones
it kept; the same behaviour: limits in order, the first one breached answers 429 with
Retry-After, and with Redis down the submission goes through (swallow_errors).

`limited_by(setting)` is the same check with another allowance: the finder's sector reading
(FINDER_READING_RATE_LIMIT) is asked for as a visitor types, several times per form. Its
`key` may stand in for the client's address: the funnel events (EVENTS_RATE_LIMIT) count
against a keyed hash of it, so not even their limit's Redis keys hold an IP address.

The events spend their allowance inside the Redis script that counts them (`allowances`):
one round trip where the check and the count took two, which measured ~20% of the intake's
throughput (bench/events_bench.py). The same keys and fixed window as `check`, which the
requests they don't count (refused, dropped) still go through."""

import logging
import time
from collections.abc import Callable
from functools import lru_cache, wraps

from flask import current_app, request
from limits import RateLimitItem, parse_many
from limits.strategies import FixedWindowRateLimiter
from werkzeug.exceptions import TooManyRequests

from web.client_key import hashed_client_key
from web.extensions import limiter

log = logging.getLogger(__name__)


class SubmissionLimitExceeded(TooManyRequests):
    def __init__(self, retry_after: int):
        super().__init__()
        self.retry_after_seconds = retry_after


@lru_cache(maxsize=8)
def _limits(spec: str) -> tuple[RateLimitItem, ...]:
    return tuple(sorted(parse_many(spec)))


def _check(scope: str, setting: str, key_func: Callable[[], str] = hashed_client_key) -> None:
    key = key_func()
    strategy = limiter.limiter
    for item in _limits(current_app.config[setting]):
        try:
            if strategy.hit(item, key, scope):
                continue
            reset_at = strategy.get_window_stats(item, key, scope).reset_time
        except Exception:  # storage down: let the submission through, as Flask-Limiter
            log.exception("submission limit not checked (storage error)")
            return
        log.info("ratelimit %s (%s) exceeded at endpoint: %s", item, key, scope)
        raise SubmissionLimitExceeded(max(1, int(reset_at - time.time())))


def limited_by(
    setting: str, key: Callable[[], str] = hashed_client_key
) -> Callable[[Callable], Callable]:
    """Limits a view per client (as `key` names it) to the allowance in the app's config
    `setting`."""

    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def limited(*args, **kwargs):
            if limiter.enabled:
                _check(request.endpoint, setting, key)
            return view(*args, **kwargs)

        limited.submission_limited = True
        return limited

    return decorate


submission_limit = limited_by("SUBMISSION_RATE_LIMIT")


def check(setting: str, key: Callable[[], str] = hashed_client_key) -> None:
    """limited_by's check, for a view that makes it itself (web/api/public/events.py)."""
    if limiter.enabled:
        _check(request.endpoint, setting, key)


def allowances(
    setting: str, key: Callable[[], str] = hashed_client_key
) -> list[tuple[str, int, int]] | None:
    """The counters `check(setting, key)` would spend on this request, as (Redis key,
    allowance, window seconds), for a script to spend with its own work: INCRBY each in
    order, EXPIRE it when new, stop at the first over its allowance (the limits library's
    fixed window, on the keys Flask-Limiter's storage names). [] when limits are off; None
    when the limiter is not a fixed window in Redis, and the caller must `check` instead.
    The counters then live in REDIS_URL's Redis, where the limiter's are by default."""
    if not limiter.enabled:
        return []
    strategy = limiter.limiter
    storage = strategy.storage
    if type(strategy) is not FixedWindowRateLimiter or not hasattr(storage, "prefixed_key"):
        return None
    client, scope = key(), request.endpoint
    return [
        (storage.prefixed_key(item.key_for(client, scope)), item.amount, item.get_expiry())
        for item in _limits(current_app.config[setting])
    ]


def spends_own_allowance(view: Callable) -> Callable:
    """Marks a view that applies its limit itself (`check`, `allowances`), so Flask-Limiter's
    before_request skips it as it skips limited_by's views."""
    view.submission_limited = True
    return view


@limiter.request_filter
def _checked_here() -> bool:
    """Flask-Limiter's own before_request resolves and filters every limit it knows for
    the endpoint (8% of a web worker's time on a submission, with none to apply): a view
    limited here is skipped there at once. No application-wide or default limits exist
    that this would skip (web/extensions.py)."""
    view = current_app.view_functions.get(request.endpoint or "")
    return getattr(view, "submission_limited", False)
