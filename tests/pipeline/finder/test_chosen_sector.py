"""The visitor's own sector through the real job (issue 26): an explicit answer to "What kind
of business are you?" beats the reading, is what the engine is asked for, and is what the
browser, the email and the PDF say ("You told us you are: ..."), while a run left to us still
says "We read you as: ...". A run caught as spam shows the visitor's sector too."""

import io

from pypdf import PdfReader

from pipeline.finder import job as finder_job
from pipeline.finder.consistency import normalise
from pipeline.finder.recommender.engine import default_recommender
from pipeline.finder.run_sector import CHOSEN_GENERAL
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from tests.support.decoy_clock import move_back
from tests.support.form_timing import human, without_timing

DENTAL = {
    "firstName": "Nadia",
    "email": "nadia@example.co.uk",
    "companyName": "Brightsmile Dental",
    "companySize": "6-20",
    "businessGoal": ["automate-customer-service", "reduce-manual-tasks"],
    "mainChallenge": ["too-many-manual-processes"],
    "currentTools": "Gmail",
    **human("finder"),
}


def submit(client, **overrides) -> str:
    resp = client.post("/api/finder", json={**DENTAL, **overrides})
    assert resp.status_code == 202, resp.get_json()
    return resp.get_json()["id"]


def texts(email) -> tuple[str, str, str]:
    """The email's plain text, its HTML and its PDF's text, the last normalised."""
    [attachment] = list(email.iter_attachments())
    reader = PdfReader(io.BytesIO(attachment.get_content()))
    pdf = normalise("".join(page.extract_text() for page in reader.pages))
    return email.get_body(("plain",)).get_content(), email.get_body(("html",)).get_content(), pdf


class Recording:
    """The catalogue engine, keeping the requests it was given."""

    def __init__(self):
        self.requests = []

    def recommend(self, request):
        self.requests.append(request)
        return default_recommender().recommend(request)


def test_the_visitors_choice_beats_the_reading_everywhere(app, client, run_worker, smtp):
    token = submit(client, sector="clinics-therapy")  # the name reads as dental
    run_worker()
    shown = client.get(f"/api/finder/{token}").get_json()["results"]["userInput"]
    assert (shown["sector"], shown["sectorChosen"]) == ("a clinic or therapy practice", True)

    line = "You told us you are: a clinic or therapy practice."
    plain, html, pdf = texts(smtp.wait_for("nadia@example.co.uk")[0])
    assert line in plain and line in html
    assert normalise(line.rstrip(".")) in pdf
    for text in (plain, html, pdf):  # nothing of the reading the choice overruled
        assert normalise("a dental practice") not in normalise(text)
        assert normalise("We read you as") not in normalise(text)

    with app.app_context():
        run = db.session.scalars(db.select(FinderRun)).one()
        assert (run.chosen_sector, run.sector) == ("clinics-therapy", "clinics-therapy")


def test_the_engine_is_asked_for_the_chosen_sector(app, client):
    token = submit(client, sector="clinics-therapy")
    engine = Recording()
    with app.app_context():
        assert finder_job.process(token, recommender=engine) == "succeeded"
    [request] = engine.requests
    assert request.sector == "clinics-therapy"


def test_without_an_answer_the_job_reads_the_sector_as_before(app, client, run_worker, smtp):
    token = submit(client)
    run_worker()
    shown = client.get(f"/api/finder/{token}").get_json()["results"]["userInput"]
    assert (shown["sector"], shown["sectorChosen"]) == ("a dental practice", False)
    plain, html, pdf = texts(smtp.wait_for("nadia@example.co.uk")[0])
    assert "We read you as: a dental practice." in plain
    assert "We read you as: a dental practice." in html
    assert normalise("We read you as: a dental practice") in pdf
    with app.app_context():
        run = db.session.scalars(db.select(FinderRun)).one()
        assert (run.chosen_sector, run.sector) == (None, "dental")


def test_something_else_is_a_choice_and_is_not_misquoted(app, client, run_worker, smtp):
    token = submit(client, sector="general")
    engine = Recording()
    with app.app_context():
        assert finder_job.process(token, recommender=engine) == "succeeded"
    assert engine.requests[0].sector == "general"  # not read as dental
    shown = client.get(f"/api/finder/{token}").get_json()["results"]["userInput"]
    assert (shown["sector"], shown["sectorChosen"]) == (CHOSEN_GENERAL, True)
    run_worker()
    plain, _, pdf = texts(smtp.wait_for("nadia@example.co.uk")[0])
    assert f"You told us you are: {CHOSEN_GENERAL}." in plain
    assert normalise(f"You told us you are: {CHOSEN_GENERAL}") in pdf
    assert "nothing you told us pointed" not in plain


def test_a_choice_the_finder_no_longer_knows_is_read_over(app, client):
    # Runs outlive catalogue changes: a stored answer naming a sector since removed is read
    # again rather than handed to an engine that can't choose for it.
    token = submit(client, sector="dental")
    with app.app_context():
        db.session.scalars(db.select(FinderRun)).one().chosen_sector = "retired-sector"
        db.session.commit()
        assert finder_job.process(token, recommender=Recording()) == "succeeded"
        assert db.session.scalars(db.select(FinderRun)).one().sector == "dental"
    shown = client.get(f"/api/finder/{token}").get_json()["results"]["userInput"]
    assert (shown["sector"], shown["sectorChosen"]) == ("a dental practice", False)


def test_a_run_caught_as_spam_shows_the_visitors_sector_as_a_real_one_would(
    app, client, run_worker
):
    # Sent without the form's timing: kept out, and shown tools a real run could show, for
    # the sector the visitor chose, as a real run would (issue 25: no spam oracle).
    resp = client.post("/api/finder", json={**without_timing(DENTAL), "sector": "care"})
    token = resp.get_json()["id"]
    run_worker()  # its decoy job chooses the tools (issue 33)
    move_back(app, token, 60)
    shown = client.get(f"/api/finder/{token}").get_json()["results"]["userInput"]
    assert shown["sector"] == "a care home or home-care provider"
    assert shown["sectorChosen"] is True
