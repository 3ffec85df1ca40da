"""Hand a rendered message to SMTP_URL, or, with no SMTP_URL, write it to the outbox folder
as an .eml file (the embedded default, so the product runs with no mail server)."""

import os
import smtplib
import socket
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlparse

from pipeline.mail.smtputf8 import envelope
from pipeline.settings import setting


def send(message_bytes: bytes, from_addr: str, to_addr: str, name: str) -> None:
    url = setting("SMTP_URL")
    if url:
        _send_smtp(url, message_bytes, from_addr, to_addr)
    else:
        write_eml(Path(setting("MAIL_OUTBOX_DIR")), message_bytes, name)


def connect(url: str) -> smtplib.SMTP:
    """An open, greeted (and, as SMTP_URL says, encrypted and logged-in) connection to the
    server; the caller closes it. The newsletter sends a batch over one."""
    parts = urlparse(url)
    options = parse_qs(parts.query)
    host = parts.hostname or "127.0.0.1"
    timeout = float(options.get("timeout", ["10"])[0])
    if parts.scheme == "smtps":
        client: smtplib.SMTP = smtplib.SMTP_SSL(host, parts.port or 465, timeout=timeout)
    else:
        client = smtplib.SMTP(host, parts.port or 25, timeout=timeout)
    try:
        # No Nagle: a message's end of data (".") is a small write right after its content,
        # and held back for the server's delayed ACK it costs ~40 ms a message.
        client.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        client.ehlo_or_helo_if_needed()
        if options.get("starttls", ["0"])[0] in ("1", "true", "yes"):
            client.starttls()
            client.ehlo()
        if parts.username:
            client.login(unquote(parts.username), unquote(parts.password or ""))
    except BaseException:
        client.close()
        raise
    return client


def _send_smtp(url: str, message_bytes: bytes, from_addr: str, to_addr: str) -> None:
    sent_as = envelope(from_addr, to_addr, message_bytes)
    with connect(url) as client:
        sent_as.check(client)  # SmtpUtf8Missing: smtplib would only say it can't encode
        client.sendmail(
            sent_as.from_addr, [sent_as.to_addr], message_bytes, mail_options=sent_as.options
        )


def write_eml(folder: Path, message_bytes: bytes, name: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / f"{name}.eml"
    tmp = folder / f".{name}.eml.tmp"
    tmp.write_bytes(message_bytes)
    os.replace(tmp, final)  # atomic: a reader never sees half a message
