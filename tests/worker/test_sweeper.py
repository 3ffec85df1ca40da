"""Submitting while Redis is down still answers 202 and stores the message; once Redis is
back the sweeper enqueues it and the emails go out exactly once (issue 2, must show)."""

from pipeline import queues
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.payloads import CONTACT
from worker.embedded_redis import EmbeddedRedis
from worker.sweeper import sweep_once


def test_submission_while_redis_is_down_is_kept_and_sent_after_redis_returns(
    app, client, run_worker, smtp, tmp_path
):
    down = EmbeddedRedis(tmp_path / "redis-down", persist=False)  # not started yet
    app.config["REDIS_URL"] = down.url

    resp = client.post("/api/contact", json=CONTACT)
    assert resp.status_code == 202
    submission_id = resp.get_json()["id"]
    assert client.get(resp.headers["Location"]).get_json()["status"] == "queued"
    with app.app_context():
        entry = db.session.get(OutboxEntry, submission_id)
        assert entry.enqueued_at is None and entry.done_at is None

    down.start()
    try:
        queues.redis_connection.cache_clear()
        with app.app_context():
            assert queues.sweep(grace_seconds=0) == 1
            assert queues.sweep(grace_seconds=0) == 0  # enqueued once, not twice
        run_worker()
        assert client.get(resp.headers["Location"]).get_json()["status"] == "succeeded"
        assert len(smtp.messages) == 2
        with app.app_context():
            assert queues.sweep(grace_seconds=0) == 0
        run_worker()
        assert len(smtp.messages) == 2
    finally:
        down.stop()


def test_sweeper_re_enqueues_a_job_that_redis_lost(app, client, run_worker, smtp):
    from redis import Redis

    resp = client.post("/api/contact", json=CONTACT)
    Redis.from_url(app.config["REDIS_URL"]).flushdb()  # Redis restarted with no persistence
    with app.app_context():
        assert queues.sweep(grace_seconds=0) == 1
    run_worker()
    assert client.get(resp.headers["Location"]).get_json()["status"] == "succeeded"
    assert len(smtp.messages) == 2


def test_sweep_once_takes_a_lock_so_workers_do_not_sweep_together(app):
    app.config["SWEEP_INTERVAL_SECONDS"] = 30
    assert sweep_once(app) == 0
    connection = queues.redis_connection(app.config["REDIS_URL"])
    assert connection.exists("sweeper:lock")
    assert sweep_once(app) == 0
