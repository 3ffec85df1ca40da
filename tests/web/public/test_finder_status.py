"""GET /api/finder/<token> while a run goes on (issue 20): the results as soon as the
three-way check passed, and ?wait=<status>:<stage>, which holds the request until the
run moves past what the browser shows, woken by the real worker's announcements."""

import threading
import time

import pytest

from pipeline import queues
from pipeline.finder import status as finder_status
from pipeline.models.db import db
from pipeline.models.submission import Submission
from pipeline.queues import progress
from tests.support.payloads import FINDER
from web.api.public import finder as finder_api


def submit(client) -> str:
    response = client.post("/api/finder", json=FINDER)
    assert response.status_code == 202
    return response.get_json()["id"]


# "At once" tests give the wait this long and check the answer came in well under it: a
# request that waited would take all of it, while a loaded CI box may take a second or
# more to answer one that did not.
LONG_WAIT = 30.0


def answers_without_waiting(seconds: float) -> bool:
    return seconds < LONG_WAIT / 3


def timed_get(client, url: str) -> tuple[dict, float]:
    started = time.monotonic()
    answer = client.get(url).get_json()
    return answer, time.monotonic() - started


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


class Waiting:
    """A status request sent on a thread, as a browser's: it waits on the API meanwhile."""

    def __init__(self, client, url: str) -> None:
        self.answers: list[tuple[dict, float]] = []
        self._thread = threading.Thread(target=lambda: self.answers.append(timed_get(client, url)))
        self._thread.start()
        time.sleep(0.5)

    def still_waiting(self) -> bool:
        return self._thread.is_alive()

    def answer(self, timeout: float = LONG_WAIT) -> tuple[dict, float]:
        self._thread.join(timeout=timeout)
        [answer] = self.answers
        return answer


def wait_while_the_worker_runs(client, run_worker, token: str) -> tuple[dict, float]:
    """A status request waiting on a queued run, answered while the real worker runs it."""
    waiting = Waiting(client, f"/api/finder/{token}?wait=queued:")
    assert waiting.still_waiting()  # nothing moved yet: the request waits
    run_worker()
    return waiting.answer()


def test_a_wait_answers_when_the_worker_moves_the_run_on(client, run_worker):
    token = submit(client)

    answer, seconds = wait_while_the_worker_runs(client, run_worker, token)

    assert answer["status"] in ("running", "succeeded")
    assert seconds < finder_api.WAIT_SECONDS


def test_a_run_that_moves_on_is_given_a_moment_to_reach_its_results(
    client, run_worker, monkeypatch
):
    monkeypatch.setattr(finder_status, "STAGE_SETTLE_SECONDS", finder_api.WAIT_SECONDS)
    token = submit(client)

    answer, _ = wait_while_the_worker_runs(client, run_worker, token)

    # One answer, with the results, rather than one per stage on the way.
    assert answer["stage"] in ("deliver", "done") and answer["results"] is not None


def test_without_a_moment_to_settle_the_first_stage_answers(client, run_worker, monkeypatch):
    monkeypatch.setattr(finder_status, "STAGE_SETTLE_SECONDS", 0)
    token = submit(client)

    answer, _ = wait_while_the_worker_runs(client, run_worker, token)

    assert answer["status"] == "running" and answer["results"] is None


def test_a_wait_on_a_run_that_does_not_move_ends_with_the_same_answer(client, monkeypatch):
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", 0.5)
    token = submit(client)  # no worker runs: it stays queued

    answer, seconds = timed_get(client, f"/api/finder/{token}?wait=queued:")

    assert (answer["status"], answer["stage"], answer["results"]) == ("queued", None, None)
    assert 0.5 <= seconds < 3


def test_a_wait_on_something_other_than_what_the_run_shows_answers_after_a_moment(
    client, monkeypatch
):
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", LONG_WAIT)
    token = submit(client)

    answer, seconds = timed_get(client, f"/api/finder/{token}?wait=running:render")

    assert answer["status"] == "queued"
    # The moment a run that moved on is given to reach its results, not the whole wait.
    assert seconds >= finder_status.STAGE_SETTLE_SECONDS and answers_without_waiting(seconds)


