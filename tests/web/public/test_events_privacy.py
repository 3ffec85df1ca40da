"""Nothing personal is stored (issue 27): after one page flow of every kind, every row of
every table and every Redis key and value is read back, and none holds the visitor's IP
address, user agent, the page's flow ids, an email address or a URL's query or path."""

from datetime import UTC, datetime

from redis import Redis

from pipeline import analytics
from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.db import db
from tests.support.analytics_events import BROWSER_UA, FLOW_STEPS, every_event, flow_id

VISITOR_IP = "203.0.113.77"
# A user agent no other test sends, so any trace of it is this test's visitor.
VISITOR_UA = f"{BROWSER_UA} Quietvisitor/7.7"
EMAIL = "ada.lovelace@example.com"


def redis_dump(redis: Redis) -> list[tuple[str, str, int]]:
    """(key, everything it holds as text, TTL) for every key in the database."""
    dump = []
    for key in redis.scan_iter(count=1000):
        kind = redis.type(key).decode()
        if kind == "string":
            value = repr(redis.get(key))
        elif kind == "hash":
            value = repr(redis.hgetall(key))
        elif kind == "list":
            value = repr(redis.lrange(key, 0, -1))
        elif kind == "set":
            value = repr(redis.smembers(key))
        elif kind == "zset":
            value = repr(redis.zrange(key, 0, -1, withscores=True))
        else:
            value = kind
        dump.append((key.decode(), value, redis.ttl(key)))
    return dump


def database_dump() -> list[str]:
    rows = []
    for table in db.metadata.sorted_tables:
        rows += [f"{table.name} {tuple(row)!r}" for row in db.session.execute(table.select())]
    return rows


def test_every_event_type_leaves_no_ip_user_agent_flow_id_or_email_anywhere(app, client):
    flow_ids = {flow: flow_id() for flow in FLOW_STEPS}
    headers = {"User-Agent": VISITOR_UA, "Referer": f"https://site.example/contact?email={EMAIL}",
               "Sec-Fetch-Site": "same-origin"}  # fmt: skip
    environ = {"REMOTE_ADDR": VISITOR_IP}
    sent = every_event(flow_ids)
    for body in sent:
        body["path"] += f"?email={EMAIL}&utm_source=linkedin"
        body["referrer"] = f"https://www.linkedin.com/in/ada-lovelace?email={EMAIL}"
        response = client.post("/api/events", json=body, headers=headers, environ_base=environ)
        assert response.status_code == 204
        assert "Set-Cookie" not in response.headers
    redis = Redis.from_url(app.config["REDIS_URL"])
    before_flush = redis_dump(redis)
    with app.app_context():
        report = analytics.flush()
        after_rows = database_dump()
        totals = db.session.scalars(db.select(AnalyticsTotal)).all()
    after_flush = redis_dump(redis)

    assert report.counts == len(sent) == sum(t.count for t in totals)
    assert {t.referrer_host for t in totals} == {"www.linkedin.com"}
    assert all("?" not in t.path for t in totals)
    forbidden = [VISITOR_IP, "Quietvisitor", VISITOR_UA, EMAIL, "ada-lovelace", "site.example",
                 *flow_ids.values()]  # fmt: skip
    for where, texts in [
        ("Redis before the flush", [f"{k} {v}" for k, v, _ in before_flush]),
        ("Redis after the flush", [f"{k} {v}" for k, v, _ in after_flush]),
        ("the database", after_rows),
    ]:
        for text in texts:
            leaked = [word for word in forbidden if word.lower() in text.lower()]
            assert not leaked, f"{where} holds {leaked}: {text[:300]}"

    # What is left in Redis: the de-duplication marks, the limit's counter and the day's
    # named sources (host names and UTM tags, as counted), each expiring.
    today = datetime.now(UTC).date().isoformat()
    assert f"analytics:counts:{today}" in {k for k, _, _ in before_flush}
    for key, _, ttl in after_flush:
        assert key.startswith(("analytics:seen:", "LIMITS:", "analytics:sources:")), key
        assert 0 < ttl <= (2 * 24 if key.startswith("analytics:sources:") else 2) * 3600, key
    assert sum(k.startswith("analytics:seen:") for k, _, _ in after_flush) == len(sent)
