"""Which page paths are the site's own (issue 33, item 7: what funnel events may count).

The public routes of the frontend's route table, shared with the server through the build's
frontend/dist/routes.json (`appRoutes`, written by frontend/scripts/prerender.mjs from
src/app/full-route-table.ts, read by web/pages/site.py): a static route as written, and
`/blog/:slug` only for a post that is published now. Admin routes are never a visitor's page,
and no other parameter is accepted: a free segment is where an address or an id would go.
Without a build (an API-only development server) no path is the site's: nothing is counted."""

from pathlib import Path

from flask import current_app

from pipeline import blog
from web.pages.site import site_pages

BLOG_POST = "/blog/:slug"
BLOG_PREFIX = "/blog/"
PRIVATE_PREFIX = "/admin"


def is_site_page(path: str) -> bool:
    site = site_pages(Path(current_app.config["FRONTEND_DIST"]))
    if site is None:
        return False
    public = [r for r in site.app_route_table if not r.startswith(PRIVATE_PREFIX)]
    if path in public and ":" not in path and "*" not in path:
        return True
    if BLOG_POST in public and path.startswith(BLOG_PREFIX):
        slug = path.removeprefix(BLOG_PREFIX)
        return bool(slug) and "/" not in slug and blog.get_post(slug) is not None
    return False
