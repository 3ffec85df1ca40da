"""One JSON shape for every API error (design convention 5), and no HTML stack traces
anywhere: {"error": {"code", "message", "fields"?}}."""

import logging
import time

from flask import Flask, jsonify, request
from sqlalchemy.exc import OperationalError
from werkzeug.exceptions import HTTPException

from pipeline import storage
from pipeline.models.db import db

log = logging.getLogger(__name__)

MESSAGES = {
    400: "The request could not be understood.",
    404: "Not found.",
    405: "That method is not allowed here.",
    413: "That submission is too large. Please shorten it and try again.",
    415: "Send the request body as JSON.",
    429: "Too many requests. Please wait a moment and try again.",
    503: "The service is temporarily unavailable. Please try again in a minute.",
}


class ApiError(Exception):
    def __init__(self, status: int, message: str, code: str = "error", fields=None):
        super().__init__(message)
        self.status, self.message, self.code, self.fields = status, message, code, fields


def error_response(status: int, message: str, code: str = "error", fields=None):
    body: dict = {"code": code, "message": message}
    if fields:
        body["fields"] = fields
    return jsonify({"error": body}), status


def _wants_json() -> bool:
    return request.path.startswith("/api/") or request.path == "/api"


def register_error_handlers(app: Flask) -> None:
    def _unknown_api_route(rest: str):
        # The catch-all also matches known paths called with the wrong method: say 405.
        adapter = app.url_map.bind_to_environ(request.environ)
        for method in ("GET", "POST", "PUT", "PATCH", "DELETE"):
            if method == request.method:
                continue
            try:
                endpoint, _ = adapter.match(request.path, method=method)
            except HTTPException:
                continue
            if endpoint != "unknown_api_route":
                return error_response(405, MESSAGES[405], "method_not_allowed")
        return error_response(404, "No such API endpoint.", "not_found")

    app.add_url_rule(
        "/api/<path:rest>",
        "unknown_api_route",
        _unknown_api_route,
        methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
    )

    @app.errorhandler(ApiError)
    def _api_error(exc: ApiError):
        return error_response(exc.status, exc.message, exc.code, exc.fields)

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException):
        status = exc.code or 500
        if not (_wants_json() or status == 413):
            return exc
        response = error_response(status, MESSAGES.get(status, exc.description or "Error"))
        if status == 429:
            seconds = getattr(exc, "retry_after_seconds", None)  # web/submission_limit.py
            response[0].headers["Retry-After"] = str(seconds) if seconds else _retry_after()
        return response

    @app.errorhandler(OperationalError)
    def _database_down(exc: OperationalError):
        db.session.rollback()
        log.error("database unavailable: %s", exc.orig)
        return error_response(503, MESSAGES[503], "unavailable")

    @app.errorhandler(storage.Unavailable)
    def _store_down(exc: storage.Unavailable):
        log.error("upload store unavailable: %s", exc)
        return error_response(503, MESSAGES[503], "unavailable")

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):
        log.exception("unhandled error on %s %s", request.method, request.path)
        db.session.rollback()
        if _wants_json():
            return error_response(500, "Something went wrong on our side.", "server_error")
        return "Something went wrong on our side. Please try again.", 500


def _retry_after() -> str:
    """Seconds until the breached limit's window resets. Rate-limit headers are off on
    every other answer: they cost two extra Redis round trips per submission."""
    from web.extensions import limiter

    limit = limiter.current_limit
    seconds = limit.reset_at - time.time() if limit else 60
    return str(max(1, int(seconds)))
