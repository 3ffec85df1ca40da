"""No spam oracle (issue 25, item 6): a submission caught by the honeypot or the time trap
answers and reports its status exactly as an accepted one does (202 `queued`, then a
plausible `succeeded` a little later), while it is stored as spam and sends nothing. A
caught finder run's tools are chosen by a job queued like a real run's (issue 33), so it
waits in the queue as a real one does. Time passing is the row's times moved back, on the
real database."""

import pytest

from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.decoy_clock import move_back
from tests.support.form_timing import without_timing
from tests.support.hostile_forms import FORMS

CAUGHT = {
    "honeypot": lambda body: {**body, "website": "https://cheap-seo.example"},
    "no timing": without_timing,
}


def status_of(client, answer: dict) -> dict:
    return client.get(answer["status_url"]).get_json()


@pytest.mark.parametrize("form_name", list(FORMS))
@pytest.mark.parametrize("caught", list(CAUGHT))
def test_a_caught_submission_answers_and_reports_like_an_accepted_one(
    app, client, form_name, caught
):
    form = FORMS[form_name]
    real = client.post(form.path, json={**form.body, "email": "real@example.co.uk"})
    bot = client.post(form.path, json=CAUGHT[caught]({**form.body, "email": "bot@example.co.uk"}))
    assert real.status_code == bot.status_code == 202
    real_body, bot_body = real.get_json(), bot.get_json()
    assert bot_body["status"] == real_body["status"] == "queued"
    assert set(bot_body) == set(real_body)
    assert bot.headers["Location"] == bot_body["status_url"]

    # Before any worker ran: both wait in the queue, field for field.
    first_real, first_bot = status_of(client, real_body), status_of(client, bot_body)
    assert {k: v for k, v in first_bot.items() if k != "id"} == {
        k: v for k, v in first_real.items() if k != "id"
    }
    with app.app_context():
        stored = db.session.get(Submission, bot_body["id"])
        assert stored.is_spam  # the verdict is kept, just never told
        queued = db.session.get(OutboxEntry, bot_body["id"])
        # Nothing is processed; a caught finder run's tools are chosen all the same.
        decoy = "pipeline.finder.decoy_job.choose" if form_name == "finder" else None
        assert (queued.func if queued else None) == decoy


@pytest.mark.parametrize("form_name", ["contact", "guide", "early_access", "newsletter"])
def test_a_caught_submission_later_reports_succeeded_and_sends_nothing(
    app, client, run_worker, smtp, form_name
):
    form = FORMS[form_name]
    bot = client.post(form.path, json={**form.body, "website": "https://cheap-seo.example"})
    body = bot.get_json()
    run_worker()
    assert status_of(client, body)["status"] == "queued"
    move_back(app, body["id"], 60)
    later = status_of(client, body)
    assert (later["status"], later["stage"], later["error"]) == ("succeeded", "done", None)
    assert smtp.messages == []


def test_a_caught_finder_run_walks_the_stages_to_results_and_mails_nothing(
    app, client, run_worker, smtp
):
    form = FORMS["finder"]
    real = client.post(form.path, json={**form.body, "email": "real@example.co.uk"})
    bot = client.post(form.path, json={**form.body, "website": "https://cheap-seo.example"})
    token = bot.get_json()["id"]
    move_back(app, token, 60)  # no worker has taken either: both wait in the queue
    assert client.get(f"/api/finder/{token}").get_json()["status"] == "queued"

    run_worker()  # the real run finishes; the caught one's tools are chosen, nothing more
    chosen = client.get(f"/api/finder/{token}").get_json()
    assert (chosen["status"], chosen["stage"], chosen["results"]) == ("running", "render", None)
    move_back(app, token, 60)
    shown = client.get(f"/api/finder/{token}").get_json()
    done = client.get(f"/api/finder/{real.get_json()['id']}").get_json()
    assert (shown["status"], shown["stage"], shown["error"]) == ("succeeded", "done", None)
    assert set(shown) == set(done) and shown["results"] == done["results"]
    assert len(shown["results"]["recommendations"]) == 3
    # The generic status endpoint says the same.
    generic = client.get(f"/api/submissions/{token}").get_json()
    assert (generic["status"], generic["stage"]) == ("succeeded", "done")

    assert smtp.to("ada@example.co.uk") == []
    assert len(smtp.messages) == 2  # the real run's email and its sales notice, nothing else
    with app.app_context():
        run = db.session.scalars(db.select(FinderRun).where(FinderRun.submission_id == token)).one()
        # Chosen and shown, never rendered, checked or mailed.
        assert [t["name"] for t in run.recommendations] == [
            t["name"] for t in shown["results"]["recommendations"]
        ]
        checks = db.select(db.func.count()).select_from(ToolConsistencyResult)
        assert db.session.scalar(checks) == 1  # the real run's
