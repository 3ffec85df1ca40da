"""GET /api/openapi.json: an OpenAPI 3 description of the public and admin JSON API.

Request bodies come from the endpoints' own marshmallow schemas through apispec's
MarshmallowPlugin, so the document cannot drift from what the server validates; the few
endpoints without a schema class are described by hand in web/openapi_paths.py (public and
account), web/openapi_admin_paths.py (admin) and web/openapi_overview_paths.py (the
owner's overview, with its answers' full shape), web/openapi_retention_paths.py (the
retention schedule), web/openapi_finder_paths.py (the finder's status and results),
web/openapi_newsletter_paths.py (the newsletter), web/openapi_booking_paths.py (discovery
calls), web/openapi_bookings_paths.py (sales' actions on a call), web/openapi_calendar_paths.py
(the salespeople's own calendars). The
schemathesis fuzz tests (tests/fuzz/) load this same document."""

from functools import cache

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Blueprint, jsonify

from web.api import forms
from web.openapi_admin_paths import ADMIN, WEBHOOKS
from web.openapi_booking_paths import BOOKING_PATHS
from web.openapi_bookings_paths import BOOKINGS_PATHS
from web.openapi_calendar_paths import CALENDAR_PATHS
from web.openapi_finder_paths import FINDER_PATHS
from web.openapi_newsletter_paths import NEWSLETTER_PATHS
from web.openapi_overview_paths import OVERVIEW_PATHS
from web.openapi_paths import ACCOUNT, PUBLIC, Operation
from web.openapi_retention_paths import RETENTION_PATHS

PATHS = PUBLIC + FINDER_PATHS + ACCOUNT + ADMIN + OVERVIEW_PATHS + RETENTION_PATHS + WEBHOOKS
PATHS += NEWSLETTER_PATHS + BOOKING_PATHS + BOOKINGS_PATHS + CALENDAR_PATHS

bp = Blueprint("openapi", __name__)

ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {
                "code": {"type": "string"},
                "message": {"type": "string"},
                # field name -> its messages, shown next to the field by the forms
                "fields": {
                    "type": "object",
                    "additionalProperties": {"type": "array", "items": {"type": "string"}},
                },
            },
        }
    },
}
ACCEPTED = {
    "type": "object",
    "required": ["id", "status", "status_url"],
    "properties": {
        "id": {"type": "string"},
        "status": {"type": "string"},
        "status_url": {"type": "string"},
    },
}
ERROR_TEXT = {
    400: "Invalid input: field messages in error.fields",
    401: "Not signed in",
    403: "Signed in without a role for this area",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflicts with the current state",
    410: "The link has expired",
    413: "Request body too large",
    429: "Rate limited",
    503: "A backing service (database, Redis, the upload store) is unavailable",
}
# Every JSON endpoint can answer these: bad input, wrong method, oversized body, rate limit,
# database down.
COMMON_ERRORS = (400, 405, 413, 429, 503)
ADMIN_ERRORS = (401, 403)


def _schema_name(schema) -> str:
    # Two modules both define SignupSchema/TokenSchema: qualify by module to keep them apart.
    cls = schema if isinstance(schema, type) else type(schema)
    module = cls.__module__.rsplit(".", 1)[-1].title().replace("_", "")
    return module + cls.__name__.removesuffix("Schema")


def _text_attributes(self, field, ret):
    """Carry the project's Text/OptionList limits into the document so generated examples
    look like real input, which is what reaches the deeper code paths."""
    if isinstance(field, forms.Text):
        ret["maxLength"] = field.max_length
        if field.required_message:
            ret["minLength"] = 1
    elif isinstance(field, forms.Email):
        ret["format"] = "email"
        ret["maxLength"] = 254
    ids = getattr(field, "ids", None)
    if isinstance(field, forms.Choice):
        ret.update(type="string", enum=[*field.ids, ""], nullable=True)
    elif isinstance(ids, tuple):  # web.api.public.finder.OptionList
        ret.update(type="array", items={"type": "string", "enum": list(ids)}, minItems=1)
    return ret


def _responses(op: Operation) -> dict:
    status, schema, media = op.ok
    ok: dict = {"description": op.ok_text or "Success"}
    if status == 202 and schema is None:
        ok["content"] = {"application/json": {"schema": {"$ref": "#/components/schemas/Accepted"}}}
    elif media == "application/json":
        ok["content"] = {media: {"schema": schema or {"type": "object"}}}
    elif media:
        ok["content"] = {media: {"schema": {"type": "string", "format": "binary"}}}
    for other in op.also_media:
        ok.setdefault("content", {})[other] = {"schema": {"type": "string"}}
    responses = {str(status): ok}
    responses.update({str(code): {"description": text} for code, text in op.extra.items()})
    errors = set(COMMON_ERRORS) | set(op.errors)
    if op.admin:
        errors |= set(ADMIN_ERRORS)
    if "{" in op.path:
        errors.add(404)
    for code in sorted(errors):
        responses[str(code)] = {
            "description": ERROR_TEXT[code],
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
        }
    return responses


def _operation(op: Operation) -> dict:
    operation: dict = {
        "summary": op.summary,
        "operationId": f"{op.method}{op.path.replace('/', '_').replace('{', '').replace('}', '')}",
        "tags": ["admin" if op.admin else "public"],
        "responses": _responses(op),
    }
    params = [
        {"name": name, "in": "path", "required": True, "schema": schema}
        for name, schema in op.path_params.items()
    ] + [{"name": name, "in": "query", "schema": schema} for name, schema in op.query.items()]
    if params:
        operation["parameters"] = params
    if op.body is not None:
        # A marshmallow Schema class here is turned into a $ref by the MarshmallowPlugin.
        content = {op.body_media: {"schema": op.body}}
        operation["requestBody"] = {"required": True, "content": content}
    if op.admin:
        operation["security"] = [{"session": [], "csrf": []}]
    return operation


@cache
def build_document() -> dict:
    plugin = MarshmallowPlugin(schema_name_resolver=_schema_name)
    spec = APISpec(
        title="AI Consultancy site API",
        version="1.0.0",
        openapi_version="3.0.3",
        plugins=[plugin],
        info={
            "description": "Public form endpoints follow the submission contract: 202 with "
            '{id, status, status_url}; errors are {"error": {code, message, fields}}.\n\n'
            "Timing (every public form): " + forms.TIMING_RULE
        },
    )
    plugin.converter.add_attribute_function(_text_attributes)
    spec.components.schema("Error", ERROR)
    spec.components.schema("Accepted", ACCEPTED)
    spec.components.security_scheme(
        "session", {"type": "apiKey", "in": "cookie", "name": "session"}
    )
    spec.components.security_scheme(
        "csrf", {"type": "apiKey", "in": "header", "name": "X-CSRFToken"}
    )
    by_path: dict[str, dict] = {}
    for op in PATHS:
        by_path.setdefault(op.path, {})[op.method] = _operation(op)
    for path, operations in by_path.items():
        spec.path(path=path, operations=operations)
    return spec.to_dict()


@bp.get("/api/openapi.json")
def document():
    return jsonify(build_document())
