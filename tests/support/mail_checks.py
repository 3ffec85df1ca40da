"""What every email carrying visitor text must look like: the HTML part shows the escaped
text (never the raw markup), the text part the literal text, and headers stay one line
each with no extra headers smuggled in."""

import re
from email.message import EmailMessage

from markupsafe import escape

INJECTED_HEADERS = ("Bcc", "X-Evil")


def messages_about(messages: list[EmailMessage], address: str) -> list[EmailMessage]:
    """The emails to, replying to, or (for the sales inbox) naming this submitter."""
    found = []
    for message in messages:
        heads = f"{message['To']} {message['Reply-To'] or ''}"
        if address in heads or address in text_of(message):
            found.append(message)
    return found


def html_of(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("html",)).get_content()


def text_of(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def link_in(message: EmailMessage, path: str) -> str:
    """The signed link to `path` in the email's text part."""
    match = re.search(rf"(https?://\S+{re.escape(path)}\?token=[\w.\-]+)", text_of(message))
    assert match, f"no {path} link in:\n{text_of(message)}"
    return match.group(1)


def assert_headers_safe(message: EmailMessage) -> None:
    for name in INJECTED_HEADERS:
        assert name not in message, f"injected header {name}: {message[name]!r}"
    for name, value in message.items():
        assert "\r" not in str(value) and "\n" not in str(value), (name, value)


def assert_shown_as_text(messages: list[EmailMessage], value: str) -> None:
    """`value` appears escaped in some HTML part and literally in some text part; if it is
    markup, never raw in any HTML part."""
    assert messages, "no email for this submission"
    for message in messages:
        assert_headers_safe(message)
        if "<" in value:
            assert value not in html_of(message), message["Subject"]
    assert any(str(escape(value)) in html_of(m) for m in messages), value
    assert any(value in text_of(m) for m in messages), value
