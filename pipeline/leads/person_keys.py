"""How leads are grouped into people (people.py): by address, as lower(email) in the
database. Keys are always the database's own (SQLite's lower() folds ASCII only, Python's
folds everything), so code that starts from addresses asks the database for their keys."""

from __future__ import annotations

from collections.abc import Iterator

from sqlalchemy import func

from pipeline.mail import mailbox_key
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.submission import Submission

PERSON_KEY = func.lower(Submission.email)
# Ids or keys per IN (...) list: well under every database's bound on a statement's values.
CHUNK = 500


def chunks(values: list) -> Iterator[list]:
    """`values` in runs of CHUNK, for one query per run."""
    for start in range(0, len(values), CHUNK):
        yield values[start : start + CHUNK]


def emails_to(key: str):
    """The condition for emails sent to the person with this key: their mailbox's indexed
    to_key, narrowed to this very spelling (a +tag variant is another person here)."""
    return (EmailMessage.to_key == mailbox_key(key)) & (func.lower(EmailMessage.to_addr) == key)


def keys_of(addresses) -> dict[str, str]:
    """address → person key, for addresses some submission has."""
    wanted = sorted(set(addresses))
    found: dict[str, str] = {}
    for chunk in chunks(wanted):
        rows = db.session.execute(
            db.select(Submission.email, PERSON_KEY).where(Submission.email.in_(chunk)).distinct()
        )
        found.update(dict(rows.all()))
    return found
