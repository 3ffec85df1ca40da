"""SQLite: copied page by page with SQLite's online backup API, which gives a consistent
copy while the app keeps writing, and loaded back the same way (the copy replaces every
page of the target, so a non-empty target is overwritten whole)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from pipeline.models.db import db


def database_path() -> Path:
    name = db.engine.url.database
    if not name or name == ":memory:":
        raise RuntimeError("an in-memory SQLite database can't be backed up or restored")
    return Path(name)


def copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(target)) as dst:
        src.backup(dst)


def clear(path: Path) -> None:
    """Every page of the database replaced by those of a new, empty one (through the backup
    API, like a load: a connection still open elsewhere sees an empty database, not a
    file swapped under it)."""
    with closing(sqlite3.connect(":memory:")) as empty, closing(sqlite3.connect(path)) as dst:
        empty.backup(dst)


def tables(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as conn:
        rows = conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        return sorted(name for (name,) in rows)


def counts_and_revision(path: Path) -> tuple[dict[str, int], str]:
    """Rows per table and the schema revision, read from the copy itself, so they describe
    exactly what the backup holds."""
    with closing(sqlite3.connect(path)) as conn:
        # Names from sqlite_master itself, quoted: nothing from outside reaches the query.
        query = 'SELECT count(*) FROM "{}"'
        counts = {name: conn.execute(query.format(name)).fetchone()[0] for name in tables(path)}
        revision = ""
        if "alembic_version" in counts:
            rows = conn.execute("SELECT version_num FROM alembic_version").fetchall()
            revision = ",".join(sorted(r for (r,) in rows))
    return counts, revision
