"""The form an address is sent in, and when a message needs SMTPUTF8 (RFC 6531).

The forms accept what email_validator accepts: a domain in Unicode (`müller@Bücher.de`) and
a local part in any script (`ÉLODIE.DUPONT@…`, `ＡＤＡ@…`). A domain has an ASCII spelling
every server and resolver understands, its IDNA (punycode) form, so it is always sent that
way. A local part has none: only the receiving server knows which mailbox it names, so it
is sent as typed, and a server may be given a non-ASCII one only when it offers SMTPUTF8,
in the envelope (MAIL FROM ... SMTPUTF8) and in UTF-8 headers (email.policy.SMTPUTF8) alike.
Python's SMTP policy would instead write an RFC 2047 encoded-word into the address, which
names no mailbox at all. Addresses are still stored as typed; this is only how they go."""

from __future__ import annotations

import re
import smtplib
from dataclasses import dataclass
from email.headerregistry import Address
from email.policy import SMTP, SMTPUTF8, EmailPolicy

from pipeline.models.address_key import idna_domain

OPTION = "SMTPUTF8"
# Where a message's header section ends: the first empty line.
HEADER_END = re.compile(rb"\r?\n\r?\n")


class SmtpUtf8Missing(Exception):
    """The server doesn't offer SMTPUTF8 and the message needs it: a permanent failure for
    this one message (no retry makes the server learn it), never for the connection."""


@dataclass(frozen=True)
class SendingForm:
    local: str
    domain: str

    @property
    def address(self) -> str:
        return f"{self.local}@{self.domain}" if self.domain else self.local

    @property
    def needs_smtputf8(self) -> bool:
        return not self.address.isascii()

    def header(self, display_name: str | None = None) -> Address:
        # username/domain rather than addr_spec: Address parses an addr_spec and refuses a
        # non-ASCII local part (NonASCIILocalPartDefect) even where SMTPUTF8 allows it.
        return Address(display_name=display_name or "", username=self.local, domain=self.domain)


def _ascii_domain(domain: str) -> str:
    if domain.isascii():
        return domain  # as typed: UTS-46 would also lower-case it, which changes nothing
    # Not a domain IDNA allows (the forms refuse those): sent as typed, which then needs
    # SMTPUTF8 like a non-ASCII local part.
    return idna_domain(domain) or domain


def sending_form(address: str) -> SendingForm:
    local, at, domain = address.strip().rpartition("@")
    if not at:
        return SendingForm(address.strip(), "")
    return SendingForm(local, _ascii_domain(domain))


def sending_address(address: str) -> str:
    return sending_form(address).address


def policy_for(*addresses: str | None) -> EmailPolicy:
    """SMTPUTF8 (UTF-8 headers) when one of the message's addresses needs it, else SMTP."""
    utf8 = any(sending_form(a).needs_smtputf8 for a in addresses if a)
    return SMTPUTF8 if utf8 else SMTP


@dataclass(frozen=True)
class Envelope:
    from_addr: str
    to_addr: str
    options: tuple[str, ...]

    def check(self, client: smtplib.SMTP) -> None:
        """Raise SmtpUtf8Missing when this message needs what `client`'s server lacks."""
        if OPTION in self.options and not client.has_extn(OPTION.lower()):
            raise SmtpUtf8Missing(
                f"the mail server does not offer SMTPUTF8, which mail to {self.to_addr} needs"
            )


def envelope(from_addr: str, to_addr: str, message: bytes) -> Envelope:
    """The MAIL FROM and RCPT TO addresses in their sending form, with SMTPUTF8 when either
    is non-ASCII or the message's headers are UTF-8 (a Reply-To in another script)."""
    sender, recipient = sending_address(from_addr), sending_address(to_addr)
    headers = HEADER_END.split(message, maxsplit=1)[0]
    utf8 = not (sender.isascii() and recipient.isascii() and headers.isascii())
    return Envelope(sender, recipient, (OPTION,) if utf8 else ())
