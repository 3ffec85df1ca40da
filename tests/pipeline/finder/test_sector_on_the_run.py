"""The sector the finder read (issue 19), through the real job: stored on the run, given to
the engine, and shown as "We read you as: ..." in the browser's results, the email and the
PDF, while the three-way check still passes. Never read from the email address."""

import io

from pypdf import PdfReader

from pipeline.finder import job as finder_job
from pipeline.finder.consistency import normalise
from pipeline.finder.recommender.engine import default_recommender
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from tests.support.form_timing import human

LAW_FIRM = {
    "firstName": "Eleanor",
    "email": "eleanor@example.co.uk",
    "companyName": "Hartley & Finch Solicitors",
    "companySize": "101-500",
    "businessGoal": ["reduce-manual-tasks", "improve-decision-making"],
    "mainChallenge": ["security-concerns", "data-quality-issues"],
    "currentTools": "Microsoft 365 and iManage",
    **human("finder"),
}


def submit(client, **overrides) -> str:
    resp = client.post("/api/finder", json={**LAW_FIRM, **overrides})
    assert resp.status_code == 202
    return resp.get_json()["id"]


def pdf_text(message) -> str:
    [attachment] = list(message.iter_attachments())
    reader = PdfReader(io.BytesIO(attachment.get_content()))
    return "\n".join(page.extract_text() for page in reader.pages)


def test_the_law_firm_is_read_as_legal_everywhere_and_the_check_passes(
    app, client, run_worker, smtp
):
    token = submit(client)
    run_worker()
    status = client.get(f"/api/finder/{token}").get_json()
    assert status["status"] == "succeeded"
    assert status["results"]["userInput"]["sector"] == "a legal practice"
    names = [tool["name"] for tool in status["results"]["recommendations"]]

    [email] = smtp.wait_for("eleanor@example.co.uk")
    assert "We read you as: a legal practice." in email.get_body(("plain",)).get_content()
    assert "We read you as: a legal practice." in email.get_body(("html",)).get_content()
    assert normalise("We read you as: a legal practice") in normalise(pdf_text(email))

    with app.app_context():
        run = db.session.scalars(db.select(FinderRun)).one()
        assert run.sector == "legal"
        assert [r["name"] for r in run.recommendations] == names
        catalogue = default_recommender().catalogue
        assert any("legal" in catalogue.by_id[r["tool_id"]].sectors for r in run.recommendations)
        assert all(r["role"] not in ("CRM", "sales prospecting") for r in run.recommendations)
        check = db.session.scalars(db.select(ToolConsistencyResult)).one()
        assert check.consistency_check_passed is True


def test_a_quote_only_tool_shows_price_on_request_in_the_email_and_pdf(
    app, client, run_worker, smtp
):
    submit(client)
    run_worker()
    [email] = smtp.wait_for("eleanor@example.co.uk")
    with app.app_context():
        run = db.session.scalars(db.select(FinderRun)).one()
        quoted = [r for r in run.recommendations if r["price_gbp_month"] is None]
    assert quoted  # Luminance, Thirdfort, ... publish no price
    assert "Price on request" in email.get_body(("plain",)).get_content()
    assert normalise("Price on request") in normalise(pdf_text(email))


def test_the_email_domain_is_never_used_to_guess_the_sector(app, client, run_worker):
    token = submit(
        client,
        email="eleanor@hartleyfinchsolicitors.co.uk",
        companyName="Hartley & Finch",
        currentTools="Outlook",
    )
    run_worker()
    status = client.get(f"/api/finder/{token}").get_json()
    assert status["results"]["userInput"]["sector"].startswith("a general business")
    with app.app_context():
        assert db.session.scalars(db.select(FinderRun)).one().sector == "general"


class Recording:
    """The catalogue engine, keeping the requests it was given."""

    def __init__(self):
        self.requests = []

    def recommend(self, request):
        self.requests.append(request)
        return default_recommender().recommend(request)


def test_the_engine_is_given_the_sector_stored_on_the_run(app, client):
    token = submit(client, companyName="Swift Haulage Ltd", currentTools="nothing really")
    engine = Recording()
    with app.app_context():
        assert finder_job.process(token, recommender=engine) == "succeeded"
        assert db.session.scalars(db.select(FinderRun)).one().sector == "logistics"
    [request] = engine.requests
    assert request.sector == "logistics"


def test_a_run_stored_before_sectors_shows_no_sector_line(app, client, run_worker, smtp):
    token = submit(client)
    run_worker()
    with app.app_context():
        db.session.scalars(db.select(FinderRun)).one().sector = None
        db.session.commit()
    status = client.get(f"/api/finder/{token}").get_json()
    assert "sector" not in status["results"]["userInput"]
