"""The database half of a backup, whichever the dialect: dump it with what its snapshot
holds, tell whether a target holds rows, clear it, load a dump, count what is there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sqlalchemy import inspect, literal, select, table

from pipeline.backup import postgres_tools, sqlite_file
from pipeline.models.db import db

# Written by migrations, not by anyone using the site: a freshly migrated database is empty.
SCHEMA_TABLES = {"alembic_version"}


def dialect() -> str:
    return db.engine.dialect.name


def dump(target: Path, before_snapshot: Callable[[], object]) -> tuple[dict[str, int], str]:
    """Rows per table and the schema revision of what was written to `target`."""
    if dialect() == "sqlite":
        before_snapshot()
        db.session.remove()
        sqlite_file.copy(sqlite_file.database_path(), target)
        return sqlite_file.counts_and_revision(target)
    return postgres_tools.dump(target, before_snapshot)


def _any_row(name: str):
    return select(literal(1)).select_from(table(name)).limit(1)


def tables_with_rows() -> list[str]:
    db.session.remove()
    with db.engine.connect() as conn:
        names = [n for n in inspect(conn).get_table_names() if n not in SCHEMA_TABLES]
        return [
            n
            for n in names
            if conn.execute(select(literal(1)).select_from(table(n)).limit(1)).first()
        ]


def has_tables() -> bool:
    db.session.remove()
    with db.engine.connect() as conn:
        return bool(inspect(conn).get_table_names())


def clear_sqlite() -> None:
    """No tables at all, as a new database (what a restore into one puts back on failure;
    PostgreSQL's restore puts its old schema back instead: previous.py)."""
    db.session.remove()
    db.engine.dispose()
    sqlite_file.clear(sqlite_file.database_path())
    db.engine.dispose()


def load(source: Path) -> None:
    """Replace the current database with the dump (the caller has checked it may, and on
    PostgreSQL set the old schema aside: the dump loads into the new, empty `public`)."""
    db.session.remove()
    db.engine.dispose()
    if dialect() == "sqlite":
        sqlite_file.copy(source, sqlite_file.database_path())
    else:
        postgres_tools.load(source)
    db.engine.dispose()


def counts() -> dict[str, int]:
    if dialect() == "sqlite":
        db.engine.dispose()
        return sqlite_file.counts_and_revision(sqlite_file.database_path())[0]
    with db.engine.connect() as conn:
        return postgres_tools.counts_and_revision(conn)[0]
