"""POST /api/admin/uploads stores an image for a post (re-encoded, with its responsive
copies: pipeline.blog.uploads); GET /uploads/<name> serves it and its copies from the store
(pipeline.storage: the local folder or an S3-compatible bucket). Names are random and never
reused, so the files are cached for a year as immutable."""

from io import BytesIO

from flask import Blueprint, abort, current_app, jsonify, request, send_file
from werkzeug.exceptions import RequestEntityTooLarge

from pipeline import blog, storage
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
    """The file from the store, through this process, on every back-end alike.

    Streamed through Flask rather than answered with a redirect to a signed bucket URL:
    the URL, the year-long immutable Cache-Control, the ETag and Last-Modified, conditional
    and range requests and nosniff stay what they are with the local folder; the bucket
    stays private; pages keep linking /uploads/... on our own origin (the CSP's img-src
    'self'); and a signed URL expires (a week at most in S3), which a year's caching of the
    redirect would outlive. The cost is each image's bytes passing through a web process
    once per cache: the files are at most UPLOAD_MAX_BYTES, and a CDN or proxy in front
    keeps them for a year.

    Only names the uploader gives, so only the four image types it writes: anything else
    the store may hold (a file planted by hand or by a tampered backup, `evil.html`,
    `evil.svg`) is a 404, never served under our origin as a page or a script."""
    if not blog.is_upload_name(name):
        abort(404)
    blob = storage.current().fetch(name)
    if blob is None:
        abort(404)
    response = send_file(
        BytesIO(blob.data),
        mimetype=blog.content_type(name),
        download_name=name,
        etag=blob.etag,
        last_modified=blob.modified,
        max_age=ONE_YEAR,
        conditional=True,
    )
    response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
    # The bytes were checked on upload (and on restore): never let a browser re-sniff them.
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
