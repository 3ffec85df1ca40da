"""Serve the built React app: hashed assets cached for a year, everything else revalidated,
and the app shell for client-side routes. `render_shell` lets server-rendered pages (blog
articles, the 404) put their own title, meta tags and body into the same shell."""

import logging
import mimetypes
import re
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, redirect, request, send_from_directory
from werkzeug.security import safe_join

from web.site_pages import site_pages

log = logging.getLogger(__name__)

bp = Blueprint("frontend", __name__)

ONE_YEAR = 365 * 24 * 3600
PRECOMPRESSED = {"br": ".br", "gzip": ".gz"}  # in order of preference
TITLE = re.compile(r"<title>.*?</title>", re.S)
ROOT_DIV = '<div id="root"></div>'
DESCRIPTION = re.compile(r'<meta\s+name="description"[^>]*>', re.S)
# Build outputs that are served through `page`, never as raw files.
PRIVATE_BUILD_FILES = ("pages/", "routes.json", "index.html")


def _dist() -> Path:
    return Path(current_app.config["FRONTEND_DIST"])


@lru_cache(maxsize=4)
def _read_shell(path: str, mtime: float) -> str:
    return Path(path).read_text(encoding="utf-8")


def shell_html() -> str | None:
    index = _dist() / "index.html"
    if not index.is_file():
        return None
    return _read_shell(str(index), index.stat().st_mtime)


def render_shell(title: str, head: str = "", body: str = "", status: int = 200) -> Response:
    """The app shell with a server-side <title>, extra <head> markup and pre-rendered body.
    Callers pass escaped/sanitised HTML only; the client app replaces the body on load."""
    from markupsafe import escape

    shell = shell_html()
    if shell is None:
        return Response("The frontend is not built yet: run `make build`.", 503)
    html = TITLE.sub(lambda _: f"<title>{escape(title)}</title>", shell, count=1)
    if 'name="description"' in head:
        html = DESCRIPTION.sub("", html, count=1)  # the page's own replaces the default
    html = html.replace("</head>", f"{head}\n</head>", 1)
    html = html.replace(ROOT_DIV, f'<div id="root" data-server-rendered="true">{body}</div>', 1)
    response = Response(html, status=status, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/assets/<path:filename>")
def assets(filename: str):
    folder = _dist() / "assets"
    encoding = _precompressed_encoding(folder, filename)
    if encoding:
        mimetype = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        suffix = PRECOMPRESSED[encoding]
        response = send_from_directory(folder, filename + suffix, mimetype=mimetype)
        response.headers["Content-Encoding"] = encoding
    else:
        response = send_from_directory(folder, filename)
    response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
    response.vary.add("Accept-Encoding")
    return response


def _precompressed_encoding(folder: Path, filename: str) -> str | None:
    """The best build-time compressed copy (see frontend/scripts/precompress.mjs) the
    browser accepts."""
    for encoding, suffix in PRECOMPRESSED.items():
        if encoding in request.accept_encodings and (folder / (filename + suffix)).is_file():
            return encoding
    return None


@bp.get("/form-test")
def form_test():
    # Spec 2.1: replaces history and lands on the finder; a permanent redirect does both,
    # with or without JavaScript.
    return redirect("/ai-tool-finder", code=301)


@bp.get("/", defaults={"path": ""})
@bp.get("/<path:path>")
def page(path: str):
    if path.startswith("api/") or path == "api":
        abort(404)
    dist = _dist()
    if path.endswith("/"):
        return redirect("/" + path.rstrip("/"), code=301)
    public_file = safe_join(str(dist), path) if path else None
    if public_file and not path.startswith(PRIVATE_BUILD_FILES) and Path(public_file).is_file():
        return send_from_directory(dist, path, max_age=3600)
    if shell_html() is None:
        return Response("The frontend is not built yet: run `make build`.", 503)
    site = site_pages(dist)
    if site is None:  # a build without the prerender step (e.g. the dev server's)
        return _html(shell_html() or "", 200)
    prerendered = site.prerendered_file("/" + path)
    if prerendered:
        return _html(_with_site_url(prerendered), 200)
    if site.is_app_route("/" + path):
        return _html(shell_html() or "", 200)
    log.warning("404 for unknown path %s", "/" + path)
    return _html(_with_site_url(site.not_found_file()), 404)


def _html(html: str, status: int) -> Response:
    response = Response(html, status=status, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"
    return response


def _with_site_url(file: Path) -> str:
    return _filled(str(file), file.stat().st_mtime, current_app.config["SITE_URL"])


@lru_cache(maxsize=128)
def _filled(path: str, mtime: float, site_url: str) -> str:
    return Path(path).read_text(encoding="utf-8").replace("%SITE_URL%", site_url)