def test_a_run_that_moved_on_before_the_wait_began_is_given_a_moment_for_its_results(
    app, client, run_worker, monkeypatch
):
    monkeypatch.setattr(finder_status, "STAGE_SETTLE_SECONDS", finder_api.WAIT_SECONDS)
    token = submit(client)
    run_worker()  # its tools chosen and checked; now wind the row back to the render
    with app.app_context():
        submission = db.session.get(Submission, token)
        submission.status, submission.stage = "running", "render"
        db.session.commit()
    waiting = Waiting(client, f"/api/finder/{token}?wait=queued:")
    assert waiting.still_waiting()  # moved on from what the browser showed, no results yet

    with app.app_context():
        db.session.get(Submission, token).stage = "deliver"  # the check passed
        db.session.commit()
        progress.announce(token)
    answer, _ = waiting.answer()
    assert answer["stage"] == "deliver" and len(answer["results"]["recommendations"]) == 3


def test_a_wait_on_a_finished_run_answers_at_once(client, run_worker, monkeypatch):
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", LONG_WAIT)
    token = submit(client)
    run_worker()

    answer, seconds = timed_get(client, f"/api/finder/{token}?wait=succeeded:done")

    assert (answer["status"], answer["stage"]) == ("succeeded", "done")
    assert answers_without_waiting(seconds)


def test_with_every_wait_taken_a_wait_answers_at_once(app, client, monkeypatch):
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", LONG_WAIT)
    token = submit(client)
    waits = app.extensions[finder_api.WAITS]
    taken = 0
    while waits.acquire(blocking=False):
        taken += 1
    try:
        answer, seconds = timed_get(client, f"/api/finder/{token}?wait=queued:")
    finally:
        for _ in range(taken):
            waits.release()

    assert taken == app.config["FINDER_STATUS_WAITS"] == 2  # half of gunicorn's 4 threads
    assert answer["status"] == "queued"
    assert answers_without_waiting(seconds)


def test_without_redis_a_wait_answers_at_once(app, client, monkeypatch):
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", LONG_WAIT)
    token = submit(client)
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"  # nothing listens there
    queues.redis_connection.cache_clear()

    answer, seconds = timed_get(client, f"/api/finder/{token}?wait=queued:")

    assert answer["status"] == "queued"
    assert answers_without_waiting(seconds)


def test_an_unknown_token_is_404_with_or_without_a_wait(client):
    for url in ("/api/finder/no-such-run", "/api/finder/no-such-run?wait=queued:"):
        assert client.get(url).status_code == 404


def test_a_wait_answers_with_the_answer_the_worker_announced(app, client, run_worker):
    token = submit(client)
    run_worker()
    done = client.get(f"/api/finder/{token}").get_json()
    with app.app_context():
        submission = db.session.get(Submission, token)
        submission.status, submission.stage = "running", "render"
        db.session.commit()
    waiting = Waiting(client, f"/api/finder/{token}?wait=running:render")

    with app.app_context():  # the row stays at "render": only the announcement moves on
        progress.announce(token, {**done, "stage": "deliver", "status": "running"})
    answer, _ = waiting.answer()
    assert answer == {**done, "stage": "deliver", "status": "running"}


def test_an_announced_answer_for_another_run_is_not_taken_for_this_one(app, client, monkeypatch):
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", 2)
    token = submit(client)
    waiting = Waiting(client, f"/api/finder/{token}?wait=queued:")

    forged = {"id": "another-run", "status": "succeeded", "stage": "done", "error": None,
              "results": {"recommendations": []}}  # fmt: skip
    with app.app_context():
        progress.announce(token, forged)
    # The request looked at the row instead, which had not moved, and waited on.
    answer, seconds = waiting.answer()
    assert (answer["status"], answer["results"]) == ("queued", None)
    assert seconds >= 2


def test_the_jobs_announcements_carry_what_the_status_endpoint_says(app, client, run_worker):
    token = submit(client)
    with app.app_context(), progress.Listener(token) as listener:
        run_worker()
        announced = []
        while (message := listener.wait(0.5)) is not False:
            announced.append(message)

    assert all(isinstance(answer, dict) for answer in announced)
    assert [a["stage"] for a in announced] == ["render", "deliver", "done"]
    assert announced[-1] == client.get(f"/api/finder/{token}").get_json()
    assert announced[1]["results"] == announced[-1]["results"] is not None
