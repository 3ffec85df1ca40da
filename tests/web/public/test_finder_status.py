"""GET /api/finder/<token> while a run goes on (issue 20): the results as soon as the
three-way check passed."""

import pytest

from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.payloads import FINDER


def submit(client) -> str:
    response = client.post("/api/finder", json=FINDER)
    assert response.status_code == 202
    return response.get_json()["id"]


@pytest.mark.parametrize(
    ("status", "stage", "shown"),
    [
        ("running", "check", False),
        ("running", "deliver", True),  # checked; the email is being handed to delivery
        ("queued", "deliver", True),  # delivery failed and will be tried again
        ("failed", "deliver", False),  # delivery failed for good: the visitor is told
        ("succeeded", "done", True),
    ],
)
def test_results_show_from_the_moment_the_check_passed(
    app, client, run_worker, status, stage, shown
):
    token = submit(client)
    run_worker()
    with app.app_context():
        submission = db.session.get(Submission, token)
        submission.status, submission.stage = status, stage
        db.session.commit()

    answer = client.get(f"/api/finder/{token}").get_json()

    assert (answer["status"], answer["stage"]) == (status, stage)
    assert (answer["results"] is not None) is shown
    if shown:
        assert len(answer["results"]["recommendations"]) == 3
