"""The 202 answer of the submission contract: {id, status, status_url} + Location."""

from flask import jsonify, url_for

from pipeline.models.submission import Submission


def accepted(submission: Submission):
    status_url = url_for("submissions.status", submission_id=submission.id)
    response = jsonify({"id": submission.id, "status": submission.status, "status_url": status_url})
    response.status_code = 202
    response.headers["Location"] = status_url
    return response
