"""The worker's retention timer: once a UTC day one worker applies the schedule; a failed
run gives the day back and is tried again (issue 28)."""

import pytest
from redis import Redis

from pipeline.models.db import db
from pipeline.models.retention_run import RetentionRun
from pipeline.models.submission import Submission
from tests.support import retention_rows as rows
from worker.retention_timer import run_once


def test_the_days_run_happens_once_and_is_retried_after_a_failure(app):
    redis = Redis.from_url(app.config["REDIS_URL"])
    with app.app_context():
        rows.submission(rows.address("timer"), rows.NOW.replace(year=2020))
        db.session.commit()
    app.config["RETENTION_BATCH_SIZE"] = "not a number"  # the run fails...
    with pytest.raises(ValueError):
        run_once(app, redis, today="2027-06-15")
    app.config["RETENTION_BATCH_SIZE"] = 500  # ...and the next check's try succeeds
    assert run_once(app, redis, today="2027-06-15")["leads"] == 1
    assert run_once(app, redis, today="2027-06-15") is None  # done for the day
    with app.app_context():
        assert db.session.scalars(db.select(Submission)).all() == []
        statuses = db.session.scalars(db.select(RetentionRun.trigger)).all()
        assert statuses == ["schedule"]
