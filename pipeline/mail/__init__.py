"""Email: composing from templates, the per-recipient limit, delivery over SMTP and
the suppression list. What the other features and web/ may call."""

from pipeline.mail.addresses import address_key, mailbox_key, normalise
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
from pipeline.mail.limits import queue_capped, room_to_resend
from pipeline.mail.suppression import is_suppressed, lift, suppress
from pipeline.mail.templating import TEMPLATES_DIR, render
from pipeline.mail.transport import connect as smtp_connect
from pipeline.mail.transport import write_eml

__all__ = [
    "Attachment",
    "DELIVER",
    "Draft",
    "TEMPLATES_DIR",
    "address_key",
    "attach",
    "build_mime",
    "emails_for",
    "hand_off",
    "is_suppressed",
    "lift",
    "mailbox_key",
    "normalise",
    "queue_capped",
    "queue_email",
    "render",
    "room_to_resend",
    "smtp_connect",
    "suppress",
    "write_eml",
]
