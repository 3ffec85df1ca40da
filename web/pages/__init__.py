"""Pages served as HTML: the built React site with its prerendered pages and the site's
details filled in (frontend.py, site.py), the server-rendered blog, feed and sitemap,
admin previews of drafts, and robots.txt."""

from flask import Blueprint


def blueprints() -> list[Blueprint]:
    """The frontend's catch-all page route comes last, so server-rendered pages win."""
    from web.pages import admin_preview, blog, booking, frontend, newsletter, robots, sitemap

    return [
        blog.bp,
        newsletter.bp,
        booking.bp,
        sitemap.bp,
        admin_preview.bp,
        robots.bp,
        frontend.bp,
    ]
