"""GET /api/admin/jobs/health: the summary at the top of the job dashboard, one line per
check /healthz and the warnings make (database, Redis, worker, scheduler, eviction
policy, outbox), answered even when Redis is down, which it then reports. A webhook retry
waiting hours for its turn is not a stuck outbox entry."""

from datetime import timedelta

from redis import Redis
from rq import Queue

from pipeline import queues
from pipeline.models.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact
from tests.support.webhook_receiver import WebhookReceiver
from worker.app_worker import build_worker

CODES = ["database", "redis", "worker", "scheduler", "redis_eviction", "outbox_stuck"]


def _health(client) -> dict:
    response = client.get("/api/admin/jobs/health")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def _lines(body: dict) -> dict:
    return {line["code"]: line for line in body["checks"]}


def test_every_check_has_a_line_and_problems_make_a_warning(app, client):
    admin = signed_in_client(app, "admin@example.com", "admin")
    body = _health(admin)
    assert [line["code"] for line in body["checks"]] == CODES
    lines = _lines(body)
    assert lines["database"]["ok"] and lines["redis"]["ok"]
    assert lines["worker"]["ok"] is False  # tests run no long-lived worker
    assert "No worker is running" in lines["worker"]["detail"]
    assert body["status"] == "warning"
    assert body["generated_at"].endswith("Z")

    conn = Redis.from_url(app.config["REDIS_URL"])
    Queue(queues.MAIL, connection=conn).enqueue_in(timedelta(hours=1), "os.getcwd")
    submit_contact(client, "Ola", "ola@example.com", "Hello")
    with app.app_context():
        db.session.execute(
            db.update(OutboxEntry).values(created_at=utcnow() - timedelta(minutes=5))
        )
        db.session.commit()
    lines = _lines(_health(admin))
    assert lines["scheduler"]["ok"] is False
    assert "no scheduler is running" in lines["scheduler"]["detail"]
    assert lines["outbox_stuck"]["detail"].startswith("1 outbox entry has waited over a minute")
    policy = conn.config_get("maxmemory-policy")["maxmemory-policy"]
    assert lines["redis_eviction"]["ok"] is (policy == "noeviction")
    assert f"'{policy}'" in lines["redis_eviction"]["detail"]


def test_all_clear_with_a_live_worker(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    worker = build_worker(app, name="health-summary-worker")
    worker.register_birth()
    worker.heartbeat()
    try:
        lines = _lines(_health(admin))
        assert lines["worker"] == {
            "code": "worker", "label": "Worker", "ok": True, "detail": "1 worker running."
        }  # fmt: skip
        assert lines["scheduler"]["ok"] and lines["outbox_stuck"]["ok"]
    finally:
        worker.register_death()


def test_redis_down_is_reported_not_a_503(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"
    queues.redis_connection.cache_clear()
    body = _health(admin)
    assert body["status"] == "down"
    lines = _lines(body)
    assert lines["database"]["ok"] is True
    assert lines["redis"]["ok"] is False and "redis unreachable" in lines["redis"]["detail"]
    for code in ("worker", "scheduler", "redis_eviction"):
        assert lines[code]["ok"] is None  # unknown, not claimed fine
    assert [line["code"] for line in body["checks"]] == CODES


def test_a_webhook_retry_waiting_its_turn_is_not_stuck(app, client, run_worker):
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = True
    app.config["RETRY_INTERVAL_SCALE"] = 1  # the first retry 5 s away: scheduled in RQ
    admin = signed_in_client(app, "admin@example.com", "admin")
    receiver = WebhookReceiver(default=500).start()
    try:
        send(admin, "POST", "/api/admin/webhooks",
             json={"url": receiver.url(), "events": ["lead.created"]})  # fmt: skip
        submit_contact(client, "Ola", "ola@example.com", "Hello")
        run_worker()
        assert len(receiver.received) == 1
    finally:
        receiver.stop()
    with app.app_context():
        db.session.execute(
            db.update(OutboxEntry).values(created_at=utcnow() - timedelta(minutes=5))
        )
        db.session.commit()
    lines = _lines(_health(admin))
    assert lines["outbox_stuck"]["ok"] is True, lines["outbox_stuck"]
    assert lines["scheduler"]["ok"] is False  # but a retry needs a scheduler, and has none
