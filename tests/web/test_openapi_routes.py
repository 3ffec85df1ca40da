"""OpenAPI cannot drift (issue 17, item 5): every /api route the app serves is in the
document at GET /api/openapi.json with exactly its methods, and the document describes
nothing the app does not serve."""

import re

from werkzeug.routing import Map, Rule

# /api rules that are deliberately not API operations, with the reason.
UNDOCUMENTED_ENDPOINTS = {
    "openapi.document",  # /api/openapi.json: the document itself
    "unknown_api_route",  # /api/<path:rest>: the JSON 404/405 catch-all (web/errors.py)
}
# Flask adds these to every rule on its own; the document lists the methods views handle.
AUTOMATIC_METHODS = {"HEAD", "OPTIONS"}
HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
CONVERTER = re.compile(r"<(?:[^<>:]+:)?([^<>]+)>")  # <int(max=...):post_id> or <slug>


def openapi_path(rule: str) -> str:
    """A Flask rule as an OpenAPI path template: /posts/<int:post_id> -> /posts/{post_id}."""
    return CONVERTER.sub(r"{\1}", rule)


def route_operations(url_map: Map, skip_endpoints=UNDOCUMENTED_ENDPOINTS) -> set:
    """(path, method) for every /api rule of the map, methods lower-case as in OpenAPI."""
    return {
        (openapi_path(rule.rule), method.lower())
        for rule in url_map.iter_rules()
        if rule.rule.startswith("/api") and rule.endpoint not in skip_endpoints
        for method in (rule.methods or set()) - AUTOMATIC_METHODS
    }


def document_operations(document: dict) -> set:
    """(path, method) for every operation of an OpenAPI document (path-level keys such as
    `parameters` are not operations)."""
    return {
        (path, method)
        for path, item in document.get("paths", {}).items()
        for method in item
        if method in HTTP_METHODS
    }


def drift(routes: set, documented: set) -> tuple[list, list]:
    """(served but undocumented, documented but not served), each sorted."""
    return sorted(routes - documented), sorted(documented - routes)


def drift_message(missing: list, extra: list) -> str:
    lines = ["/api/openapi.json does not match app.url_map."]
    if missing:
        lines.append("Routes missing from the document (add them to web/openapi_*paths.py):")
        lines += [f"  {method.upper()} {path}" for path, method in missing]
    if extra:
        lines.append("Documented operations that are not routes:")
        lines += [f"  {method.upper()} {path}" for path, method in extra]
    return "\n".join(lines)


def test_openapi_document_lists_exactly_the_api_routes(app, client):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    routes = route_operations(app.url_map)
    assert len(routes) > 40  # the map really was read: a filter bug cannot pass vacuously

    missing, extra = drift(routes, document_operations(response.get_json()))

    assert not missing and not extra, drift_message(missing, extra)


def test_the_undocumented_exceptions_are_real_rules(app):
    # If one of these endpoints is renamed, the exclusion must not silently hide a new route.
    endpoints = {rule.endpoint for rule in app.url_map.iter_rules()}
    assert not UNDOCUMENTED_ENDPOINTS - endpoints, "excluded endpoints that no longer exist"


def test_the_check_reports_routes_and_operations_that_do_not_match():
    url_map = Map(
        [
            Rule("/api/things", endpoint="things.list", methods=["GET"]),
            Rule("/api/things/<int:thing_id>", endpoint="things.update", methods=["PUT"]),
            # fabricated: served, never documented
            Rule("/api/things/<int:thing_id>", endpoint="things.delete", methods=["DELETE"]),
            Rule("/api/secret/<token>", endpoint="secret.peek", methods=["GET"]),
            Rule("/healthz", endpoint="health", methods=["GET"]),  # not /api: out of scope
            Rule("/api/<path:rest>", endpoint="unknown_api_route", methods=["GET", "POST"]),
        ]
    )
    document = {
        "paths": {
            "/api/things": {"get": {}, "post": {}},  # fabricated: POST is not a route
            "/api/things/{thing_id}": {"parameters": [], "put": {}},
            "/api/gone": {"get": {}},  # fabricated: a path that is not a route
        }
    }

    routes = route_operations(url_map)
    assert ("/api/things/{thing_id}", "put") in routes
    assert not any(method in ("head", "options") for _, method in routes)
    missing, extra = drift(routes, document_operations(document))

    assert missing == [("/api/secret/{token}", "get"), ("/api/things/{thing_id}", "delete")]
    assert extra == [("/api/gone", "get"), ("/api/things", "post")]
    message = drift_message(missing, extra)
    assert "DELETE /api/things/{thing_id}" in message and "POST /api/things" in message
    assert "GET /api/gone" in message and "GET /api/secret/{token}" in message
