"""Issue 33 item 6: a caught (decoy) finder run answers with what the configured engine
would show. With RECOMMENDER=llm a caught run showed the catalogue engine's picks while a
real one showed the model's, which told a script its verdict. Now the configured engine
answers caught runs too, in a job queued like a real run's: the caught run waits in the
queue, shows the model's stage while it is asked, then the model's tools. Nothing is
rendered, mailed or told to sales, and a waiting status request answers when the caught
run's clock moves it on, as a real run's announcement would wake it. Real worker, chat
server and SMTP, both databases."""

import json
import time

import pytest

from pipeline.finder import decoy_results
from pipeline.models.db import db, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission
from tests.support.chat_server import recorded
from tests.support.decoy_clock import move_back
from tests.support.form_timing import human
from tests.support.payloads import FINDER
from web.api.public import finder as finder_api

BOT = "bot@example.co.uk"
REAL = "real@example.co.uk"
GOOD = json.loads(json.loads(recorded("good"))["choices"][0]["message"]["content"])
RATIONALES = [item["rationale"] for item in GOOD["recommendations"]]
LONG_WAIT = 30.0


@pytest.fixture
def llm(app, chat):
    """The finder's chat server (conftest.py), with the app set to ask it."""
    app.config.update(
        RECOMMENDER="llm", LLM_BASE_URL=chat.url, LLM_MODEL="gpt-4o-mini", LLM_TIMEOUT_SECONDS=5
    )
    return chat


def _post(client, **changes) -> str:
    response = client.post("/api/finder", json={**FINDER, **human("finder"), **changes})
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def _seen(client, token: str) -> dict:
    return client.get(f"/api/finder/{token}").get_json()


def test_with_the_llm_a_caught_run_shows_the_models_tools_and_mails_nothing(
    app, client, run_worker, smtp, llm
):
    real = _post(client, email=REAL)
    bot = _post(client, email=BOT, website="https://cheap-seo.example")
    queued = [
        (s["status"], s["stage"], s["results"]) for s in (_seen(client, real), _seen(client, bot))
    ]
    assert queued == [("queued", None, None)] * 2

    run_worker()
    move_back(app, bot, 60)
    done, caught = _seen(client, real), _seen(client, bot)
    assert (caught["status"], caught["stage"], caught["error"]) == ("succeeded", "done", None)
    assert caught.keys() == done.keys()
    shown = [t["rationale"] for t in caught["results"]["recommendations"]]
    assert shown == [t["rationale"] for t in done["results"]["recommendations"]] == RATIONALES
    assert caught["results"]["userInput"] == done["results"]["userInput"]

    assert len(llm.received) == 2  # the model was asked for both
    assert smtp.to(BOT) == []
    assert len(smtp.to(REAL)) == 1 and len(smtp.to("sales@example.co.uk")) == 1
    with app.app_context():
        run = db.session.scalars(db.select(FinderRun).where(FinderRun.submission_id == bot)).one()
        assert run.recommender_engine == "llm"
        assert db.session.get(Submission, bot).is_spam  # the verdict is kept, never told


def test_a_caught_run_waits_in_the_queue_like_a_real_one_then_shows_the_models_stage(
    app, client, llm
):
    bot = _post(client, email=BOT, website="https://cheap-seo.example")
    move_back(app, bot, 60)
    assert (_seen(client, bot)["status"], _seen(client, bot)["stage"]) == ("queued", None)

    with app.app_context():  # as the decoy job does while the model is asked
        db.session.get(Submission, bot).started_at = utcnow()
        db.session.commit()
    asking = _seen(client, bot)
    assert (asking["status"], asking["stage"], asking["results"]) == ("running", "generate", None)


def test_a_status_request_waiting_on_a_caught_run_answers_when_its_clock_moves(
    app, client, run_worker, monkeypatch
):
    """A real run's waiting status request is woken by the worker's announcement the moment
    its results are in; a caught run's must answer when its clock brings them, not hold the
    whole wait (which told a script its verdict by how long the answer took)."""
    monkeypatch.setattr(finder_api, "WAIT_SECONDS", LONG_WAIT)
    bot = _post(client, email=BOT, website="https://cheap-seo.example")
    run_worker()
    move_back(app, bot, decoy_results.AFTER_CHOOSING[1].after_seconds - 1)  # results in 1 s

    started = time.monotonic()
    answer = client.get(f"/api/finder/{bot}?wait=running:render").get_json()
    assert (answer["stage"], len(answer["results"]["recommendations"])) == ("deliver", 3)
    assert time.monotonic() - started < LONG_WAIT / 3  # a wait held to the end takes all of it
