"""POST /api/admin/uploads stores an image for a post (re-encoded, with its responsive
copies: pipeline.blog.uploads); GET /uploads/<name> serves it and its copies. Names are
random and never reused, so the files are cached for a year as immutable."""

from pathlib import Path

from flask import Blueprint, current_app, jsonify, request, send_from_directory
from werkzeug.exceptions import RequestEntityTooLarge

from pipeline import blog
from web.csrf import protect_blueprint
from web.errors import ApiError, error_response
from web.roles import guard_blueprint

bp = Blueprint("admin_uploads", __name__, url_prefix="/api/admin/uploads")
files_bp = Blueprint("uploads", __name__)

ONE_YEAR = 365 * 24 * 3600
# Room for the multipart envelope around a file of the maximum size.
MULTIPART_OVERHEAD = 64 * 1024


@bp.before_request
def _allow_image_bodies():
    request.max_content_length = current_app.config["UPLOAD_MAX_BYTES"] + MULTIPART_OVERHEAD


guard_blueprint(bp, "blog")
protect_blueprint(bp)


@bp.errorhandler(RequestEntityTooLarge)
def _too_large(exc):
    return error_response(413, blog.too_large_message(), "too_large")


@bp.post("")
def upload():
    file = request.files.get("file")
    if file is None:
        raise ApiError(400, "Choose an image to upload.", "validation_error")
    data = file.read(current_app.config["UPLOAD_MAX_BYTES"] + 1)
    try:
        url = blog.store(data)
    except blog.UploadError as exc:
        raise ApiError(exc.status, str(exc), "invalid_upload", {"file": [str(exc)]}) from None
    return jsonify({"url": url}), 201


@files_bp.get("/uploads/<name>")
def serve(name: str):
    directory = Path(current_app.config["UPLOADS_DIR"]).resolve()
    response = send_from_directory(directory, name, max_age=ONE_YEAR, conditional=True)
    response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
    # Belt and braces: the bytes were checked on upload; never let a browser re-sniff them.
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
