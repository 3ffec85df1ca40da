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
from pipeline.mail.smtputf8 import (
    Envelope,
    SmtpUtf8Missing,
    envelope,
    policy_for,
    sending_address,
    sending_form,
)
from pipeline.mail.suppression import is_suppressed, lift, suppress
from pipeline.mail.templating import TEMPLATES_DIR, render
from pipeline.mail.transport import connect as smtp_connect
from pipeline.mail.transport import write_eml

__all__ = [
    "Attachment",
    "DELIVER",
    "Envelope",
    "Draft",
    "SmtpUtf8Missing",
    "TEMPLATES_DIR",
    "address_key",
    "attach",
    "build_mime",
    "emails_for",
    "envelope",
    "hand_off",
    "is_suppressed",
    "lift",
    "mailbox_key",
    "normalise",
    "policy_for",
    "queue_capped",
    "queue_email",
    "render",
    "room_to_resend",
    "sending_address",
    "sending_form",
    "smtp_connect",
    "suppress",
    "write_eml",
]
