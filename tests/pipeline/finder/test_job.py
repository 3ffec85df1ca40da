"""The finder job through a real RQ worker, real WeasyPrint and a real SMTP server: the
email arrives with the PDF, all three agree with the browser, and a tampered renderer is
caught by the consistency check."""

import io

import pytest
from pypdf import PdfReader

from pipeline.finder import job as finder_job
from pipeline.finder import report as finder_report
from pipeline.finder.consistency import FAILED_MESSAGE, normalise
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.finder_run import FinderRun
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.payloads import FINDER


def submit(client, **overrides) -> str:
    resp = client.post("/api/finder", json={**FINDER, **overrides})
    assert resp.status_code == 202
    return resp.get_json()["id"]


def pdf_text(message) -> str:
    [attachment] = list(message.iter_attachments())
    assert attachment.get_content_type() == "application/pdf"
    assert attachment.get_filename() == "ai-tool-recommendations.pdf"
    reader = PdfReader(io.BytesIO(attachment.get_content()))
    assert reader.metadata.title == "AI tool recommendations for Shah & Daughters Ltd"
    return "\n".join(page.extract_text() for page in reader.pages)


def test_job_shows_results_emails_the_pdf_and_records_a_passed_check(app, client, run_worker, smtp):
    token = submit(client)
    run_worker()

    status = client.get(f"/api/finder/{token}").get_json()
    assert (status["status"], status["stage"], status["error"]) == ("succeeded", "done", None)
    tools = status["results"]["recommendations"]
    assert len(tools) == 3
    assert all(set(t) == {"name", "summary", "rationale", "website", "category"} for t in tools)
    assert all(t["name"] and t["summary"] and t["rationale"] for t in tools)
    assert status["results"]["userInput"] == {
        "businessGoal": ["Generate more leads", "Automate reporting"],
        "mainChallenge": ["Budget constraints", "Lack of technical expertise"],
        "companyName": "Shah & Daughters Ltd",
        "companySize": "6-20 employees",
        # Since issue 19: the sector read ("Gmail, Xero" says nothing about one).
        "sector": "a general business (nothing you told us pointed to one sector)",
        "sectorChosen": False,  # issue 26: read by us, not the visitor's answer
    }

    [email] = smtp.wait_for("priya@example.co.uk")
    assert email["Subject"] == "Your AI tool recommendations"  # no visitor text in a subject
    html = email.get_body(("html",)).get_content()
    text = email.get_body(("plain",)).get_content()
    pdf = normalise(pdf_text(email))
    for tool in tools:
        assert tool["name"] in html and tool["name"] in text
        assert normalise(tool["name"]) in pdf
        assert normalise(tool["rationale"]) in pdf
    assert f"/ai-tool-finder?result={token}" in text
    assert "Shah &amp; Daughters Ltd" in html
    # Each closes after the third tool with the invitation to book, carrying the run.
    book = f"{app.config['SITE_URL']}/book?from={token}"
    assert text.rindex(book) > text.rindex(tools[2]["rationale"].split()[-1])
    assert f'href="{book}"' in html and html.index("next-step") > html.rindex("tool-card")
    assert normalise(book) in pdf[pdf.rindex(normalise("Talk it through with us")) :]

    with app.app_context():
        test = db.session.scalars(db.select(FinderRun)).one()
        assert [r["name"] for r in test.recommendations] == [t["name"] for t in tools]
        check = db.session.scalars(db.select(ToolConsistencyResult)).one()
        assert check.test_id == test.id
        assert check.consistency_check_passed is True
        assert check.mismatches == []
        assert [t["name"] for t in check.browser_tools] == [t["name"] for t in tools]
        assert check.email_tools == check.browser_tools
        assert [normalise(t["rationale"]) for t in check.pdf_tools] == [
            normalise(t["rationale"]) for t in tools
        ]
        assert check.processing_time_ms is not None and check.processing_time_ms > 0
        [stored] = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.to_addr == "priya@example.co.uk")
        ).all()
        assert (stored.purpose, stored.status) == ("finder", "sent")
        pending = db.select(db.func.count()).select_from(OutboxEntry)
        assert db.session.scalar(pending.where(OutboxEntry.done_at.is_(None))) == 0


def test_a_tampered_pdf_fails_the_check_with_the_specs_error_and_sends_nothing(
    app, client, run_worker, smtp, monkeypatch
):
    real_render = finder_report.render_report

    def tampered(report: dict, brand: str | None = None) -> bytes:
        tools = [dict(tool) for tool in report["tools"]]
        tools[1]["summary"] = "Something else entirely."
        return real_render({**report, "tools": tools}, brand)

    monkeypatch.setattr(finder_report, "render_report", tampered)
    token = submit(client)
    run_worker()

    status = client.get(f"/api/finder/{token}").get_json()
    assert status["status"] == "failed"
    assert status["stage"] == "check"
    assert status["error"] == FAILED_MESSAGE
    assert status["results"] is None
    assert smtp.to("priya@example.co.uk") == []
    [sales] = smtp.wait_for("sales@example.co.uk")  # a failed run is still a lead
    assert "No recommendations: the run failed" in sales.get_body(("plain",)).get_content()
    with app.app_context():
        submission = db.session.get(Submission, token)
        assert submission.attempts == 1  # a deterministic failure is not retried
        assert db.session.get(OutboxEntry, token).done_at is not None  # nor swept up again
        assert submission.error == FAILED_MESSAGE
        check = db.session.scalars(db.select(ToolConsistencyResult)).one()
        assert check.consistency_check_passed is False
        assert check.mismatches[0] == "Mismatch detected in: Browser vs PDF, Email vs PDF"
        assert "Browser vs PDF: tool 2 summary differs" in check.mismatches
        assert check.pdf_tools[1]["summary"] == "Something else entirely."
        emails = db.session.scalars(db.select(EmailMessage)).all()
        assert [e.purpose for e in emails] == ["finder_sales"]


