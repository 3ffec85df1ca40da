"""Serve the built React app: hashed assets cached for a year, everything else revalidated,
and the app shell for client-side routes. `render_page` puts a page the server renders from
live data (the blog) into the site's frame, `render_shell` a body into the bare shell. Every page
from the build carries the site's public details as configured now (web/public_details.py)."""

import logging
import mimetypes
import re
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, redirect, request, send_from_directory
from markupsafe import Markup, escape
from werkzeug.security import safe_join

from web.pages.site import site_pages
from web.public_details import values_from, with_public_details
from web.redirect_paths import same_site_redirect

log = logging.getLogger(__name__)

bp = Blueprint("frontend", __name__)

ONE_YEAR = 365 * 24 * 3600
PRECOMPRESSED = {"br": ".br", "gzip": ".gz"}  # in order of preference
TITLE = re.compile(r"<title>.*?</title>", re.S)
ROOT_DIV = '<div id="root"></div>'
SERVER_SLOT = '<div data-server-body="true"></div>'  # written by entry-server.tsx renderFrame
DESCRIPTION = re.compile(r'<meta\s+name="description"[^>]*>', re.S)
# Build outputs that are served through `page`, never as raw files.
PRIVATE_BUILD_FILES = ("pages/", "routes.json", "index.html")
# Pages rendered only in the browser (the bare shell) are blank without JavaScript: say so.
NEEDS_JAVASCRIPT = (
    '<noscript><p style="padding:2rem 1rem;text-align:center">This page needs JavaScript, '
    "which is turned off in your browser. Turn it on, or email us at "
    '<a href="mailto:%CONTACT_EMAIL%">%CONTACT_EMAIL%</a>.</p></noscript>'
)


def _dist() -> Path:
    return Path(current_app.config["FRONTEND_DIST"])


@lru_cache(maxsize=128)
def _served(path: str, mtime: float, values: tuple[tuple[str, str], ...], extra: str) -> str:
    html = Path(path).read_text(encoding="utf-8")
    if extra:
        html = html.replace(ROOT_DIV, ROOT_DIV + extra, 1)
    return with_public_details(html, dict(values))


def _built_page(file: Path, extra: str = "") -> str:
    """A page of the build as served now (mtime: a rebuild is picked up without a restart)."""
    values = tuple(values_from(current_app.config).items())
    return _served(str(file), file.stat().st_mtime, values, extra)


def shell_html() -> str | None:
    index = _dist() / "index.html"
    if not index.is_file():
        return None
    return _built_page(index)


def _app_shell() -> str:
    return _built_page(_dist() / "index.html", NEEDS_JAVASCRIPT)


def render_shell(title: str, head: str = "", body: str = "", status: int = 200) -> Response:
    """The app shell with a server-side <title>, extra <head> markup and pre-rendered body.
    Callers pass escaped or sanitised HTML only; the client app replaces the body on load."""
    shell = shell_html()
    if shell is None:
        return Response("The frontend is not built yet: run `make build`.", 503)
    html = shell.replace(ROOT_DIV, f'<div id="root" data-server-rendered="true">{body}</div>', 1)
    return _html(_with_head(html, title, head), status)


def _server_page() -> str | None:
    site = site_pages(_dist())
    file = site.server_page_file() if site else None
    return _built_page(file) if file and file.is_file() else None


def server_part(name: str) -> Markup | None:
    """One of the app's components as the build rendered it for the server's own pages
    (frontend/src/app/entry-server.tsx renderServerParts), with the site's public details;
    None for a build without it."""
    site = site_pages(_dist())
    file = site.server_part_file(name) if site else None
    return Markup(_built_page(file)) if file and file.is_file() else None  # noqa: S704 (our build)


def render_page(title: str, head: str, body: str, status: int = 200, *, part: str) -> Response:
    """A page the server renders from live data: `body` between the site's header and footer,
    in the document the app hydrates like a prerendered page's (frontend/scripts/
    prerender.mjs), the stylesheet inline. The app keeps `body` as served (its route's
    PrerenderedHtml named `part`) until the visitor uses it or moves on. A build without
    that document (the dev server's) gets the bare shell, whose body the app replaces.
    Callers pass escaped or sanitised HTML only."""
    page = _server_page()
    if page is None:
        return render_shell(title, head, body, status)
    html = page.replace(SERVER_SLOT, f'<div data-prerendered-html="{escape(part)}">{body}</div>', 1)
    return _html(_with_head(html, title, head), status)


def _with_head(html: str, title: str, head: str) -> str:
    html = TITLE.sub(lambda _: f"<title>{escape(title)}</title>", html, count=1)
    if 'name="description"' in head:
        html = DESCRIPTION.sub("", html, count=1)  # the page's own replaces the default
    return html.replace("</head>", f"{head}\n</head>", 1)


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
        target = same_site_redirect(_requested_path())
        if target is None:
            log.warning("404 for a path that could redirect off-site: %r", _requested_path())
            return _not_found(dist)
        return redirect(target, code=301)
    public_file = safe_join(str(dist), path) if path else None
    if public_file and not path.startswith(PRIVATE_BUILD_FILES) and Path(public_file).is_file():
        return send_from_directory(dist, path, max_age=3600)
    if shell_html() is None:
        return Response("The frontend is not built yet: run `make build`.", 503)
    site = site_pages(dist)
    if site is None:  # a build without the prerender step (e.g. the dev server's)
        return _html(_app_shell(), 200)
    prerendered = site.prerendered_file("/" + path)
    if prerendered:
        return _html(_built_page(prerendered), 200)
    if site.is_app_route("/" + path):
        return _html(_app_shell(), 200)
    log.warning("404 for unknown path %r", "/" + path)  # %r: no line breaks into the log
    return _not_found(dist)


def _requested_path() -> str:
    """The path as requested: request.path and the router have both dropped doubled leading
    slashes, which are what make a path another host's."""
    raw = request.environ.get("PATH_INFO", "")
    return raw.encode("latin-1", "replace").decode("utf-8", "replace")  # PEP 3333 strings


def _not_found(dist: Path) -> Response:
    site = site_pages(dist)
    if site is None or shell_html() is None:
        return Response("Not found.", 404, mimetype="text/plain")
    return _html(_built_page(site.not_found_file()), 404)


def _html(html: str, status: int) -> Response:
    response = Response(html, status=status, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"
    return response
