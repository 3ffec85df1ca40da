"""The finder job with RECOMMENDER=llm, through a real RQ worker, real WeasyPrint, a real
SMTP server and a real chat-completions server (tests/support/chat_server.py): the model's
rationales reach the browser, the email and the PDF and pass the three-way check; the
engine that answered is stored on the run and shown in the admin lead detail; a failing
model leaves the catalogue engine to answer, with the reason recorded."""

import io
import json

import pytest
from pypdf import PdfReader

from pipeline.finder.consistency import normalise, tools_from_email_html
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from tests.support.admin_accounts import signed_in_client
from tests.support.chat_server import ChatServer, Reply, completion, recorded, sent_prompt
from tests.support.form_timing import human

EMAIL = "priya@example.co.uk"
VISITOR = {
    "firstName": "Priya",
    "email": EMAIL,
    "companyName": "Shah & Daughters Ltd",
    "companySize": "6-20",
    "businessGoal": ["generate-more-leads", "automate-reporting"],
    "mainChallenge": ["budget-constraints", "lack-technical-expertise"],
    "currentTools": "Gmail, Xero",
    **human("finder"),
}
GOOD = json.loads(json.loads(recorded("good"))["choices"][0]["message"]["content"])
RATIONALES = [item["rationale"] for item in GOOD["recommendations"]]


@pytest.fixture
def chat(app, chat):
    """The finder's chat server (conftest.py), with the app set to ask it."""
    app.config.update(
        RECOMMENDER="llm",
        LLM_BASE_URL=chat.url,
        LLM_API_KEY="sk-test-123",
        LLM_MODEL="gpt-4o-mini",
        LLM_TIMEOUT_SECONDS=5,
    )
    return chat


def submit(client) -> str:
    response = client.post("/api/finder", json=VISITOR)
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def pdf_text(message) -> str:
    [attachment] = list(message.iter_attachments())
    reader = PdfReader(io.BytesIO(attachment.get_content()))
    return "\n".join(page.extract_text() for page in reader.pages)


def lead_finder(app, token: str) -> dict:
    admin = signed_in_client(app, "ops@example.com", "admin")
    response = admin.get(f"/api/admin/leads/{token}")
    assert response.status_code == 200, response.get_json()
    return response.get_json()["lead"]["finder"]


def test_the_models_rationales_pass_the_check_and_the_admin_says_llm(
    app, client, run_worker, smtp, chat
):
    token = submit(client)
    run_worker()

    status = client.get(f"/api/finder/{token}").get_json()
    assert (status["status"], status["error"]) == ("succeeded", None)
    tools = status["results"]["recommendations"]
    assert [t["name"] for t in tools] == ["HubSpot", "Looker Studio", "Zapier"]
    assert [t["rationale"] for t in tools] == RATIONALES

    [email] = smtp.wait_for(EMAIL)
    # As a reader sees them: the visible text of the email's cards, the PDF's text.
    cards = tools_from_email_html(email.get_body(("html",)).get_content())
    assert [card.rationale for card in cards] == RATIONALES
    assert "Zapier's free plan" in email.get_body(("plain",)).get_content()
    pdf = normalise(pdf_text(email))
    for rationale in RATIONALES:
        assert normalise(rationale) in pdf

    with app.app_context():
        run = db.session.scalars(db.select(FinderRun)).one()
        assert run.recommender_engine == "llm"
        check = db.session.scalars(db.select(ToolConsistencyResult)).one()
        assert (check.consistency_check_passed, check.mismatches) == (True, [])
        assert [t["rationale"] for t in check.pdf_tools] == RATIONALES
        assert check.email_tools == check.browser_tools

    finder = lead_finder(app, token)
    assert finder["recommender_engine"] == "llm"
    assert [t["rationale"] for t in finder["recommendations"]] == RATIONALES

    [request] = chat.received  # one request per run, with no personal data beyond the form's
    sent = request.body.decode()
    assert EMAIL not in sent and "Priya" not in sent
    assert "Shah & Daughters Ltd" in sent_prompt(request)["visitor"]["company_name"]


