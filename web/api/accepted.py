"""The 202 answer of the submission contract: {id, status, status_url} + Location."""

from flask import jsonify, url_for

from pipeline.intake import Accepted


def accepted(receipt: Accepted, status_url: str | None = None):
    status_url = status_url or url_for("submissions.status", submission_id=receipt.id)
    response = jsonify({"id": receipt.id, "status": receipt.status, "status_url": status_url})
    response.status_code = 202
    response.headers["Location"] = status_url
    return response
