"""GET /metrics in Prometheus' text format, for signed-in admins or a scraper presenting
`Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Values are read at scrape time
by pipeline.ops.metrics.StateCollector."""

import hmac

from flask import Blueprint, Response, current_app, request
from flask_login import current_user
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

from pipeline.ops import StateCollector
from web.errors import error_response
from web.roles import allowed

bp = Blueprint("metrics", __name__)


def _bearer_ok() -> bool:
    token = current_app.config.get("METRICS_TOKEN") or ""
    header = request.headers.get("Authorization", "")
    scheme, _, presented = header.partition(" ")
    if not token or scheme.lower() != "bearer" or not presented:
        return False
    return hmac.compare_digest(presented.strip().encode(), token.encode())


def _admin_signed_in() -> bool:
    return current_user.is_authenticated and allowed(current_user.role, "jobs")


@bp.get("/metrics")
def metrics():
    if not (_bearer_ok() or _admin_signed_in()):
        response, status = error_response(
            401, "Sign in as an admin or send the metrics bearer token.", "unauthenticated"
        )
        response.headers["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response, status
    registry = CollectorRegistry(auto_describe=False)
    registry.register(StateCollector())
    return Response(
        generate_latest(registry),
        mimetype=CONTENT_TYPE_LATEST.split(";")[0],
        headers={"Cache-Control": "no-store", "Content-Type": CONTENT_TYPE_LATEST},
    )
