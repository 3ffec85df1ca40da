"""Pipeline code reads configuration through here, so it needs an app context but never a
request (design convention 4)."""

from typing import Any

from flask import current_app, has_app_context


def setting(name: str, default: Any = None) -> Any:
    return current_app.config.get(name, default)


DEFAULT_COMPANY_NAME = "AI Consultancy"


def company_name() -> str:
    """COMPANY_NAME as configured, read when used: a rename needs no rebuild (issue 15)."""
    return (setting("COMPANY_NAME") if has_app_context() else None) or DEFAULT_COMPANY_NAME
