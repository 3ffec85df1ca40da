"""One SMTP connection for a batch of newsletter messages, with a hook at the one moment
that decides whether a message was sent: just before the end of its data.

A server accepts a message when it reads the final "." and answers 250. The hook runs after
the message's content has gone and before that ".", so the caller records the delivery as
sent in the database there: a worker killed before the hook's commit leaves a row a new
worker may safely send again (the server discards a message whose data never ended); one
killed after it leaves a row that says sent. Only between that commit and the server's
reading of the "." can a message be recorded sent yet not be (docs/newsletter.md: the one
window SMTP leaves). smtplib's data() sends content and "." in one call, so DATA is spoken
here with smtplib's own primitives. With no SMTP_URL the message is written to the outbox
folder, as every other email is."""

from __future__ import annotations

import re
import smtplib
from collections.abc import Callable
from pathlib import Path

from pipeline import mail

# RFC 5321 4.5.2: a line starting with "." gets one more.
LEADING_DOT = re.compile(rb"(?m)^\.")
# Enhanced status codes (RFC 3463) that say the address itself is bad or gone: 5.1.x
# (no such user, bad domain) and 5.2.1 (mailbox disabled). Other permanent failures (a
# message refused as spam, a policy) don't mean the address should never be mailed again.
BAD_ADDRESS = re.compile(rb"^5\.(1\.\d+|2\.1)\b")


class Failure(Exception):
    def __init__(self, code: int, text: bytes, stage: str):
        super().__init__(f"{code} {text.decode('utf-8', 'replace')[:200]} ({stage})")
        self.code = code
        self.text = text
        self.stage = stage

    @property
    def permanent(self) -> bool:
        return 500 <= self.code < 600

    @property
    def bad_address(self) -> bool:
        """A permanent failure that says no mail to this address can ever arrive."""
        return self.permanent and (self.stage == "RCPT" or bool(BAD_ADDRESS.match(self.text)))


class ServerTrouble(Exception):
    """The server refused the sender or went away: no fault of the recipient's."""


class Session:
    def __init__(self, url: str | None, outbox: Path):
        self.url = url
        self.outbox = outbox
        self.client: smtplib.SMTP | None = None

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def close(self) -> None:
        if self.client is not None:
            try:
                self.client.quit()
            except (smtplib.SMTPException, OSError):
                self.client.close()
            self.client = None

    def _drop(self) -> None:
        # Closing mid-DATA is how a client withdraws a message: it was never ended.
        if self.client is not None:
            self.client.close()
            self.client = None

    def _connected(self) -> smtplib.SMTP:
        if self.client is None:
            self.client = mail.smtp_connect(self.url)
        return self.client

    def send(
        self,
        message: bytes,
        from_addr: str,
        to_addr: str,
        before_end: Callable[[], None],
        name: str,
    ) -> None:
        """Send one message; `before_end()` runs just before its end of data (and may raise
        to withdraw it). Raises Failure for the server's refusal of this message,
        ServerTrouble (or an OSError) when nothing can be said about the recipient."""
        if not self.url:
            before_end()
            mail.write_eml(self.outbox, message, name)
            return
        client = self._connected()
        try:
            self._envelope(client, mail.envelope(from_addr, to_addr, message))
            client.send(self._content(message))
            try:
                before_end()
            except BaseException:
                self._drop()
                raise
            client.send(b".\r\n")
            code, text = client.getreply()
        except smtplib.SMTPServerDisconnected as exc:
            self.client = None
            raise ServerTrouble(str(exc)) from exc
        if code != 250:
            self._reset(client)
            raise Failure(code, text, "end of data")

    def _envelope(self, client: smtplib.SMTP, envelope: mail.Envelope) -> None:
        try:
            envelope.check(client)
        except mail.SmtpUtf8Missing as exc:
            # This reader's address, not the server, is the trouble: a permanent failure
            # of theirs (RFC 6531's 553 5.6.7), not one that marks the address bad.
            raise Failure(553, f"5.6.7 {exc}".encode(), "MAIL") from exc
        code, text = client.mail(envelope.from_addr, list(envelope.options))
        if code != 250:
            self._reset(client)
            raise ServerTrouble(f"MAIL FROM refused: {code} {text!r}")
        code, text = client.rcpt(envelope.to_addr)
        if code not in (250, 251):
            self._reset(client)
            raise Failure(code, text, "RCPT")
        client.putcmd("data")
        code, text = client.getreply()
        if code != 354:
            self._reset(client)
            raise Failure(code, text, "DATA")

    @staticmethod
    def _content(message: bytes) -> bytes:
        content = LEADING_DOT.sub(b"..", message)
        return content if content.endswith(b"\r\n") else content + b"\r\n"

    def _reset(self, client: smtplib.SMTP) -> None:
        try:
            client.rset()
        except (smtplib.SMTPException, OSError):
            self._drop()