def test_an_email_missing_a_tool_fails_with_the_count_mismatch(
    app, client, run_worker, smtp, monkeypatch
):
    real_view = finder_job.report_view

    def two_tools(test, recommendations):
        view = real_view(test, recommendations)
        return {**view, "tools": view["tools"][:2]}

    monkeypatch.setattr(finder_job, "report_view", two_tools)
    token = submit(client)
    run_worker()
    assert client.get(f"/api/finder/{token}").get_json()["error"] == FAILED_MESSAGE
    with app.app_context():
        check = db.session.scalars(db.select(ToolConsistencyResult)).one()
        assert check.mismatches[:2] == [
            "Tool count mismatch: Browser (3), Email (2), PDF (2). Expected 3 each",
            "Mismatch detected in: Browser vs Email, Browser vs PDF",
        ]
    assert smtp.to("priya@example.co.uk") == []


class Broken:
    def __init__(self, exc: Exception):
        self.exc = exc

    def recommend(self, request):
        raise self.exc


@pytest.mark.parametrize(
    ("exc", "message"),
    [
        (ValueError("unknown size: '7'"), "Tool generation error: unknown size: '7'"),
        (RuntimeError(), "Failed to process recommendations"),
    ],
)  # fmt: skip
def test_generation_errors_fail_with_the_specs_messages(app, client, exc, message):
    token = submit(client)
    with app.app_context():
        with pytest.raises(finder_job.FinderFailure):
            finder_job.process(token, recommender=Broken(exc))
        submission = db.session.get(Submission, token)
        assert (submission.status, submission.stage) == ("failed", "generate")
    status = client.get(f"/api/finder/{token}").get_json()
    assert (status["status"], status["error"]) == ("failed", message)


def test_an_unexpected_error_is_not_shown_to_the_visitor_verbatim(app, client, monkeypatch):
    def crash(report, brand=None):
        raise OSError("fontconfig: /secret/path not readable")

    monkeypatch.setattr(finder_report, "render_report", crash)
    token = submit(client)
    with app.app_context(), pytest.raises(OSError):
        finder_job.process(token)
    status = client.get(f"/api/finder/{token}").get_json()
    assert status["error"] == "Failed to process recommendations"
    with app.app_context():  # operators still see the real cause on the row
        assert "fontconfig" in db.session.get(Submission, token).error


def test_running_the_job_twice_sends_one_email(app, client, run_worker, smtp):
    token = submit(client)
    run_worker()
    with app.app_context():
        assert finder_job.process(token) == "already-done"
        db.session.get(Submission, token).status = "queued"  # force a full re-run
        db.session.commit()
        assert finder_job.process(token) == "succeeded"
    run_worker()
    assert len(smtp.to("priya@example.co.uk")) == 1
    assert len(smtp.to("sales@example.co.uk")) == 1


def test_smtp_down_still_shows_results_and_delivery_is_retried(app, client, run_worker, smtp):
    smtp.stop()
    app.config["RETRY_INTERVAL_SCALE"] = 100  # keep the mail retry scheduled, not immediate
    token = submit(client)
    run_worker()
    status = client.get(f"/api/finder/{token}").get_json()
    assert status["status"] == "succeeded"
    assert len(status["results"]["recommendations"]) == 3
    with app.app_context():
        [email] = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "finder")
        ).all()
        assert email.status == "retrying"
        assert email.last_error


def test_submitted_text_cannot_inject_markup_into_the_email_or_report(
    app, client, run_worker, smtp
):
    token = submit(
        client,
        # A first name is only ever a name (issue 25): markup goes in the company instead.
        firstName="Ada O'Brien",
        companyName='Evil <script>alert(1)</script> <img src=x onerror="alert(1)"> Ltd',
        currentTools="<b>Slack</b>",
    )
    run_worker()
    assert client.get(f"/api/finder/{token}").get_json()["status"] == "succeeded"
    [email] = smtp.wait_for("priya@example.co.uk")
    html = email.get_body(("html",)).get_content()
    assert "<script>" not in html and "<img src=x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "O&#39;Brien" in html
    [attachment] = list(email.iter_attachments())
    text = PdfReader(io.BytesIO(attachment.get_content())).pages[0].extract_text()
    # Printed as text, not interpreted as markup.
    assert normalise('<img src=x onerror="alert(1)"> Ltd') in normalise(text)
    assert normalise("Prepared for Ada O'Brien at Evil <script>alert(1)</script>") in normalise(
        text
    )


def test_the_invitation_opens_the_external_scheduler_when_one_is_set(app, client, run_worker,
                                                                    smtp):  # fmt: skip
    app.config["BOOKING_URL"] = "https://calendly.example.com/discovery"
    submit(client)
    run_worker()
    [email] = smtp.wait_for("priya@example.co.uk")
    html = email.get_body(("html",)).get_content()
    text = email.get_body(("plain",)).get_content()
    assert 'href="https://calendly.example.com/discovery"' in html
    assert "Book a free discovery call: https://calendly.example.com/discovery" in text
    assert "/book?from=" not in html + text
    assert normalise("https://calendly.example.com/discovery") in normalise(pdf_text(email))
