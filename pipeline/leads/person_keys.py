"""How leads are grouped into people (people.py): by address, as lower(email) in the
database. Keys are always the database's own (SQLite's lower() folds ASCII only, Python's
folds everything), so code that starts from addresses asks the database for their keys."""

from __future__ import annotations

from sqlalchemy import func

from pipeline.mail import normalise
from pipeline.models.db import db
from pipeline.models.submission import Submission

PERSON_KEY = func.lower(Submission.email)
CHUNK = 500


def person_key(address: str) -> str:
    """An address's key outside the database (email to_key, the GDPR requests' rule)."""
    return normalise(address)


def keys_of(addresses) -> dict[str, str]:
    """address → person key, for addresses some submission has."""
    wanted = sorted(set(addresses))
    found: dict[str, str] = {}
    for start in range(0, len(wanted), CHUNK):
        rows = db.session.execute(
            db.select(Submission.email, PERSON_KEY)
            .where(Submission.email.in_(wanted[start : start + CHUNK]))
            .distinct()
        )
        found.update(dict(rows.all()))
    return found
