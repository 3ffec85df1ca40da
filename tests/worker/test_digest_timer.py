"""The worker's digest timer asks once a minute and stages the day's digest run once; a
second worker (or the next minute) finds it already staged. It stops when asked."""

from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from worker.digest_timer import DigestTimer, check_once


def test_the_timer_stages_todays_run_once_and_stops(app):
    app.config["DIGEST_HOUR"] = 0  # any time of day is past the digest hour
    run_id = check_once(app)
    assert run_id is not None and run_id.startswith("sales-digest-")
    assert check_once(app) is None
    with app.app_context():
        assert db.session.get(OutboxEntry, run_id).func == "pipeline.leads.digest.send"

    timer = DigestTimer(app, interval=0.05)
    timer.start()
    timer.stop()
    timer.join(timeout=5)
    assert not timer.is_alive()
