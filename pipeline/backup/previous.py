"""The database as it was before a restore, kept aside until every step of the restore has
succeeded, and put back if one fails (issue 33): a restore is all or nothing.

Taken with the backup's own tools, so it is exactly what was there: on SQLite a page-by-page
copy through the online backup API (put back the same way, so every page is the old one
again), on PostgreSQL `pg_dump` (put back with the schema cleared and `pg_restore`, as a
restore loads). A database with no tables yet (a restore into a new one, the run-book's
way) is put back as that: no tables."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pipeline.backup import database
from pipeline.backup.manifest import DUMP_NAMES


@dataclass(frozen=True)
class Previous:
    dump: Path | None  # None: the database had no tables


def set_aside(folder: Path) -> Previous:
    if not database.has_tables():
        return Previous(None)
    dump = folder / f"previous-{DUMP_NAMES[database.dialect()]}"
    database.dump(dump, lambda: None)
    return Previous(dump)


def put_back(previous: Previous) -> None:
    if previous.dump is None:
        database.clear()
    else:
        database.load(previous.dump)
