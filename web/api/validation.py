"""Read a JSON body and validate it with a marshmallow schema, turning every failure into
a 400 with field-level messages (the spec's wording where it has one)."""

from flask import request
from marshmallow import Schema, ValidationError

from web.errors import ApiError


def _first_messages(messages: dict) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for name, value in messages.items():
        if isinstance(value, dict):
            value = [m for sub in value.values() for m in (sub if isinstance(sub, list) else [sub])]
        fields[name] = [str(m) for m in (value if isinstance(value, list) else [value])]
    return fields


def load_json(schema: Schema) -> dict:
    payload = request.get_json(silent=True)
    if not isinstance(payload, dict):
        raise ApiError(400, "Request body must be a JSON object.", "bad_request")
    try:
        return schema.load(payload)
    except ValidationError as exc:
        fields = _first_messages(exc.messages if isinstance(exc.messages, dict) else {})
        raise ApiError(
            400, "Please check the highlighted fields.", "validation_error", fields
        ) from None