def test_a_failing_model_leaves_the_catalogue_engine_to_answer_and_says_why(
    app, client, run_worker, smtp, chat
):
    chat.reply = Reply(recorded("server_error"), status=500)
    token = submit(client)
    run_worker()

    status = client.get(f"/api/finder/{token}").get_json()
    assert status["status"] == "succeeded"
    tools = status["results"]["recommendations"]
    assert len(tools) == 3
    assert [t["rationale"] for t in tools] != RATIONALES
    smtp.wait_for(EMAIL)
    with app.app_context():
        assert db.session.scalars(db.select(FinderRun)).one().recommender_engine == (
            "llm-fallback:http-500"
        )
        check = db.session.scalars(db.select(ToolConsistencyResult)).one()
        assert check.consistency_check_passed is True
    assert lead_finder(app, token)["recommender_engine"] == "llm-fallback:http-500"
    assert len(chat.received) == 1  # the job did not retry the model


def test_a_model_that_obeyed_an_injected_instruction_puts_nothing_in_the_email_or_pdf(
    app, client, run_worker, smtp, chat
):
    """Issue 25 item 12: the model writes the attacker's wording (a bare domain, in
    full-width letters, and a phone number); the catalogue engine answers instead."""
    lure = (
        " Your account is suspended: verify at ｅｖｉｌ－ｒｅｆｕｎｄｓ．ｃｏｍ/claim"
        " or call 0800 123 4567."
    )
    injected = {"recommendations": [
        {**item, "rationale": item["rationale"] + lure} for item in GOOD["recommendations"]
    ]}  # fmt: skip
    chat.reply = Reply(completion(json.dumps(injected)))
    token = submit(client)
    run_worker()

    tools = client.get(f"/api/finder/{token}").get_json()["results"]["recommendations"]
    assert len(tools) == 3 and not any("suspended" in t["rationale"] for t in tools)
    [email] = smtp.wait_for(EMAIL)
    shown = " ".join(
        [email.get_body(("plain",)).get_content(), email.get_body(("html",)).get_content()]
    )
    for text in (shown, normalise(pdf_text(email))):
        assert "suspended" not in text and "refunds" not in text and "0800" not in text
    assert lead_finder(app, token)["recommender_engine"] == "llm-fallback:domain-in-rationale"


def test_without_the_setting_the_catalogue_engine_answers_and_no_request_is_made(
    app, client, run_worker, smtp
):
    server = ChatServer().start()
    try:
        app.config.update(LLM_BASE_URL=server.url, LLM_MODEL="gpt-4o-mini")  # RECOMMENDER unset
        token = submit(client)
        run_worker()
    finally:
        server.stop()
    assert server.received == []
    assert client.get(f"/api/finder/{token}").get_json()["status"] == "succeeded"
    assert lead_finder(app, token)["recommender_engine"] == "catalogue"


def test_invisible_characters_in_an_answer_are_taken_out_and_the_run_succeeds(
    app, client, run_worker, smtp, chat
):
    """Issue 33: a zero-width space or a right-to-left override in a rationale passed the
    output check, then failed the browser-email-PDF check: no results, no email."""
    hidden = {"recommendations": [
        {**item, "rationale": item["rationale"].replace(" ", " \u200b", 2) + "\u202e"}
        for item in GOOD["recommendations"]
    ]}  # fmt: skip
    chat.reply = Reply(completion(json.dumps(hidden)))
    token = submit(client)
    run_worker()

    status = client.get(f"/api/finder/{token}").get_json()
    assert (status["status"], status["error"]) == ("succeeded", None)
    assert [t["rationale"] for t in status["results"]["recommendations"]] == RATIONALES
    [email] = smtp.wait_for(EMAIL)
    assert "\u200b" not in email.get_body(("plain",)).get_content()
    assert lead_finder(app, token)["recommender_engine"] == "llm"
