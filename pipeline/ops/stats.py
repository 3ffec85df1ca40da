"""Jobs finished and failed per hour, for the dashboard's 24-hour throughput chart.

RQ keeps no history beyond its registries (finished jobs expire after RESULT_TTL), so the
worker counts each outcome into a small Redis hash per UTC hour, kept for two days. The
hash holds counts only: no job ids, arguments or personal data."""

from datetime import UTC, datetime, timedelta

from redis import Redis

KEY_PREFIX = "stats:jobs:"
KEEP_SECONDS = 2 * 24 * 3600
OUTCOMES = ("finished", "failed")


def _hour_key(moment: datetime) -> str:
    return KEY_PREFIX + moment.strftime("%Y%m%d%H")


def record(connection: Redis, outcome: str, moment: datetime | None = None) -> None:
    """Count one job outcome ('finished' or 'failed': a failed attempt, retried or not)."""
    if outcome not in OUTCOMES:
        raise ValueError(f"unknown outcome {outcome!r}")
    key = _hour_key(moment or datetime.now(UTC))
    with connection.pipeline() as pipe:
        pipe.hincrby(key, outcome, 1)
        pipe.expire(key, KEEP_SECONDS)
        pipe.execute()


def last_24_hours(connection: Redis, now: datetime | None = None) -> list[dict]:
    """Oldest hour first, the current (partial) hour last: [{hour, finished, failed}]."""
    now = (now or datetime.now(UTC)).replace(minute=0, second=0, microsecond=0)
    hours = [now - timedelta(hours=back) for back in range(23, -1, -1)]
    with connection.pipeline() as pipe:
        for hour in hours:
            pipe.hgetall(_hour_key(hour))
        raw = pipe.execute()
    buckets = []
    for hour, counts in zip(hours, raw, strict=True):
        values = {k.decode(): int(v) for k, v in counts.items()}
        buckets.append(
            {
                "hour": hour.strftime("%Y-%m-%dT%H:00:00Z"),
                "finished": values.get("finished", 0),
                "failed": values.get("failed", 0),
            }
        )
    return buckets
