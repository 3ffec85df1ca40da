"""GET /blog/preview/<token>: a draft (or scheduled) post shown as its article page, from a
signed, expiring link an editor shares (pipeline.blog.posts.preview_token). Nothing is
published: the public API and pages still refuse the post.

The page is the blog's own server-side article rendering (web.pages.blog article_html) in the
site shell, minus the app's script: the React article page would ask the public API for the
post and, rightly, be told it doesn't exist."""

import re

from flask import Blueprint, Response
from markupsafe import Markup, escape

from pipeline import blog
from pipeline.blog import sanitize_html
from web.pages import blog as blog_pages
from web.pages.frontend import render_shell

bp = Blueprint("admin_preview", __name__)

APP_SCRIPTS = re.compile(
    r'<script type="module"[^>]*></script>|<link rel="modulepreload"[^>]*>', re.S
)
EXPIRED_TITLE = "Preview link expired"
EXPIRED_MESSAGE = (
    "This preview link is invalid or has expired. Ask the editor for a new one "
    "(Preview in the post editor)."
)
BANNER = (
    '<div role="note" style="background:#fef3c7;color:#78350f;padding:12px 16px;'
    'text-align:center;font:600 14px/1.4 system-ui,sans-serif;">Preview: {status}. '
    "Visitors can't see this post until it is published.</div>"
)


def _static(response: Response) -> Response:
    response.set_data(APP_SCRIPTS.sub("", response.get_data(as_text=True)))
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Robots-Tag"] = "noindex, nofollow"
    response.headers["Referrer-Policy"] = "no-referrer"  # keep the token out of Referer
    return response


@bp.get("/blog/preview/<token>")
def preview(token: str):
    head = '<meta name="robots" content="noindex, nofollow" />'
    post = blog.post_for_preview(token)
    if post is None:
        body = blog_pages.not_found_html(EXPIRED_MESSAGE)
        return _static(render_shell(EXPIRED_TITLE, head, body, 404))
    status = blog.display_status(post)
    article = blog_pages.article_html(
        post,
        Markup(sanitize_html(post.content)),  # noqa: S704 (sanitised by nh3)
    )
    banner = BANNER.format(status=escape(status))
    title = f"Preview: {post.seo_title or post.title} | {blog_pages.feed_title()}"
    return _static(render_shell(title, head, banner + article))
