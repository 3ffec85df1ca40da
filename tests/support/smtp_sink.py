"""A real SMTP server (aiosmtpd) on loopback that keeps every message it receives. It offers
SMTPUTF8 as most real servers do, so mail to `ÉLODIE.DUPONT@…` can be delivered; one made
with smtputf8=False is the older server that can't take it."""

import socket
import threading
from email import message_from_bytes, policy
from email.message import EmailMessage

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Collector:
    def __init__(self):
        self.messages: list[EmailMessage] = []
        # Each message's envelope as the server read it: MAIL FROM, RCPT TOs, MAIL options.
        self.envelopes: list[tuple[str, list[str], list[str]]] = []
        self.lock = threading.Lock()
        # address -> the reply to its RCPT TO ("550 5.1.1 ...", "451 4.3.0 ..."): a server
        # refusing one recipient, for good or for now (SmtpSink.answer).
        self.answers: dict[str, str] = {}

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):  # noqa: N802
        answer = self.answers.get(address.lower())
        if answer:
            return answer
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 (aiosmtpd's hook name)
        message = message_from_bytes(envelope.content, policy=policy.default)
        with self.lock:
            self.messages.append(message)
            self.envelopes.append(
                (envelope.mail_from, list(envelope.rcpt_tos), list(envelope.mail_options))
            )
        return "250 Message accepted for delivery"


class SmtpSink:
    def __init__(self, smtputf8: bool = True):
        self.port = free_port()
        self.smtputf8 = smtputf8
        self._collector = _Collector()
        self._controller: Controller | None = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}?timeout=5"

    @property
    def messages(self) -> list[EmailMessage]:
        with self._collector.lock:
            return list(self._collector.messages)

    @property
    def envelopes(self) -> list[tuple[str, list[str], list[str]]]:
        with self._collector.lock:
            return list(self._collector.envelopes)

    def answer(self, address: str, reply: str | None) -> None:
        """Refuse RCPT TO `address` with `reply` from now on (None: accept it again)."""
        with self._collector.lock:
            if reply is None:
                self._collector.answers.pop(address.lower(), None)
            else:
                self._collector.answers[address.lower()] = reply

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if address in str(m["To"])]

    def start(self) -> "SmtpSink":
        self._controller = Controller(
            self._collector, hostname="127.0.0.1", port=self.port, enable_SMTPUTF8=self.smtputf8
        )
        self._controller.start()
        return self

    def stop(self) -> None:
        if self._controller:
            self._controller.stop()
            self._controller = None

    def wait_for(
        self, address: str, count: int = 1, timeout: float = 20.0, subject: str | None = None
    ) -> list[EmailMessage]:
        """Messages to `address` (with `subject`, if given), once at least `count` have
        arrived: the worker delivers asynchronously."""
        import time

        def matching() -> list[EmailMessage]:
            found = self.to(address)
            return [m for m in found if subject is None or m["Subject"] == subject]

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = matching()
            if len(found) >= count:
                return found
            time.sleep(0.1)
        raise AssertionError(f"expected {count} email(s) to {address}, got {len(matching())}")
