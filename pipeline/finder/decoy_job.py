"""The job that chooses a caught finder run's tools (decoy_results.py says why): the
configured engine answers, as in a real run's generate stage, and the tools are stored on
the caught run. Nothing else a real run does happens: no report, no email, no sales notice,
no webhook. Worker only (the web process enqueues it by its dotted path)."""

from __future__ import annotations

from pipeline import queues
from pipeline.finder.job import configured_recommender
from pipeline.finder.recommender.answer import answer
from pipeline.finder.recommender.llm import LlmRecommender
from pipeline.finder.run_request import request_for, sector_for
from pipeline.finder.status import run_for
from pipeline.models.db import db, utcnow
from pipeline.models.submission import Submission
from pipeline.queues import progress


def _moved(submission: Submission) -> None:
    db.session.commit()
    progress.announce(submission.id)  # a status request waiting on the run looks again


def choose(submission_id: str) -> str:
    submission = db.session.get(Submission, submission_id)
    test = run_for(submission_id) if submission is not None else None
    if submission is None or not submission.is_spam or test is None:
        queues.mark_done(submission_id)  # erased since, or not a caught run
        return "missing"
    if test.recommendations:
        queues.mark_done(submission_id)
        return "already-done"
    recommender = configured_recommender()
    submission.started_at = submission.started_at or utcnow()
    if isinstance(recommender, LlmRecommender):
        # Asking a model takes seconds, which a real run shows as its own stage
        # (job._brief_stages); the catalogue engine's milliseconds it does not.
        _moved(submission)
    test.sector = sector_for(test)
    chosen = answer(recommender, request_for(test, test.sector))
    test.recommendations = [r.as_dict() for r in chosen.recommendations]
    test.recommender_engine = chosen.engine
    submission.finished_at = utcnow()
    queues.mark_done(submission_id)  # commits the tools with it
    progress.announce(submission_id)
    return "chosen"
