"""Counting an accepted event in Redis: one round trip (a Lua script) that remembers the
step for its flow id and adds one to the day's count only the first time.

Keys (nothing in them identifies a visitor):
- `analytics:counts:<YYYY-MM-DD>`, a hash per UTC day, field = Event.field(), value = count;
  flushing.py moves it into analytics_daily_totals.
- `analytics:seen:<hash>`, the de-duplication mark: a BLAKE2b digest of flow id, flow, step
  and question (never the flow id itself), gone after DEDUPE_SECONDS. The flow is part of it
  because one page can carry two flows (a quiz page with the newsletter form in its footer)
  under one flow id.
- `analytics:sources:<YYYY-MM-DD>`, a set of the day's named sources (referrer host and UTM
  source, medium, campaign, as cleaned), at most ANALYTICS_SOURCES_PER_DAY of them: an event
  from a source past the cap is counted under OTHER_SOURCE instead, so no client can grow the
  totals table without bound (issue 33, item 7). A direct visit (no source) is always named.

Analytics are best-effort: with Redis down the caller drops the event (docs/analytics.md)."""

import hashlib
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, date, datetime
from functools import lru_cache

from redis import Redis
from redis.commands.core import Script

from pipeline.analytics.events import Event
from pipeline.queues import redis_connection
from pipeline.settings import setting

COUNTS_PREFIX = "analytics:counts:"
SEEN_PREFIX = "analytics:seen:"
SOURCES_PREFIX = "analytics:sources:"
# Past the day's cap on named sources. Not a host name nor a cleaned UTM value (neither may
# hold brackets), so no visitor can send it.
OTHER_SOURCE = "(other)"
# The day's set outlives the day by a margin: a late event of the day still finds it.
SOURCES_SECONDS = 2 * 24 * 3600
DEFAULT_SOURCES_PER_DAY = 200
# A page's flow id lives in its memory only; two hours covers a visitor who leaves the quiz
# open over lunch, and is short enough that the marks never pile up.
DEDUPE_SECONDS = 2 * 3600

# KEYS[1] the de-duplication mark, KEYS[2] the day's hash, KEYS[3] the day's sources,
# KEYS[4..] the caller's allowance counters; ARGV[1] the mark's TTL, ARGV[2] the count's
# field, ARGV[3] the same under OTHER_SOURCE, ARGV[4] the source ("" for a direct visit),
# ARGV[5] the sources cap, ARGV[6] the sources set's TTL, then each counter's allowance and
# window. The counters are the limits library's fixed window (INCRBY, EXPIRE when new),
# spent in order up to the first one over. 1 counted, 0 a duplicate, -N over an allowance
# that renews in N seconds.
COUNT_ONCE = """
for i = 4, #KEYS do
  local hits = redis.call('INCRBY', KEYS[i], 1)
  if hits == 1 then
    redis.call('EXPIRE', KEYS[i], ARGV[2 * i])
  end
  if hits > tonumber(ARGV[2 * i - 1]) then
    return -math.max(redis.call('TTL', KEYS[i]), 1)
  end
end
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
  local field = ARGV[2]
  if ARGV[4] ~= '' and redis.call('SISMEMBER', KEYS[3], ARGV[4]) == 0 then
    if redis.call('SCARD', KEYS[3]) < tonumber(ARGV[5]) then
      redis.call('SADD', KEYS[3], ARGV[4])
      redis.call('EXPIRE', KEYS[3], ARGV[6])
    else
      field = ARGV[3]
    end
  end
  redis.call('HINCRBY', KEYS[2], field, 1)
  return 1
end
return 0
"""
# (Redis key, allowance, window seconds): what web/submission_limit.allowances() gives.
Allowance = tuple[str, int, int]


class OverAllowance(Exception):
    """An allowance passed to count() is spent: nothing was counted."""

    def __init__(self, retry_after: int):
        super().__init__(f"over the allowance for {retry_after} s")
        self.retry_after = retry_after


def counts_key(day: date) -> str:
    return f"{COUNTS_PREFIX}{day.isoformat()}"


def sources_key(day: date) -> str:
    return f"{SOURCES_PREFIX}{day.isoformat()}"


def seen_key(flow_id: str, event: Event) -> str:
    digest = hashlib.blake2b(
        f"{flow_id}|{event.flow}|{event.step}|{event.question}".encode(), digest_size=16
    )
    return SEEN_PREFIX + digest.hexdigest()


@lru_cache(maxsize=8)
def _script(connection: Redis) -> Script:
    # redis-py's Script sends EVALSHA and loads the script again if Redis lost it.
    return connection.register_script(COUNT_ONCE)


def connection() -> Redis:
    return redis_connection(setting("REDIS_URL"))


def count(
    event: Event, flow_id: str, allowances: Sequence[Allowance] = (), *, now: datetime | None = None
) -> bool:
    """Counts the event unless its flow id already sent this step; True when counted. The
    caller's `allowances` (a rate limit) are spent in the same round trip: OverAllowance
    when one is over, and nothing is counted. Raises RedisError when Redis is unreachable
    (the caller decides what that means)."""
    day = (now or datetime.now(UTC)).date()
    redis = connection()
    other = replace(
        event, referrer_host=OTHER_SOURCE, utm_source="", utm_medium="", utm_campaign=""
    )
    cap = int(setting("ANALYTICS_SOURCES_PER_DAY", DEFAULT_SOURCES_PER_DAY))
    args: list = [
        DEDUPE_SECONDS,
        event.field(),
        other.field(),
        event.source(),
        cap,
        SOURCES_SECONDS,
    ]
    for _, allowance, window in allowances:
        args += [allowance, window]
    keys = [seen_key(flow_id, event), counts_key(day), sources_key(day)]
    result = _script(redis)(
        keys=[*keys, *(key for key, _, _ in allowances)], args=args, client=redis
    )
    if result < 0:
        raise OverAllowance(-result)
    return result == 1
