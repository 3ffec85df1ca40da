"""Which page paths are the site's own (issue 33, item 7: what funnel events may count).

The public routes of the frontend's route table, shared with the server through the build's
frontend/dist/routes.json (`appRoutes`, written by frontend/scripts/prerender.mjs from
src/app/full-route-table.ts, read by web/pages/site.py): a static route as written, every
prerendered page (the /services/<slug> pages, which leave appRoutes as a parameter route),
`/blog/:slug` only for a post that is published now and `/newsletter/issues/:slug` only for
an issue that was sent. Admin routes are never a visitor's page, and no other parameter is
accepted: a free segment is where an address or a token would go (/book/manage/<token>).
Without a build (an API-only development server) no path is the site's: nothing is counted."""

from pathlib import Path

from flask import current_app

from pipeline import blog, newsletter
from web.pages.site import site_pages

# A published item's page: the route, and whether a slug names one a visitor can read now.
PUBLISHED = (
    ("/blog/:slug", lambda slug: blog.get_post(slug) is not None),
    ("/newsletter/issues/:slug", lambda slug: newsletter.archived_issue(slug) is not None),
)
PRIVATE_PREFIX = "/admin"


def is_site_page(path: str) -> bool:
    site = site_pages(Path(current_app.config["FRONTEND_DIST"]))
    if site is None:
        return False
    public = [r for r in site.app_route_table if not r.startswith(PRIVATE_PREFIX)]
    if path in public and ":" not in path and "*" not in path:
        return True
    if path in site.prerendered and not path.startswith(PRIVATE_PREFIX):
        return True
    for route, readable in PUBLISHED:
        prefix = route.removesuffix(":slug")
        if route in public and path.startswith(prefix):
            slug = path.removeprefix(prefix)
            return bool(slug) and "/" not in slug and readable(slug)
    return False
