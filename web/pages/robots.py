"""/robots.txt, pointing crawlers at the sitemap and away from private areas."""

from flask import Blueprint, Response, current_app

bp = Blueprint("robots", __name__)


@bp.get("/robots.txt")
def robots() -> Response:
    site = current_app.config["SITE_URL"]
    body = "\n".join(
        [
            "User-agent: *",
            "Disallow: /admin",
            "Disallow: /api/",
            "Allow: /",
            f"Sitemap: {site}/sitemap.xml",
            "",
        ]
    )
    return Response(body, mimetype="text/plain")
