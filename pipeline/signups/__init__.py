"""Sign-ups to our lists (guide, early access, newsletter): intake, the job,
confirmation tokens, unsubscribing and the guide PDF. What web/ may call."""

from pipeline import lazy_attributes
from pipeline.signups.consent_wording import wording_for
from pipeline.signups.lists import LISTS
from pipeline.signups.subscribe import UnknownConsentVersion, confirm, receive
from pipeline.signups.tokens import InvalidToken
from pipeline.signups.tokens import link as token_link
from pipeline.signups.tokens import read as read_token
from pipeline.signups.unsubscribe import PAGE_PATH as UNSUBSCRIBE_PAGE_PATH
from pipeline.signups.unsubscribe import headers as unsubscribe_headers
from pipeline.signups.unsubscribe import page_url as unsubscribe_url
from pipeline.signups.unsubscribe import unsubscribe as unsubscribe_signup

# WeasyPrint is heavy: these load on first use, so the web process never imports it.
# `process` answers the job path stored before this package existed (queues.MOVED_PATHS).
_LAZY = {
    "FILENAME": ("pipeline.signups.guide_pdf", "FILENAME"),
    "cached_pdf": ("pipeline.signups.guide_pdf", "cached_pdf"),
    "process": ("pipeline.signups.subscribe", "process"),
}

__getattr__ = lazy_attributes(__name__, _LAZY)


__all__ = [
    "FILENAME",
    "InvalidToken",
    "LISTS",
    "UNSUBSCRIBE_PAGE_PATH",
    "UnknownConsentVersion",
    "cached_pdf",
    "confirm",
    "read_token",
    "receive",
    "token_link",
    "unsubscribe_headers",
    "unsubscribe_signup",
    "unsubscribe_url",
    "wording_for",
]
