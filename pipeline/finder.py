"""The AI Tool Finder (spec 2.9, 4): intake, the job that turns a submission into three
recommendations shown in the browser, emailed and printed in a PDF report, and the
results the browser polls for.

Processing order (spec 4, with our engine in place of the hosted functions):
generate (engine; recommendations stored on the test row) → render (email + PDF report)
→ check (browser vs email vs PDF, recorded in tool_consistency_results) → deliver (hand
the checked email to the delivery job). The browser sees results once the check passed.

Sales hear of the run from its own job (pipeline/finder_sales.py), scheduled by deliver
or by a final failure, so the visitor's results never wait for it.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage as MimeMessage
from urllib.parse import urlsplit

from rq import get_current_job
from sqlalchemy.exc import SQLAlchemyError

from pipeline import consistency, finder_sales, intake, mail, mail_limits, outbox
from pipeline.db import db, utcnow
from pipeline.finder_options import (
    BUSINESS_GOAL_LABELS,
    COMPANY_SIZE_LABELS,
    MAIN_CHALLENGE_LABELS,
    TOOL_CATEGORY_LABELS,
)
from pipeline.ids import new_id
from pipeline.jobs import retries_left, run_submission
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.finder_test import AiToolFinderTest
from pipeline.models.submission import Submission
from pipeline.recommender import FinderRequest, Recommender, default_recommender
from pipeline.settings import setting

log = logging.getLogger(__name__)

PROCESS = "pipeline.finder.process"
KIND = "finder"
RESULTS_PATH = "/ai-tool-finder?result={token}"
SUBJECT = "Your AI tool recommendations"

# The spec's visitor-facing messages (section 8).
GENERATION_ERROR = "Tool generation error: {message}"
RECORDING_ERROR = "Consistency recording failed: {message}"
NO_MESSAGE = "Failed to process recommendations"
VISITOR_MESSAGE_PREFIXES = (
    "Tool generation error:",
    consistency.FAILED_MESSAGE,
    "Consistency recording failed:",
    NO_MESSAGE,
)


class FinderFailure(Exception):
    """A failure with a message fit for the visitor. `permanent` ones would fail the same
    way again, so the job is not retried."""

    def __init__(self, message: str, *, permanent: bool = True) -> None:
        super().__init__(message)
        self.permanent = permanent


def _joined(ids: list[str]) -> str:
    return ", ".join(ids)


def _split(joined: str) -> list[str]:
    return [part for part in joined.split(", ") if part]


def receive(fields: dict, source: dict, spam_reason: str | None = None) -> intake.Accepted:
    """Store the submission and its test record (call 9) in one transaction and queue the
    job. `fields` is the API's validated payload (option ids, camelCase names)."""
    submission = Submission(
        id=new_id(), kind=KIND, email=fields["email"], name=fields["firstName"], **source
    )
    test = AiToolFinderTest(
        submission_id=submission.id,
        test_name=f"{fields['companyName']} – {utcnow():%Y-%m-%d}",
        first_name=fields["firstName"],
        email=fields["email"],
        company_name=fields["companyName"],
        company_size=fields["companySize"],
        business_goal=_joined(fields["businessGoal"]),
        main_challenge=_joined(fields["mainChallenge"]),
        current_tools=fields.get("currentTools") or None,
    )
    if spam_reason:
        return intake.store_spam(submission, [test], spam_reason)
    return intake.submit(submission, [test], PROCESS)


def test_for(submission_id: str) -> AiToolFinderTest | None:
    return db.session.scalars(
        db.select(AiToolFinderTest).where(AiToolFinderTest.submission_id == submission_id)
    ).one_or_none()


def _browser_tool(recommendation: dict) -> dict:
    return {
        "name": recommendation["name"],
        "summary": recommendation["summary"],
        "rationale": recommendation["rationale"],
        "website": recommendation["website"],
        "category": TOOL_CATEGORY_LABELS.get(recommendation["category"], ""),
    }


