"""/api/admin/jobs with a real RQ worker: counts from RQ's registries, failed jobs grouped by
exception type with their tracebacks, retry (one and a group) that then succeeds, delete
(which also closes the outbox entry), the 24-hour throughput, and the health warnings."""

import re
from datetime import timedelta
from pathlib import Path

from redis import Redis
from rq import Queue
from rq.job import Job

from pipeline import queues
from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import (
    submit_contact,
    submit_early_access,
    submit_finder,
    submit_guide,
)

UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


def _overview(client) -> dict:
    response = client.get("/api/admin/jobs")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def _queue(overview: dict, name: str) -> dict:
    return next(q for q in overview["queues"] if q["name"] == name)


def _enqueue_listing(app, folder: Path) -> str:
    """A job that fails until `folder` exists (a fault an operator can fix, then retry)."""
    conn = Redis.from_url(app.config["REDIS_URL"])
    job = Queue(queues.SUBMISSIONS, connection=conn).enqueue("os.listdir", str(folder))
    return job.id


def test_failed_jobs_grouped_by_exception_with_traceback_and_retry_succeeds(
    app, client, run_worker, smtp, tmp_path
):
    smtp.stop()
    submit_contact(client, "Ola", "ola@example.com", "Call me back, please.")
    missing = tmp_path / "<img src=x onerror=alert(1)>"
    listing_id = _enqueue_listing(app, missing)
    run_worker()
    admin = signed_in_client(app, "admin@example.com", "admin")

    overview = _overview(admin)
    assert _queue(overview, "mail")["failed"] == 2  # both contact emails, retries used up
    assert _queue(overview, "submissions")["failed"] == 1
    assert _queue(overview, "submissions")["finished"] == 1
    groups = {g["exc_type"]: g for g in overview["failed"]}
    assert set(groups) == {"ConnectionRefusedError", "FileNotFoundError"}
    assert groups["ConnectionRefusedError"]["count"] == 2
    [listing] = groups["FileNotFoundError"]["jobs"]
    assert listing["id"] == listing_id
    assert "Traceback (most recent call last)" in listing["traceback"]
    assert "<img src=x onerror=alert(1)>" in listing["exc_message"]  # data, shown as text
    smtp_job = groups["ConnectionRefusedError"]["jobs"][0]
    assert smtp_job["func"] == "pipeline.mail.delivery.deliver"
    assert "mail/transport.py" in smtp_job["traceback"]
    # 3 jobs finished or failed at first, plus each failed attempt of the two emails.
    hours = overview["throughput"]
    assert len(hours) == 24
    assert hours[-1]["failed"] == 2 * 7 + 1 and hours[-1]["finished"] == 1

    # Retry one: fix the cause, retry, and the real worker runs it to success.
    missing.mkdir()
    response = send(admin, "POST", f"/api/admin/jobs/{listing_id}/retry")
    assert response.status_code == 202, response.get_json()
    assert _queue(_overview(admin), "submissions")["queued"] == 1
    run_worker()
    conn = Redis.from_url(app.config["REDIS_URL"])
    assert Job.fetch(listing_id, connection=conn).get_status() == "finished"

    # Retry a group: SMTP is back, both emails go out.
    smtp.start()
    response = send(admin, "POST", "/api/admin/jobs/retry-group",
                    json={"exc_type": "ConnectionRefusedError"})  # fmt: skip
    assert response.status_code == 202 and response.get_json() == {"retried": 2}
    run_worker()
    smtp.wait_for("ola@example.com")
    smtp.wait_for("sales@example.co.uk")
    with app.app_context():
        statuses = set(db.session.scalars(db.select(EmailMessage.status)))
    assert statuses == {"sent"}
    overview = _overview(admin)
    assert overview["failed"] == []
    assert _queue(overview, "mail")["finished"] == 2

    assert send(admin, "POST", f"/api/admin/jobs/{listing_id}/retry").status_code == 409
    assert send(admin, "POST", "/api/admin/jobs/nope/retry").status_code == 404
    assert send(admin, "POST", "/api/admin/jobs/retry-group", json={}).status_code == 400


