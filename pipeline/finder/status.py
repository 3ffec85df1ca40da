"""What the browser polls for while the finder runs (spec 4): the run's status, the three
tools as soon as the check passed, and the visitor-safe error when it failed; plus the
view of a run that the email and the PDF report are rendered from."""

from __future__ import annotations

import time
from urllib.parse import urlsplit

from pipeline.finder import consistency, decoy_results
from pipeline.finder.intake import KIND, split_ids
from pipeline.finder.options import (
    BUSINESS_GOAL_LABELS,
    COMPANY_SIZE_LABELS,
    MAIN_CHALLENGE_LABELS,
    TOOL_CATEGORY_LABELS,
)
from pipeline.finder.run_sector import sector_phrase, shown_sector
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission
from pipeline.queues import progress
from pipeline.settings import book_url

# The spec's visitor-facing messages (section 8).
GENERATION_ERROR = "Tool generation error: {message}"
RECORDING_ERROR = "Consistency recording failed: {message}"
NO_MESSAGE = "Failed to process recommendations"
# How much longer a status request waits for the results once the run moved to another
# stage (status_after).
STAGE_SETTLE_SECONDS = 0.3
# The shortest look-again for a run kept out as spam, whose clock is read to the millisecond.
CLOCK_MIN_WAIT = 0.05
VISITOR_MESSAGE_PREFIXES = (
    "Tool generation error:",
    consistency.FAILED_MESSAGE,
    "Consistency recording failed:",
    NO_MESSAGE,
)


def run_for(submission_id: str) -> FinderRun | None:
    return db.session.scalars(
        db.select(FinderRun).where(FinderRun.submission_id == submission_id)
    ).one_or_none()


def _browser_tool(recommendation: dict) -> dict:
    return {
        "name": recommendation["name"],
        "summary": recommendation["summary"],
        "rationale": recommendation["rationale"],
        "website": recommendation["website"],
        "category": TOOL_CATEGORY_LABELS.get(recommendation["category"], ""),
    }


def results(test: FinderRun) -> dict:
    """What the results API sends the browser (spec 3 'Results data', plus the sector: the
    one we read, issue 19, or the visitor's own answer, issue 26, which `sectorChosen`
    says). The consistency check reads the browser's list from here too, so it checks what
    the browser shows."""
    shown = {
        "businessGoal": [BUSINESS_GOAL_LABELS[g] for g in split_ids(test.business_goal)],
        "mainChallenge": [MAIN_CHALLENGE_LABELS[c] for c in split_ids(test.main_challenge)],
        "companyName": test.company_name,
        "companySize": COMPANY_SIZE_LABELS[test.company_size],
    }
    phrase = sector_phrase(test)
    if phrase:
        shown["sector"] = phrase
        shown["sectorChosen"] = shown_sector(test)[1]
    tools = test.recommendations or []
    return {"recommendations": [_browser_tool(r) for r in tools], "userInput": shown}


def checked(submission: Submission) -> bool:
    """Whether the run's three lists agreed. The job runner records the stage "deliver" only
    once "check" returned, which it does only when the check passed and is recorded; so the
    browser shows the results from then on, while the email is stored and handed to its
    delivery job (spec 4: "Otherwise show the results"; issue 20). A run that then fails
    for good says so instead."""
    if submission.status == "succeeded":
        return True
    return submission.status != "failed" and submission.stage == "deliver"


def visitor_error(error: str | None) -> str | None:
    """The row's error as the visitor may see it: our own messages pass, anything else
    (an unexpected exception's text) becomes the spec's generic message."""
    if not error:
        return None
    return error if error.startswith(VISITOR_MESSAGE_PREFIXES) else NO_MESSAGE


def _finder_submission(submission_id: str) -> Submission | None:
    submission = db.session.get(Submission, submission_id)
    return submission if submission is not None and submission.kind == KIND else None


def status(submission_id: str) -> dict | None:
    """The status answer for a results token, or None when there is no such finder run."""
    submission = _finder_submission(submission_id)
    return answer_for(submission) if submission is not None else None


def answer_for(submission: Submission, test: FinderRun | None = None) -> dict:
    """The status answer for a finder run's row; `test`: its run record, when the caller
    has it loaded (the job, announcing its progress)."""
    if submission.is_spam:
        return _decoy_answer(submission)
    if not checked(submission):
        test = None
    elif test is None:
        test = run_for(submission.id)
    return {
        "id": submission.id,
        "status": submission.status,
        "stage": submission.stage,
        "error": visitor_error(submission.error),
        "results": results(test) if test is not None else None,
    }