def results(test: AiToolFinderTest) -> dict:
    """What the results API sends the browser (spec 3 'Results data'). The consistency
    check reads the browser's list from here too, so it checks what the browser shows."""
    return {
        "recommendations": [_browser_tool(r) for r in test.recommendations or []],
        "userInput": {
            "businessGoal": [BUSINESS_GOAL_LABELS[g] for g in _split(test.business_goal)],
            "mainChallenge": [MAIN_CHALLENGE_LABELS[c] for c in _split(test.main_challenge)],
            "companyName": test.company_name,
            "companySize": COMPANY_SIZE_LABELS[test.company_size],
        },
    }


def visitor_error(error: str | None) -> str | None:
    """The row's error as the visitor may see it: our own messages pass, anything else
    (an unexpected exception's text) becomes the spec's generic message."""
    if not error:
        return None
    return error if error.startswith(VISITOR_MESSAGE_PREFIXES) else NO_MESSAGE


def status(submission_id: str) -> dict | None:
    """The status answer for a results token, or None when there is no such finder run."""
    submission = db.session.get(Submission, submission_id)
    if submission is None or submission.kind != KIND:
        return None
    if submission.is_spam:
        # Never processed; say so in the visitor's terms rather than show empty results.
        return {"id": submission.id, "status": "failed", "stage": None, "error": NO_MESSAGE,
                "results": None}  # fmt: skip
    done = submission.status == "succeeded"
    test = test_for(submission.id) if done else None
    return {
        "id": submission.id,
        "status": submission.status,
        "stage": submission.stage,
        "error": visitor_error(submission.error),
        "results": results(test) if test is not None else None,
    }


def _price(amount: float) -> str:
    if amount == 0:
        return "Free plan available"
    figure = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    return f"From about £{figure} a month"


def report_view(test: AiToolFinderTest, recommendations: list[dict]) -> dict:
    """What the email and the PDF report show; both render this one view."""
    shown = results(test)["userInput"]
    return {
        "first_name": test.first_name,
        "company_name": test.company_name,
        "company_size": shown["companySize"],
        "business_goals": shown["businessGoal"],
        "main_challenges": shown["mainChallenge"],
        "generated_on": f"{test.created_at.day} {test.created_at:%B %Y}",
        "tools": [
            {
                **_browser_tool(r),
                "url": r["website"],
                "website": urlsplit(r["website"]).netloc.removeprefix("www."),
                "price": _price(float(r.get("price_gbp_month") or 0)),
            }
            for r in recommendations
        ],
    }


def _tell_sales_of_failure(submission: Submission) -> None:
    """A run that ends failed is still a lead: sales hear of it without recommendations.
    Best effort, in its own transaction (the failed stage's work is rolled back first)."""
    try:
        db.session.rollback()
        test = test_for(submission.id)
        if test is not None and finder_sales.schedule(test):
            db.session.commit()
            finder_sales.enqueue(test)
    except Exception:
        db.session.rollback()
        log.exception("finder %s: could not schedule the sales email", submission.id)


def _no_retry() -> None:
    """Tell RQ not to retry this job: it would fail the same way again."""
    job = get_current_job()
    if job is not None:
        job.retries_left = 0


