"""PostgreSQL: the database as it was, set aside for a restore by renaming its schema, so
the restore loads into a new, empty `public` and the old one stays whole, object for
object, until the restore has succeeded (then it is dropped) or failed (then the new one is
dropped and the old one renamed back). Each move is one transaction: DDL is transactional
in PostgreSQL, so a move happens whole or not at all.

Extensions installed in the schema (pg_trgm for the blog search) move with the name
`public`: the dump's `CREATE EXTENSION IF NOT EXISTS … WITH SCHEMA public` then finds them
where it expects them, and an index of the set-aside tables keeps using them (it points at
the operator class, not at its schema's name)."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, text

from pipeline.backup.manifest import BackupError
from pipeline.models.db import db

ASIDE = "restore_previous"


def _exists(conn: Connection, schema: str) -> bool:
    found = conn.execute(text("SELECT 1 FROM pg_namespace WHERE nspname = :s"), {"s": schema})
    return found.first() is not None


def _move_extensions(conn: Connection, source: str, target: str) -> None:
    names = conn.execute(
        text(
            "SELECT extname FROM pg_extension WHERE extrelocatable "
            "AND extnamespace = (SELECT oid FROM pg_namespace WHERE nspname = :s)"
        ),
        {"s": source},
    ).scalars()
    for name in list(names):
        # Names from pg_extension itself, quoted: nothing from outside reaches the statement.
        conn.execute(text(f'ALTER EXTENSION "{name}" SET SCHEMA "{target}"'))


def _transaction(*steps: str | Callable[[Connection], None]) -> None:
    """Statements (or functions of the connection) in one transaction."""
    db.session.remove()
    db.engine.dispose()  # no pooled connection may keep plans of the tables that move
    with db.engine.begin() as conn:
        for step in steps:
            if callable(step):
                step(conn)
            else:
                conn.execute(text(step))
    db.engine.dispose()


def set_aside() -> None:
    with db.engine.connect() as conn:
        if _exists(conn, ASIDE):
            raise BackupError(
                f"schema {ASIDE} exists: an earlier restore was interrupted, and it holds the "
                "database as it was before that restore. Keep it (DROP SCHEMA public CASCADE; "
                f"ALTER SCHEMA {ASIDE} RENAME TO public) or drop it, then restore again"
            )
    _transaction(
        f"ALTER SCHEMA public RENAME TO {ASIDE}",
        "CREATE SCHEMA public",
        lambda conn: _move_extensions(conn, ASIDE, "public"),
    )


def put_back() -> None:
    _transaction(
        lambda conn: _move_extensions(conn, "public", ASIDE),
        "DROP SCHEMA public CASCADE",
        f"ALTER SCHEMA {ASIDE} RENAME TO public",
    )


def discard() -> None:
    _transaction(f"DROP SCHEMA {ASIDE} CASCADE")
