"""Reading JSON request bodies: a body nested deeper than any form needs is refused as
unreadable JSON, in the one place every endpoint's `request.get_json` goes through.

Python's parser raises RecursionError, not ValueError, at about 1,000 levels, and
`get_json(silent=True)` catches only ValueError: without this, 2,000 brackets were a 500
on every JSON endpoint, sign-in included. Bodies that parse but are still deep are refused
too, so nothing later (a schema, a JSON column, a log line) recurses through them."""

from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider

# The deepest body the API takes is an object holding a list of objects (a consent, a
# webhook's events, UTM fields): 32 leaves room for any form and none for an attack.
MAX_DEPTH = 32


class TooDeep(ValueError):
    """A ValueError, so `get_json` treats it as any other malformed body (silent: None;
    otherwise a 400 through `on_json_loading_failed`)."""


def _depth(value: Any) -> int:
    """How deeply containers nest in a parsed value, counted without recursion."""
    deepest, pending = 0, [(value, 1)]
    while pending:
        item, level = pending.pop()
        children = item.values() if isinstance(item, dict) else item
        if not isinstance(item, dict | list):
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            break
        pending.extend((child, level + 1) for child in children)
    return deepest


class BoundedJSONProvider(DefaultJSONProvider):
    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        try:
            value = super().loads(s, **kwargs)
        except RecursionError:
            raise TooDeep("The JSON body is nested too deeply.") from None
        if _depth(value) > MAX_DEPTH:
            raise TooDeep("The JSON body is nested too deeply.")
        return value


def init_json(app: Flask) -> None:
    app.json = BoundedJSONProvider(app)
