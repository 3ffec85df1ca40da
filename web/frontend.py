"""Serve the built React app: hashed assets cached for a year, everything else revalidated,
and index.html for client-side routes."""

from pathlib import Path

from flask import Blueprint, abort, current_app, send_from_directory

bp = Blueprint("frontend", __name__)

ONE_YEAR = 365 * 24 * 3600


def _dist() -> Path:
    return Path(current_app.config["FRONTEND_DIST"])


@bp.get("/assets/<path:filename>")
def assets(filename: str):
    response = send_from_directory(_dist() / "assets", filename, max_age=ONE_YEAR)
    response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
    return response


@bp.get("/", defaults={"path": ""})
@bp.get("/<path:path>")
def page(path: str):
    if path.startswith("api/") or path == "api":
        abort(404)
    dist = _dist()
    if path and (dist / path).is_file():
        return send_from_directory(dist, path, max_age=3600)
    if not (dist / "index.html").is_file():
        return "The frontend is not built yet: run `make build`.", 503
    response = send_from_directory(dist, "index.html", max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    return response
