"""Sign-ups to our lists (guide, early access, newsletter): intake, the job,
confirmation tokens and the guide PDF. What web/ may call."""

import importlib

from pipeline.signups.lists import LISTS
from pipeline.signups.subscribe import UnknownConsentVersion, confirm, receive
from pipeline.signups.tokens import InvalidToken
from pipeline.signups.tokens import link as token_link
from pipeline.signups.tokens import read as read_token

# WeasyPrint is heavy: these load on first use, so the web process never imports it.
# `process` answers the job path stored before this package existed (queues.MOVED_PATHS).
_LAZY = {
    "FILENAME": ("pipeline.signups.guide_pdf", "FILENAME"),
    "cached_pdf": ("pipeline.signups.guide_pdf", "cached_pdf"),
    "process": ("pipeline.signups.subscribe", "process"),
}


def __getattr__(name: str):
    if name in _LAZY:
        module, attr = _LAZY[name]
        return getattr(importlib.import_module(module), attr)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "FILENAME",
    "InvalidToken",
    "LISTS",
    "UnknownConsentVersion",
    "cached_pdf",
    "confirm",
    "read_token",
    "receive",
    "token_link",
]
