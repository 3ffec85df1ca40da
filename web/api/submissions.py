"""GET /api/submissions/<id>: the status half of the submission contract. The id is an
unguessable token (uuid4), so knowing it is what grants access to the status."""

from flask import Blueprint, jsonify

from pipeline.db import db
from pipeline.models.submission import Submission
from web.errors import ApiError

bp = Blueprint("submissions", __name__, url_prefix="/api/submissions")


@bp.get("/<submission_id>")
def status(submission_id: str):
    submission = db.session.get(Submission, submission_id[:36])
    if submission is None:
        raise ApiError(404, "No submission with that id.", "not_found")
    return jsonify(submission.to_status())
