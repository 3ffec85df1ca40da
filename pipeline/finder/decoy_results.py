"""What a finder run kept out as spam shows (issues 25 and 33): what a real run would.

Its tools are chosen by the configured engine, as a real run's are, in a job of its own
(decoy_job.py) queued with the real runs: with RECOMMENDER=llm the model is asked, so a
caught run shows the model's tools, not the catalogue engine's that told a script its
verdict. The job only chooses: nothing is rendered, mailed or told to sales, and the tools
go with the spam row. The status follows the job as a real run's follows its own: queued
until a worker takes it, the model's stage while it is asked (a real run shows it, the
catalogue engine's milliseconds it does not), then the stages the report and email take,
by the clock from when the tools were chosen."""

from __future__ import annotations

from datetime import datetime

from pipeline.intake import Step, decoy_status
from pipeline.models.db import utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission

# A real run from its tools on, as its browser sees it: the report rendering, the results
# in while the email goes out, then done.
AFTER_CHOOSING = (
    Step(0, "running", "render"),
    Step(2, "running", "deliver"),
    Step(4, "succeeded", "done"),
)
SHOWS_RESULTS = ("deliver", "done")


def progress(submission: Submission, test: FinderRun | None) -> tuple[str, str | None]:
    """(status, stage) a caught run shows now."""
    if test is None or not test.recommendations or submission.finished_at is None:
        if submission.started_at is None:
            return "queued", None
        return "running", "generate"  # the decoy job is asking the model
    return decoy_status(submission, AFTER_CHOOSING, since=submission.finished_at)


def moves_in(
    submission: Submission, test: FinderRun | None, now: datetime | None = None
) -> float | None:
    """Seconds until the clock moves a caught run to its next stage; None while its job is
    still to choose the tools (the job announces that) or once it is done."""
    if test is None or not test.recommendations or submission.finished_at is None:
        return None
    age = ((now or utcnow()) - submission.finished_at).total_seconds()
    later = [step.after_seconds - age for step in AFTER_CHOOSING if step.after_seconds > age]
    return min(later, default=None)
