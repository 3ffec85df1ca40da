"""The thin wrapper every submission job uses: load the row, run named stages, record each
stage on the row so the UI shows real progress (announced to whoever waits on it, see
queues/progress.py), and leave an honest status. A stage's writes may stay in the session:
they are committed with the next stage's name, or with the final status."""

import logging
from collections.abc import Callable, Collection

from rq import get_current_job

from pipeline import queues
from pipeline.models.db import db, utcnow
from pipeline.models.submission import Submission
from pipeline.queues import progress

log = logging.getLogger(__name__)

Stage = tuple[str, Callable[[Submission], None]]


def retries_left() -> bool:
    """Whether RQ will run the current job again if this attempt fails."""
    job = get_current_job()
    return bool(job and job.retries_left)


def run_submission(
    submission_id: str,
    stages: list[Stage],
    brief: Collection[str] = (),
    describe: Callable[[Submission], dict] | None = None,
) -> str:
    """`brief` stages take milliseconds: the move to one is not committed (nor announced)
    on its own but with the next step, so nobody waits on a commit that nobody would see
    (issue 20). A brief stage that fails is still named on the row. `describe`: the status
    answer for the row as committed, sent with each announcement (progress.py)."""

    def announce(submission: Submission) -> None:
        answer = None
        if describe is not None:
            try:
                answer = describe(submission)
            except Exception:  # the waiting request reads the row itself
                log.warning(
                    "submission %s: no status answer to announce", submission_id, exc_info=True
                )
        progress.announce(submission_id, answer)

    submission = db.session.get(Submission, submission_id)
    if submission is None:
        # Erased (data request) or never committed: nothing to do, and nothing to retry.
        queues.mark_done(submission_id)
        return "missing"
    if submission.status == "succeeded":
        queues.mark_done(submission_id)
        return "already-done"

    submission.status = "running"
    submission.attempts += 1
    submission.started_at = submission.started_at or utcnow()
    submission.error = None
    current = submission.stage
    try:
        for name, stage in stages:
            submission.stage = current = name
            # One commit per step: the run starting (first stage), or what the previous
            # stage left in the session together with the move to this one, so a stage that
            # needs no commit of its own costs none (issue 20: each is ~1 ms of the finder's).
            if name not in brief:
                db.session.commit()
                announce(submission)
            stage(submission)
    except Exception as exc:
        db.session.rollback()
        submission = db.session.get(Submission, submission_id)
        submission.stage = current
        submission.error = str(exc)[:2000] or exc.__class__.__name__
        submission.status = "queued" if retries_left() else "failed"
        db.session.commit()
        announce(submission)
        log.exception("submission %s failed at stage %s", submission_id, submission.stage)
        raise
    submission.status = "succeeded"
    submission.stage = "done"
    submission.finished_at = utcnow()
    queues.mark_done(submission_id)  # one commit: the status and the outbox entry together
    announce(submission)
    return "succeeded"