def _decoy_answer(submission: Submission) -> dict:
    """A run kept out as spam, as a real one would look by now: never its verdict."""
    test = run_for(submission.id)
    status, stage = decoy_results.progress(submission, test)
    shown = results(test) if test is not None and stage in decoy_results.SHOWS_RESULTS else None
    return {"id": submission.id, "status": status, "stage": stage, "error": None,
            "results": shown}  # fmt: skip


def progress_key(answer: dict) -> str:
    """What the browser shows of a status answer, as one string ("running:render"): it
    sends it back to wait until the run has moved past it."""
    return f"{answer['status']}:{answer['stage'] or ''}"


def status_after(submission_id: str, shown: str, timeout: float) -> dict | None:
    """The status answer once it differs from what the browser `shown` (a progress_key), or
    as it is after `timeout` seconds: the browser learns of the results the moment the
    worker records them, without polling (issue 20).

    A run that moves on but not yet to its results is most often a second or less from
    them, so the answer waits up to STAGE_SETTLE_SECONDS more for them, whether it moved
    during the wait or before it began: one answer for a quick run instead of one per
    stage, each of which the browser would ask again for while the worker, on the same
    machine, renders the PDF. A slow stage still shows."""
    deadline = time.monotonic() + timeout
    with progress.Listener(submission_id) as listener:
        # Subscribed first, so no change is missed.
        answer, moves_in = _read_status(submission_id)
        if not listener.listening:
            return answer  # no announcements to wait for: the browser asks again later
        while answer is not None and not _settled(answer):
            if progress_key(answer) != shown:
                deadline = min(deadline, time.monotonic() + STAGE_SETTLE_SECONDS)
                shown = progress_key(answer)
            left = deadline - time.monotonic()
            # A run kept out as spam moves on by the clock once its tools are chosen, and
            # announces nothing then: look again when it moves, as a real run's announcement
            # would wake this wait, so how long the answer takes tells nothing either.
            by_clock = moves_in is not None and max(moves_in, CLOCK_MIN_WAIT) < left
            announced = listener.wait(max(moves_in, CLOCK_MIN_WAIT) if by_clock else left)
            if isinstance(announced, dict):
                answer, moves_in = announced, None  # the worker's own answer as of its commit
                continue
            answer, moves_in = _read_status(submission_id)  # announced without one, or the clock
            if not announced and not (by_clock and listener.listening):
                break  # the wait is over
    return answer


def _settled(answer: dict) -> bool:
    return answer["status"] in ("succeeded", "failed") or answer["results"] is not None


def _read_status(submission_id: str) -> tuple[dict | None, float | None]:
    """The status in a transaction of its own, ended at once: each look sees the latest
    commit, and no database connection is held while the request waits. With it, for a
    run kept out as spam, the seconds until its clock moves it on (else None)."""
    try:
        submission = _finder_submission(submission_id)
        if submission is None:
            return None, None
        moves_in = None
        if submission.is_spam:
            moves_in = decoy_results.moves_in(submission, run_for(submission_id))
        return answer_for(submission), moves_in
    finally:
        db.session.rollback()


def _price(amount: float | None) -> str:
    if amount is None:
        return "Price on request"
    if amount == 0:
        return "Free plan available"
    figure = f"{amount:,.0f}" if amount == int(amount) else f"{amount:,.2f}"
    return f"From about £{figure} a month"


def _amount(stored: object) -> float | None:
    return None if stored is None else float(stored)


def report_view(test: FinderRun, recommendations: list[dict]) -> dict:
    """What the email and the PDF report show; both render this one view."""
    shown = results(test)["userInput"]
    return {
        "first_name": test.first_name,
        "company_name": test.company_name,
        "company_size": shown["companySize"],
        "business_goals": shown["businessGoal"],
        "main_challenges": shown["mainChallenge"],
        "sector": shown.get("sector"),
        "sector_chosen": shown.get("sectorChosen", False),
        "generated_on": f"{test.created_at.day} {test.created_at:%B %Y}",
        # Both close with the invitation to book a call, carrying this run (issue 34).
        "book_url": book_url(test.submission_id),
        "tools": [
            {
                **_browser_tool(r),
                "url": r["website"],
                "website": urlsplit(r["website"]).netloc.removeprefix("www."),
                "price": _price(_amount(r.get("price_gbp_month"))),
            }
            for r in recommendations
        ],
    }
