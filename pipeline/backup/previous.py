"""The database as it was before a restore, kept aside until every step of the restore has
succeeded, and put back if one fails (issue 33): a restore is all or nothing.

PostgreSQL: the `public` schema is renamed aside and the restore loads into a new one
(postgres_aside.py); put back by renaming, dropped once the restore has succeeded, so the
old objects are never touched. SQLite: a page-by-page copy through the online backup API,
put back the same way (every page is the old one again; a database with no tables yet is
put back as that: no tables)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from pipeline.backup import database, postgres_aside
from pipeline.backup.manifest import DUMP_NAMES

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Previous:
    schema: str | None = None  # PostgreSQL: where the old `public` went
    copy: Path | None = None  # SQLite: the copy (None and no schema: there were no tables)

    def where(self) -> str:
        """Where the previous database is, for an operator whose restore failed twice."""
        if self.schema:
            return f"schema {self.schema}"
        return str(self.copy) if self.copy else "nowhere: it had no tables"


def set_aside(folder: Path) -> Previous:
    if database.dialect() == "postgresql":
        postgres_aside.set_aside()
        return Previous(schema=postgres_aside.ASIDE)
    if not database.has_tables():
        return Previous()
    copy = folder / f"previous-{DUMP_NAMES['sqlite']}"
    database.dump(copy, lambda: None)
    return Previous(copy=copy)


def put_back(previous: Previous) -> None:
    if previous.schema:
        postgres_aside.put_back()
    elif previous.copy is None:
        database.clear_sqlite()
    else:
        database.load(previous.copy)


def discard(previous: Previous) -> None:
    """The restore succeeded: the previous database is no longer needed."""
    if previous.schema:
        try:
            postgres_aside.discard()
        except Exception:  # the restore stands; the old schema only takes space
            log.warning("Restore done, but schema %s could not be dropped", previous.schema)
