"""How leads are grouped into people (people.py): by the stored key of their address,
email_key (pipeline.mail.address_key: NFKC, Unicode case folding, the IDNA domain), worked
out in Python when a row is stored. Never by the database's lower(): SQLite's folds ASCII
only, so a key made there would differ from the one Python makes for `ÉLODIE@…`."""

from __future__ import annotations

from collections.abc import Iterator

from pipeline.mail import address_key
from pipeline.models.email_message import EmailMessage
from pipeline.models.submission import Submission

PERSON_KEY = Submission.email_key
# Ids or keys per IN (...) list: well under every database's bound on a statement's values.
CHUNK = 500


def chunks(values: list) -> Iterator[list]:
    """`values` in runs of CHUNK, for one query per run."""
    for start in range(0, len(values), CHUNK):
        yield values[start : start + CHUNK]


def emails_to(key: str):
    """The condition for emails sent to the person with this key (their address's, indexed;
    not the mailbox's to_key: a +tag variant is another person here)."""
    return EmailMessage.email_key == key


def keys_of(addresses) -> dict[str, str]:
    """address → person key."""
    return {address: address_key(address) for address in set(addresses)}