def test_delete_removes_the_job_and_closes_its_outbox_entry(app, client, run_worker, smtp):
    smtp.stop()
    submit_contact(client, "Ola", "ola@example.com", "Hello")
    run_worker()
    admin = signed_in_client(app, "admin@example.com", "admin")
    [group] = _overview(admin)["failed"]
    job_id = group["jobs"][0]["id"]
    response = send(admin, "DELETE", f"/api/admin/jobs/{job_id}")
    assert response.status_code == 204
    conn = Redis.from_url(app.config["REDIS_URL"])
    assert not Job.exists(job_id, connection=conn)
    assert conn.exists(f"rq:results:{job_id}") == 0
    with app.app_context():
        # Otherwise the sweeper would see the job missing from Redis and enqueue it again.
        assert db.session.get(OutboxEntry, job_id).done_at is not None
    assert _overview(admin)["failed"][0]["count"] == 1
    assert send(admin, "DELETE", f"/api/admin/jobs/{job_id}").status_code == 404


def test_health_warnings_name_what_would_stop_jobs(app, client):
    admin = signed_in_client(app, "admin@example.com", "admin")
    conn = Redis.from_url(app.config["REDIS_URL"])
    codes = {w["code"] for w in _overview(admin)["warnings"]}
    assert "no_worker" in codes  # tests run no long-lived worker
    assert "no_scheduler" not in codes and "outbox_stuck" not in codes

    Queue(queues.MAIL, connection=conn).enqueue_in(timedelta(hours=1), "os.getcwd")
    submit_contact(client, "Ola", "ola@example.com", "Hello")
    with app.app_context():
        db.session.execute(
            db.update(OutboxEntry).values(created_at=utcnow() - timedelta(minutes=5))
        )
        db.session.commit()
    warnings = {w["code"]: w["message"] for w in _overview(admin)["warnings"]}
    assert "no scheduler is running" in warnings["no_scheduler"]
    assert warnings["outbox_stuck"].startswith("1 outbox entry has waited over a minute")

    # RQ's scheduler holds this lock while it runs: with it, no scheduler warning.
    conn.set("rq:scheduler-lock:mail", "scheduler-1", ex=60)
    assert "no_scheduler" not in {w["code"] for w in _overview(admin)["warnings"]}
    policy = conn.config_get("maxmemory-policy")["maxmemory-policy"]
    assert ("redis_eviction" in {w["code"] for w in _overview(admin)["warnings"]}) == (
        policy != "noeviction"
    )


def test_workers_are_listed_with_state_and_heartbeat(app):
    from worker.app_worker import build_worker

    worker = build_worker(app, name="dashboard-test-worker")
    worker.register_birth()
    try:
        worker.heartbeat()
        admin = signed_in_client(app, "admin@example.com", "admin")
        overview = _overview(admin)
        [shown] = [w for w in overview["workers"] if w["name"] == "dashboard-test-worker"]
        assert shown["queues"] == ["submissions", "mail", "webhooks", "newsletter"]
        assert shown["last_heartbeat"].endswith("Z")
        assert "no_worker" not in {w["code"] for w in overview["warnings"]}
    finally:
        worker.register_death()


def test_redis_down_is_a_clear_503(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"
    queues.redis_connection.cache_clear()
    response = admin.get("/api/admin/jobs")
    assert response.status_code == 503
    assert response.get_json()["error"]["code"] == "redis_unavailable"


def test_jobs_carry_ids_only_never_personal_data(app, client, run_worker, smtp):
    submit_contact(client, "Ola Nowak", "ola@example.com", "My phone is 07700 900123")
    submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    submit_guide(client, "Priya", "priya@example.co.uk")
    submit_early_access(client, "sam@example.co.uk")
    run_worker()
    conn = Redis.from_url(app.config["REDIS_URL"])
    job_ids = []
    for name in queues.ALL_QUEUES:
        job_ids += Queue(name, connection=conn).finished_job_registry.get_job_ids()
    # Four submissions, the finder run's sales notice; 2 + 2 (with sales) + 2 + 2 emails.
    assert len(job_ids) == 4 + 1 + 8
    for job in Job.fetch_many(job_ids, connection=conn):
        assert job.kwargs == {}
        assert len(job.args) == 1 and UUID.match(job.args[0]), job.args
        assert job.args[0] == job.id  # job id = submission, email or finder test record id
