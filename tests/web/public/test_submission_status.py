"""GET /api/submissions/<id> shows a visitor-safe error, never internal text (issue 15): a
finder run's is exactly what /api/finder/<token> says."""

import pytest

from pipeline.finder.consistency import FAILED_MESSAGE
from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.leads_factory import submit_contact, submit_finder

INTERNAL = 'psycopg.OperationalError: connection to server at "10.0.0.5" failed: /srv/secret'


def set_row(app, submission_id: str, **values) -> None:
    with app.app_context():
        submission = db.session.get(Submission, submission_id)
        for name, value in values.items():
            setattr(submission, name, value)
        db.session.commit()


@pytest.mark.parametrize(
    ("status", "error", "shown"),
    [
        ("failed", INTERNAL, "Failed to process recommendations"),
        ("queued", INTERNAL, "Failed to process recommendations"),  # waiting for a retry
        ("failed", FAILED_MESSAGE, FAILED_MESSAGE),  # the spec's own messages pass
        ("failed", "Tool generation error: unknown size", "Tool generation error: unknown size"),
    ],
)
def test_a_finder_runs_status_says_what_the_finder_endpoint_says(app, client, status, error, shown):
    token = submit_finder(client, "Ada", "ada@example.co.uk", "Engines Ltd")
    set_row(app, token, status=status, error=error)
    answer = client.get(f"/api/submissions/{token}").get_json()
    finder = client.get(f"/api/finder/{token}").get_json()
    assert answer["error"] == finder["error"] == shown
    assert (answer["status"], answer["stage"]) == (finder["status"], finder["stage"])
    assert "10.0.0.5" not in str(answer)


def test_a_suspect_finder_run_reads_the_same_on_both_endpoints(app, client):
    body = {
        "firstName": "Ada",
        "email": "ada@example.co.uk",
        "companyName": "Engines Ltd",
        "companySize": "6-20",
        "businessGoal": ["generate-more-leads"],
        "mainChallenge": ["budget-constraints"],
    }
    token = client.post("/api/finder", json=body).get_json()["id"]  # no timing: suspect
    answer = client.get(f"/api/submissions/{token}").get_json()
    finder = client.get(f"/api/finder/{token}").get_json()
    assert (answer["status"], answer["error"]) == (finder["status"], finder["error"])


def test_other_forms_show_a_generic_message_only_once_they_have_failed(app, client):
    submission_id = submit_contact(client, "Ada", "ada@example.co.uk", "Hello")
    set_row(app, submission_id, status="queued", error=INTERNAL)
    assert client.get(f"/api/submissions/{submission_id}").get_json()["error"] is None
    set_row(app, submission_id, status="failed")
    answer = client.get(f"/api/submissions/{submission_id}").get_json()
    assert answer["error"] == (
        "Something went wrong. Please try again or contact us directly at hello@example.co.uk"
    )
    assert "10.0.0.5" not in str(answer) and answer["status"] == "failed"
