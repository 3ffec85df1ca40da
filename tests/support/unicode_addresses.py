"""Addresses the forms accept (email_validator: SMTPUTF8 local parts, IDN domains), each with
the form the mail goes out in (pipeline.mail.smtputf8) and whether it needs SMTPUTF8."""

from typing import NamedTuple


class Spelling(NamedTuple):
    typed: str
    sent_as: str  # in To and in RCPT TO
    smtputf8: bool


ELODIE = Spelling("ÉLODIE.DUPONT@example.fr", "ÉLODIE.DUPONT@example.fr", True)
MULLER = Spelling("müller@Bücher.de", "müller@xn--bcher-kva.de", True)
FULL_WIDTH = Spelling("ＡＤＡ@example.com", "ＡＤＡ@example.com", True)
IDN_ONLY = Spelling("ada@Bücher.de", "ada@xn--bcher-kva.de", False)  # plain SMTP suffices
SPELLINGS = (ELODIE, MULLER, FULL_WIDTH, IDN_ONLY)
NEED_SMTPUTF8 = tuple(s for s in SPELLINGS if s.smtputf8)


def envelopes_to(smtp, address: str) -> list[tuple[str, list[str], list[str]]]:
    """The envelopes (MAIL FROM, RCPT TOs, MAIL options) of the sink's mail to `address`."""
    return [e for e in smtp.envelopes if address in e[1]]
