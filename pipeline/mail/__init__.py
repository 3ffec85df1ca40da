"""Email: composing from templates, the per-recipient limit, delivery over SMTP and
unsubscribes. What the other features and web/ may call."""

from pipeline.mail.addresses import normalise
from pipeline.mail.compose import (
    DELIVER,
    Attachment,
    Draft,
    attach,
    build_mime,
    emails_for,
    hand_off,
    queue_email,
)
from pipeline.mail.limits import queue_capped
from pipeline.mail.templating import TEMPLATES_DIR, render
from pipeline.mail.unsubscribe import (
    PAGE_PATH,
    is_suppressed,
    lift,
    page_url,
)
from pipeline.mail.unsubscribe import (
    headers as unsubscribe_headers,
)
from pipeline.mail.unsubscribe import (
    unsubscribe as unsubscribe_signup,
)

__all__ = [
    "Attachment",
    "DELIVER",
    "Draft",
    "PAGE_PATH",
    "TEMPLATES_DIR",
    "attach",
    "build_mime",
    "emails_for",
    "hand_off",
    "is_suppressed",
    "lift",
    "normalise",
    "page_url",
    "queue_capped",
    "queue_email",
    "render",
    "unsubscribe_headers",
    "unsubscribe_signup",
]
