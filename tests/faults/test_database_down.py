"""The database unreachable (PostgreSQL behind a proxy the test cuts): the API answers 503
with a clear JSON message and writes nothing; when the database is back, intake works
again and there is no partial row and no outbox entry without its row."""

import psycopg
import pytest

from tests.support.fault_stack import KINDS, Stack, migrate, payload
from tests.support.smtp_sink import SmtpSink
from tests.support.stacks import ADMIN_PG_URL, PG_URL, port_open
from tests.support.tcp_proxy import TcpProxy
from worker.embedded_redis import EmbeddedRedis

# Named after the test database (an xdist worker's own), so runs given different ones, and
# parallel workers, don't drop each other's.
ADMIN_URL = ADMIN_PG_URL
DB_NAME = PG_URL.rsplit("/", 1)[1] + "_faults"


def _fresh_database() -> str:
    with psycopg.connect(ADMIN_URL, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DB_NAME} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {DB_NAME}")
    return ADMIN_URL.rsplit("/", 1)[0] + "/" + DB_NAME


@pytest.fixture
def pg_stack(tmp_path):
    if not port_open("127.0.0.1", 5432):
        pytest.skip("PostgreSQL is not reachable on 127.0.0.1:5432")
    direct_url = _fresh_database()
    instance = tmp_path / "instance"
    instance.mkdir()
    migrate(instance, direct_url)
    proxy = TcpProxy(("127.0.0.1", 5432)).start()
    proxied_url = f"postgresql://postgres@127.0.0.1:{proxy.port}/{DB_NAME}"
    redis = EmbeddedRedis(instance / "redis").start()
    smtp = SmtpSink().start()
    stack = Stack(instance, proxied_url, redis, smtp)
    stack.proxy = proxy
    stack.direct = Stack(instance, direct_url, redis, smtp)  # the test's own view of the DB
    yield stack
    proxy.stop()
    stack.stop()
    stack.direct.stop()
    redis.stop()
    smtp.stop()


def test_database_down_gives_503_and_leaves_nothing_half_written(pg_stack):
    stack = pg_stack
    stack.processes.start_web()
    stack.processes.start_worker()
    before = [stack.post(*payload(kind, f"before-{kind}@example.com")) for kind in KINDS]
    assert [status for status, _ in before] == [202] * 5

    stack.proxy.stop()
    for kind in KINDS:
        status, body = stack.post(*payload(kind, f"during-{kind}@example.com"))
        assert status == 503, (kind, status, body)
        assert body["error"]["code"] == "unavailable"
        assert body["error"]["message"] == (
            "The service is temporarily unavailable. Please try again in a minute."
        )
    status, body = stack.post("/api/contact", {"name": "x"})  # invalid: still a 400, not 503
    assert status == 400

    stack.proxy.start()  # same port: the pools reconnect (pool_pre_ping)
    after = [stack.post(*payload(kind, f"after-{kind}@example.com")) for kind in KINDS]
    assert [status for status, _ in after] == [202] * 5
    ids = [body["id"] for _, body in before + after]
    stack.direct.wait_processed(ids, timeout=90)
    stack.direct.assert_mailed_exactly_once(ids)

    db = stack.direct
    assert db.rows("SELECT count(*) FROM submissions WHERE email LIKE 'during-%'")[0][0] == 0
    assert db.rows("SELECT count(*) FROM signups WHERE email LIKE 'during-%'")[0][0] == 0
    assert db.rows("SELECT count(*) FROM submissions")[0][0] == 10
    # An outbox entry belongs to a submission, an email, a finder run (its sales email), a
    # webhook delivery or the day's sales digest run (keyed by the date).
    orphans = db.rows(
        "SELECT job_id FROM outbox WHERE job_id NOT IN (SELECT id FROM submissions)"
        " AND job_id NOT IN (SELECT id FROM emails)"
        " AND job_id NOT IN (SELECT id FROM ai_tool_finder_tests)"
        " AND job_id NOT IN (SELECT id FROM webhook_deliveries)"
        " AND job_id NOT LIKE 'sales-digest-%'"
    )
    assert orphans == []
    unqueued = db.rows("SELECT id FROM submissions WHERE id NOT IN (SELECT job_id FROM outbox)")
    assert unqueued == []
    # The day's sales digest is the workers' own timer (staged whenever it next looks), not
    # part of what the forms wrote.
    pending = (
        "SELECT count(*) FROM outbox WHERE done_at IS NULL AND job_id NOT LIKE 'sales-digest-%'"
    )
    assert db.rows(pending)[0][0] == 0
