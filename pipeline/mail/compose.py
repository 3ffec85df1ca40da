"""Compose emails from template pairs (templates/email/<name>.html + .txt) and store them,
fully rendered, with an outbox entry for their delivery job (design convention 7)."""

from dataclasses import dataclass, field
from email.message import EmailMessage as MimeMessage
from email.utils import formatdate, make_msgid

from pipeline import queues
from pipeline.mail import addresses
from pipeline.mail.smtputf8 import policy_for, sending_form
from pipeline.mail.templating import render
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.settings import setting

DELIVER = "pipeline.mail.delivery.deliver"


@dataclass
class Attachment:
    filename: str
    content: bytes
    maintype: str = "application"
    subtype: str = "pdf"


@dataclass
class Draft:
    purpose: str
    template: str
    to_addr: str
    subject: str
    context: dict
    to_name: str | None = None
    reply_to: str | None = None
    marketing: bool = False
    headers: dict[str, str] = field(default_factory=dict)
    attachments: list[Attachment] = field(default_factory=list)


def single_line(value: str) -> str:
    """Header values must never carry CR/LF (header injection)."""
    return " ".join(value.split())


def build_mime(draft: Draft) -> MimeMessage:
    # UTF-8 headers only when an address needs them; the delivery then asks for SMTPUTF8.
    msg = MimeMessage(policy=policy_for(draft.to_addr, draft.reply_to))
    msg["From"] = setting("MAIL_FROM")
    to_name = single_line(draft.to_name) if draft.to_name else None
    msg["To"] = sending_form(draft.to_addr).header(to_name)
    msg["Subject"] = single_line(draft.subject)
    msg["Date"] = formatdate(localtime=False)
    msg["Message-ID"] = make_msgid(domain=setting("MAIL_DOMAIN", "localhost"))
    if draft.reply_to:
        msg["Reply-To"] = sending_form(draft.reply_to).header()
    for name, value in draft.headers.items():
        msg[name] = single_line(value)
    context = {"site_url": setting("SITE_URL"), **draft.context}
    msg.set_content(render(f"email/{draft.template}.txt", **context))
    msg.add_alternative(render(f"email/{draft.template}.html", **context), subtype="html")
    for att in draft.attachments:
        _attach(msg, att)
    return msg


def attach(draft: Draft, msg: MimeMessage, att: Attachment) -> None:
    """Add a file to a draft and to the message built from it, once the file exists: the
    finder's email is built while its PDF renders."""
    draft.attachments.append(att)
    _attach(msg, att)


def _attach(msg: MimeMessage, att: Attachment) -> None:
    msg.add_attachment(
        att.content, maintype=att.maintype, subtype=att.subtype, filename=att.filename
    )


def store_email(
    draft: Draft, submission_id: str | None, mime: MimeMessage | None = None, **state
) -> EmailMessage:
    """Store the rendered email in the current transaction, without a delivery job: what
    queue_email sends, or (with `status` and `last_error` in `state`) a message kept on
    the lead but never sent."""
    mime = mime if mime is not None else build_mime(draft)
    email = EmailMessage(
        submission_id=submission_id,
        purpose=draft.purpose,
        to_addr=draft.to_addr,
        to_key=addresses.mailbox_key(draft.to_addr),
        email_key=addresses.address_key(draft.to_addr),
        subject=str(mime["Subject"]),
        marketing=draft.marketing,
        # Fold at RFC 5322's 998, not 78: Python encodes any longer word (a List-Unsubscribe
        # URL) as an RFC 2047 encoded-word, which mail clients then can't use.
        message_bytes=mime.as_bytes(policy=mime.policy.clone(max_line_length=998)),
        **state,
    )
    db.session.add(email)
    db.session.flush()
    return email


def queue_email(
    draft: Draft, submission_id: str | None, mime: MimeMessage | None = None
) -> EmailMessage:
    """Store the rendered email and its delivery outbox entry in the current transaction.
    The caller commits and then calls queues.try_enqueue. Pass `mime` (built from `draft`
    by build_mime) to store exactly a message that was already checked."""
    email = store_email(draft, submission_id, mime)
    queues.add(DELIVER, email.id)
    return email


def emails_for(submission_id: str, purpose: str | None = None) -> list[EmailMessage]:
    query = db.select(EmailMessage).where(EmailMessage.submission_id == submission_id)
    if purpose is not None:
        query = query.where(EmailMessage.purpose == purpose)
    return list(db.session.scalars(query))


def hand_off(submission_id: str) -> None:
    """Send the submission's stored emails to the mail queue, those not already there
    (Redis down: the sweeper delivers them later)."""
    queues.enqueue_unqueued([e.id for e in emails_for(submission_id)])
