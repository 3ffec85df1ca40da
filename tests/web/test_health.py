"""/healthz (database, Redis, a live worker: 200, or 503 naming what is down) and /metrics
(Prometheus text read from the database and Redis at scrape time; admins or the bearer
token only)."""

import pytest
from prometheus_client.parser import text_string_to_metric_families

from pipeline import queues
from tests.support.admin_accounts import signed_in_client
from tests.support.leads_factory import submit_contact, submit_guide
from web import create_app
from worker.app_worker import build_worker

TOKEN = "scrape-token-0123456789abcdef"


@pytest.fixture
def live_worker(app):
    worker = build_worker(app, name="health-test-worker")
    worker.register_birth()
    worker.heartbeat()
    yield worker
    worker.register_death()


def test_healthz_is_ok_with_database_redis_and_a_live_worker(app, client, live_worker):
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.get_json()
    assert body["status"] == "ok"
    assert body["checks"]["database"] == {"ok": True}
    assert body["checks"]["redis"] == {"ok": True}
    assert body["checks"]["worker"] == {"ok": True, "live": 1}


def test_healthz_names_a_missing_worker(client):
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.get_json()
    assert body["status"] == "down" and body["down"] == ["worker"]
    assert body["checks"]["worker"]["error"] == "no live worker registered"


def test_healthz_names_redis_when_it_is_down(app, client):
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"
    queues.redis_connection.cache_clear()
    body = client.get("/healthz").get_json()
    assert client.get("/healthz").status_code == 503
    assert body["down"] == ["redis", "worker"]
    assert body["checks"]["database"] == {"ok": True}
    assert "redis unreachable" in body["checks"]["redis"]["error"]


def test_healthz_names_the_database_when_it_is_down(app, tmp_path, live_worker):
    broken = create_app(
        {
            "TESTING": True,
            "REDIS_URL": app.config["REDIS_URL"],
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/missing/dir/app.db",
        }
    )
    response = broken.test_client().get("/healthz")
    assert response.status_code == 503
    body = response.get_json()
    assert body["down"] == ["database"]
    assert body["checks"]["database"]["error"].startswith("database unreachable")


def _families(text: str) -> dict:
    return {f.name: f for f in text_string_to_metric_families(text)}


def test_metrics_need_an_admin_or_the_bearer_token(app, client):
    app.config["METRICS_TOKEN"] = TOKEN
    assert client.get("/metrics").status_code == 401
    wrong = client.get("/metrics", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401
    assert wrong.headers["WWW-Authenticate"].startswith("Bearer")
    assert client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 200
    sales = signed_in_client(app, "sales@example.com", "sales")
    assert sales.get("/metrics").status_code == 401
    admin = signed_in_client(app, "admin@example.com", "admin")
    assert admin.get("/metrics").status_code == 200
    app.config["METRICS_TOKEN"] = ""  # no token configured: a bearer header is never enough
    assert client.get("/metrics", headers={"Authorization": "Bearer "}).status_code == 401


def test_metrics_report_current_state_at_scrape_time(app, client, run_worker, smtp):
    app.config["METRICS_TOKEN"] = TOKEN
    headers = {"Authorization": f"Bearer {TOKEN}"}
    submit_contact(client, "Ola", "ola@example.com", "Hello")
    submit_guide(client, "Priya", "priya@example.co.uk")
    before = _families(client.get("/metrics", headers=headers).get_data(as_text=True))
    depth = {s.labels["queue"]: s.value for s in before["app_queue_depth"].samples}
    assert depth == {"submissions": 2.0, "mail": 0.0, "webhooks": 0.0, "newsletter": 0.0}
    queued = {
        (s.labels["kind"], s.labels["status"]): s.value for s in before["app_submissions"].samples
    }
    assert queued == {("contact", "queued"): 1.0, ("guide", "queued"): 1.0}

    run_worker()
    response = client.get("/metrics", headers=headers)
    assert response.mimetype == "text/plain"
    after = _families(response.get_data(as_text=True))
    done = {
        (s.labels["kind"], s.labels["status"]): s.value for s in after["app_submissions"].samples
    }
    assert done == {("contact", "succeeded"): 1.0, ("guide", "succeeded"): 1.0}
    emails = {s.labels["status"]: s.value for s in after["app_emails"].samples}
    assert emails == {"sent": 4.0}
    durations = after["app_submission_job_duration_seconds"]
    counts = {s.labels["kind"]: s.value for s in durations.samples if s.name.endswith("_count")}
    assert counts == {"contact": 1.0, "guide": 1.0}
    states = {(s.labels["queue"], s.labels["state"]): s.value for s in after["app_jobs"].samples}
    assert states[("mail", "finished")] == 4.0 and states[("submissions", "finished")] == 2.0
    assert after["app_redis_up"].samples[0].value == 1.0
    assert after["app_workers_live"].samples[0].value == 0.0


def test_healthz_treats_a_worker_with_a_stale_heartbeat_as_down(app, client, live_worker):
    from datetime import UTC, datetime, timedelta

    from rq.utils import utcformat

    stale = datetime.now(UTC) - timedelta(minutes=10)
    live_worker.connection.hset(live_worker.key, "last_heartbeat", utcformat(stale))
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.get_json()["down"] == ["worker"]
