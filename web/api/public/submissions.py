"""GET /api/submissions/<id>: the status half of the submission contract. The id is an
unguessable token (uuid4), so knowing it is what grants access to the status. The error it
shows is fit for a visitor, never internal text (an exception's message): a finder run's
is exactly what /api/finder/<token> says. One kept out as spam shows the status a real one
would have by now (pipeline/intake/decoy.py), never its verdict."""

from flask import Blueprint, jsonify

from pipeline import finder, intake
from pipeline.models.db import db
from pipeline.models.submission import Submission
from pipeline.settings import setting
from web.errors import ApiError

FAILED = "Something went wrong. Please try again or contact us directly at {email}"

bp = Blueprint("submissions", __name__, url_prefix="/api/submissions")


@bp.get("/<submission_id>")
def status(submission_id: str):
    submission = db.session.get(Submission, submission_id[:36])
    if submission is None:
        raise ApiError(404, "No submission with that id.", "not_found")
    answer = submission.to_status()
    if submission.kind == finder.KIND:
        answer.update({k: v for k, v in finder.run_status(submission.id).items() if k in answer})
    elif submission.is_spam:
        answer["status"], answer["stage"] = intake.decoy_status(submission)
        answer["error"] = None
    else:
        failed = submission.status == "failed"
        answer["error"] = FAILED.format(email=setting("CONTACT_EMAIL")) if failed else None
    return jsonify(answer)
