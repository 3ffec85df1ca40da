"""Time passing for a submission kept out as spam, whose status is reckoned by the clock
(pipeline/intake/decoy.py, pipeline/finder/decoy_results.py): every time it is reckoned
from moves back, on the real database."""

from datetime import timedelta

from pipeline.models.db import db
from pipeline.models.submission import Submission


def move_back(app, submission_id: str, seconds: float) -> None:
    with app.app_context():
        submission = db.session.get(Submission, submission_id)
        for name in ("created_at", "started_at", "finished_at"):
            if getattr(submission, name) is not None:
                setattr(submission, name, getattr(submission, name) - timedelta(seconds=seconds))
        db.session.commit()
