"""Pipeline code reads configuration through here, so it needs an app context but never a
request (design convention 4)."""

from typing import Any

from flask import current_app


def setting(name: str, default: Any = None) -> Any:
    return current_app.config.get(name, default)