@dataclass
class _Run:
    """One attempt at a submission; the stages share what they built in memory, so the
    message checked is the very message stored for delivery."""

    recommender: Recommender
    started: float = field(default_factory=time.perf_counter)
    test: AiToolFinderTest | None = None
    draft: mail.Draft | None = None
    mime: MimeMessage | None = None
    timings: dict[str, float] = field(default_factory=dict)
    """Milliseconds spent in the slow steps, logged per run for operators (and the bench)."""

    def _time(self, name: str, started: float) -> None:
        self.timings[name] = (time.perf_counter() - started) * 1000

    def _test(self, submission: Submission) -> AiToolFinderTest:
        if self.test is None:
            self.test = test_for(submission.id)
            if self.test is None:
                raise FinderFailure(NO_MESSAGE)
        return self.test

    def generate(self, submission: Submission) -> None:
        test = self._test(submission)
        if test.recommendations:
            return  # a re-run keeps the tools it already chose
        request = FinderRequest(
            first_name=test.first_name,
            company_name=test.company_name,
            company_size=test.company_size,
            business_goals=tuple(_split(test.business_goal)),
            main_challenges=tuple(_split(test.main_challenge)),
            current_tools=test.current_tools,
        )
        try:
            chosen = self.recommender.recommend(request)
        except Exception as exc:
            message = str(exc).strip()
            raise FinderFailure(
                GENERATION_ERROR.format(message=message) if message else NO_MESSAGE
            ) from exc
        test.recommendations = [r.as_dict() for r in chosen]
        db.session.commit()

    def render(self, submission: Submission) -> None:
        from pipeline import finder_report  # WeasyPrint: imported in the worker only

        test = self._test(submission)
        view = report_view(test, list(test.recommendations or []))
        started = time.perf_counter()
        pdf = finder_report.render_report(view)
        self._time("pdf render", started)
        token = submission.id
        # No visitor text in the subject or the To header: the address isn't proven theirs.
        self.draft = mail.Draft(
            purpose="finder",
            template="finder",
            to_addr=test.email,
            subject=SUBJECT,
            context={**view, "results_url": setting("SITE_URL") + RESULTS_PATH.format(token=token)},
            attachments=[mail.Attachment(finder_report.FILENAME, pdf)],
        )
        self.mime = mail.build_mime(self.draft)

    def check(self, submission: Submission) -> None:
        test = self._test(submission)
        sent = message_from_bytes(self.mime.as_bytes(), policy=policy.default)
        html = sent.get_body(("html",))
        pdfs = [p for p in sent.iter_attachments() if p.get_content_type() == "application/pdf"]
        browser = [consistency.ToolCard.from_mapping(t) for t in results(test)["recommendations"]]
        email = consistency.tools_from_email_html(html.get_content() if html else "")
        started = time.perf_counter()
        pdf = consistency.tools_from_pdf(pdfs[0].get_content()) if len(pdfs) == 1 else []
        self._time("pdf read", started)
        outcome = consistency.compare(browser, email, pdf)
        try:
            db.session.add(
                ToolConsistencyResult(
                    test_id=test.id,
                    browser_tools=[t.as_dict() for t in browser],
                    email_tools=[t.as_dict() for t in email],
                    pdf_tools=[t.as_dict() for t in pdf],
                    consistency_check_passed=outcome.passed,
                    mismatches=list(outcome.mismatches),
                    processing_time_ms=round((time.perf_counter() - self.started) * 1000),
                )
            )
            db.session.commit()
        except SQLAlchemyError as exc:
            db.session.rollback()
            first_line = (str(getattr(exc, "orig", None) or exc).splitlines() or [""])[0]
            raise FinderFailure(
                RECORDING_ERROR.format(message=first_line), permanent=False
            ) from exc
        if not outcome.passed:
            log.warning("finder %s: %s", submission.id, "; ".join(outcome.mismatches))
            raise FinderFailure(consistency.FAILED_MESSAGE)

    def deliver(self, submission: Submission) -> None:
        # Idempotent: a re-run after the email was stored only re-hands it off.
        if not mail.emails_for(submission.id, purpose="finder"):
            mail_limits.queue_capped(self.draft, submission.id, mime=self.mime)
            finder_sales.schedule(self._test(submission))
            db.session.commit()
        mail.hand_off(submission.id)
        finder_sales.enqueue(self._test(submission))
        self._time("total", self.started)
        log.info(
            "finder %s timings: %s",
            submission.id,
            ", ".join(f"{name} {ms:.0f} ms" for name, ms in self.timings.items()),
        )


def _guarded(stage):
    """Every failure leaves a visitor-fit message on the row (spec 8)."""

    def run(submission: Submission) -> None:
        try:
            stage(submission)
        except FinderFailure as exc:
            if exc.permanent:
                _no_retry()
            if not retries_left():
                _tell_sales_of_failure(submission)
            if exc.permanent:
                outbox.mark_done(submission.id)  # nor should the sweeper run it again
            raise
        except Exception as exc:
            if not retries_left():
                _tell_sales_of_failure(submission)
            if not str(exc).strip():
                raise FinderFailure(NO_MESSAGE, permanent=False) from exc
            raise

    return run


def process(submission_id: str, recommender: Recommender | None = None) -> str:
    """The job (queues.JOBS): named stages recorded on the submission row."""
    run = _Run(recommender or default_recommender())
    return run_submission(
        submission_id,
        [
            ("generate", _guarded(run.generate)),
            ("render", _guarded(run.render)),
            ("check", _guarded(run.check)),
            ("deliver", _guarded(run.deliver)),
        ],
    )
