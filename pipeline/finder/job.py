"""The AI Tool Finder's job (spec 4): turns a submission into three
recommendations shown in the browser, emailed and printed in a PDF report.

Processing order (spec 4, with our engine in place of the hosted functions):
generate (engine; recommendations stored on the test row) → render (email + PDF report)
→ check (browser vs email vs PDF, recorded in tool_consistency_results) → deliver (hand
the checked email to the delivery job). The browser sees results once the check passed.

Sales hear of the run from its own job (pipeline/finder/sales.py), scheduled by deliver
or by a final failure, so the visitor's results never wait for it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.message import EmailMessage as MimeMessage

from rq import get_current_job
from sqlalchemy.exc import SQLAlchemyError

from pipeline import mail, queues
from pipeline.finder import consistency, pdf_reader
from pipeline.finder import sales as finder_sales
from pipeline.finder.recommender.answer import answer
from pipeline.finder.recommender.engine import Recommender, default_recommender
from pipeline.finder.recommender.llm import DEFAULT_TIMEOUT_SECONDS, LlmRecommender, LlmSettings
from pipeline.finder.rendering import Rendering
from pipeline.finder.run_request import request_for, sector_for
from pipeline.finder.status import (
    GENERATION_ERROR,
    NO_MESSAGE,
    RECORDING_ERROR,
    answer_for,
    report_view,
    results,
    run_for,
)
from pipeline.jobs import retries_left, run_submission
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission
from pipeline.settings import setting

log = logging.getLogger(__name__)

RESULTS_PATH = "/ai-tool-finder?result={token}"
SUBJECT = "Your AI tool recommendations"


class FinderFailure(Exception):
    """A failure with a message fit for the visitor. `permanent` ones would fail the same
    way again, so the job is not retried."""

    def __init__(self, message: str, *, permanent: bool = True) -> None:
        super().__init__(message)
        self.permanent = permanent


def _tell_sales_of_failure(submission: Submission) -> None:
    """A run that ends failed is still a lead: sales hear of it without recommendations.
    Best effort, in its own transaction (the failed stage's work is rolled back first)."""
    try:
        db.session.rollback()
        test = run_for(submission.id)
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
    test: FinderRun | None = None
    draft: mail.Draft | None = None
    mime: MimeMessage | None = None
    view: dict = field(default_factory=dict)
    """What the email and the report show (status.report_view)."""
    rendering: Rendering | None = None
    """The report, rendered while the email is built, and the tools read back from it."""
    browser_tools: list[consistency.ToolCard] = field(default_factory=list)
    email_tools: list[consistency.ToolCard] = field(default_factory=list)
    """What the browser and the email show, read while the report renders."""
    timings: dict[str, float] = field(default_factory=dict)
    """Milliseconds spent in the slow steps, logged per run for operators (and the bench)."""

    @contextmanager
    def _timed(self, name: str) -> Iterator[None]:
        """Times the block as `name` when it ends without an exception."""
        started = time.perf_counter()
        yield
        self.timings[name] = (time.perf_counter() - started) * 1000

    def _since_start(self, name: str) -> None:
        self.timings[name] = (time.perf_counter() - self.started) * 1000

    def _test(self, submission: Submission) -> FinderRun:
        if self.test is None:
            self.test = run_for(submission.id)
            if self.test is None:
                raise FinderFailure(NO_MESSAGE)
        return self.test

    def generate(self, submission: Submission) -> None:
        with self._timed("generate"):
            test = self._test(submission)
            self._generate(test)
            # Asked for as soon as the tools are chosen: in the render process the report
            # renders while this thread commits them and builds the email (rendering.py).
            self.view = report_view(test, list(test.recommendations or []))
            self.rendering = Rendering(self.view)

    def _generate(self, test: FinderRun) -> None:
        if test.recommendations:
            return  # a re-run keeps the tools it already chose
        # Chosen by the visitor or read once (never from the email), stored with the tools
        # and handed to the engine, so what the visitor is told ("You told us you are: ...",
        # "We read you as: ...") is what the tools were chosen for.
        test.sector = sector_for(test)
        request = request_for(test, test.sector)
        try:
            chosen = answer(self.recommender, request)
        except Exception as exc:
            message = str(exc).strip()
            raise FinderFailure(
                GENERATION_ERROR.format(message=message) if message else NO_MESSAGE
            ) from exc
        # Stored once: the browser, the email and the PDF all show these (checked below).
        test.recommendations = [r.as_dict() for r in chosen.recommendations]
        test.recommender_engine = chosen.engine  # committed with the move to "render"

    def render(self, submission: Submission) -> None:
        # Allowed inside: WeasyPrint loads with a worker's first report, never at its start
        # nor in the web process (the render process's start is kept off test stacks too).
        from pipeline.finder import report as finder_report  # noqa: PLC0415

        test = self._test(submission)
        view, rendering = self.view, self.rendering
        assert rendering is not None, "generate asks for the report"
        token = submission.id
        # No visitor text in the subject or the To header: the address isn't proven theirs.
        self.draft = mail.Draft(
            purpose="finder",
            template="finder",
            to_addr=test.email,
            subject=SUBJECT,
            context={**view, "results_url": setting("SITE_URL") + RESULTS_PATH.format(token=token)},
        )
        with self._timed("email"):
            self.mime = mail.build_mime(self.draft)
        # The check's first two sides, read while the report renders: attaching the report
        # adds a part to the message but changes none of the text the email shows.
        shown = results(test)["recommendations"]
        self.browser_tools = [consistency.ToolCard.from_mapping(t) for t in shown]
        self.email_tools = consistency.tools_from_email_html(consistency.email_parts(self.mime)[0])
        rendered = rendering.rendered()
        self.timings["pdf render"] = rendered.render_ms
        mail.attach(self.draft, self.mime, mail.Attachment(finder_report.FILENAME, rendered.pdf))

    def check(self, submission: Submission) -> None:
        with self._timed("check"):
            self._check(submission)

    def _check(self, submission: Submission) -> None:
        test = self._test(submission)
        _, pdfs = consistency.email_parts(self.mime)
        browser, email = self.browser_tools, self.email_tools
        with self._timed("pdf read"):
            pdf = self._tools_in(pdfs)
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
            # A passed check is committed with the move to "deliver", so the results show
            # (status.checked) in the same commit that records the check; a failed one now,
            # as the failure rolls back whatever is left in the session.
            if outcome.passed:
                db.session.flush()
            else:
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

    def _tools_in(self, attached: list[bytes]) -> list[consistency.ToolCard]:
        """The tools in the email's one PDF: the read begun at render time when the email
        carries those very bytes, as it does unless the email was built wrong."""
        if len(attached) != 1:
            return []
        if self.rendering is not None and attached[0] == self.rendering.rendered().pdf:
            return self.rendering.tools()
        return pdf_reader.tools_from_pdf(attached[0])

    def deliver(self, submission: Submission) -> None:
        # The move to "deliver" committed the passed check: the browser shows the results.
        self._since_start("to results")
        with self._timed("deliver"):
            # Idempotent: a re-run after the email was stored only re-hands it off.
            if not mail.emails_for(submission.id, purpose="finder"):
                mail.queue_capped(self.draft, submission.id, mime=self.mime)
                finder_sales.schedule(self._test(submission))
                db.session.commit()
            mail.hand_off(submission.id)
            finder_sales.enqueue(self._test(submission))
        self._since_start("total")
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
                queues.mark_done(submission.id)  # nor should the sweeper run it again
            raise
        except Exception as exc:
            if not retries_left():
                _tell_sales_of_failure(submission)
            if not str(exc).strip():
                raise FinderFailure(NO_MESSAGE, permanent=False) from exc
            raise

    return run


def configured_recommender() -> Recommender:
    """The engine the settings ask for, read when each run starts: the catalogue engine, or
    with RECOMMENDER=llm the LLM one (which falls back to the catalogue engine)."""
    if setting("RECOMMENDER", "catalogue") != "llm":
        return default_recommender()
    settings = LlmSettings(
        base_url=setting("LLM_BASE_URL", ""),
        model=setting("LLM_MODEL", ""),
        api_key=setting("LLM_API_KEY", ""),
        timeout_seconds=float(setting("LLM_TIMEOUT_SECONDS", DEFAULT_TIMEOUT_SECONDS)),
    )
    catalogue = default_recommender()
    return LlmRecommender(settings, catalogue.catalogue, fallback_engine=catalogue)


def _brief_stages(recommender: Recommender) -> tuple[str, ...]:
    """The stages of a few milliseconds, whose start is committed with the next step
    (jobs.run_submission): the check, committed with its outcome (for a passed one, the
    move to "deliver" that shows the results), and choosing from the catalogue. Asking an
    LLM takes seconds, which the visitor sees as its own stage."""
    return ("check",) if isinstance(recommender, LlmRecommender) else ("generate", "check")


def _queued_ms() -> float | None:
    """How long this job waited for a worker since it was enqueued."""
    job = get_current_job()
    if job is None or job.enqueued_at is None:
        return None
    enqueued = job.enqueued_at
    if enqueued.tzinfo is None:
        enqueued = enqueued.replace(tzinfo=UTC)  # RQ stores UTC
    return max(0.0, (datetime.now(UTC) - enqueued).total_seconds() * 1000)


def process(submission_id: str, recommender: Recommender | None = None) -> str:
    """The job (queues.JOBS): named stages recorded on the submission row."""
    run = _Run(recommender or configured_recommender())
    queued = _queued_ms()
    if queued is not None:
        run.timings["queued"] = queued
    session = db.session()
    # The run is the only writer of its rows while it runs: keeping them loaded across the
    # stage commits saves reloading the submission and the run after each (issue 20). A
    # rollback still expires them, so a failed stage reads the rows afresh.
    keeps, session.expire_on_commit = session.expire_on_commit, False
    try:
        return run_submission(
            submission_id,
            [
                ("generate", _guarded(run.generate)),
                ("render", _guarded(run.render)),
                ("check", _guarded(run.check)),
                ("deliver", _guarded(run.deliver)),
            ],
            brief=_brief_stages(run.recommender),
            # What GET /api/finder/<token> would say, from the rows in hand: the request
            # waiting on the run answers with it rather than reading them back.
            describe=lambda submission: answer_for(submission, run.test),
        )
    finally:
        session.expire_on_commit = keeps
