"""A bench's own PostgreSQL database on the local server, made fresh for a run and dropped
after it, so a bench never touches the tests' databases (blog_bench, overview_bench)."""

from __future__ import annotations

import sqlalchemy as sa

ADMIN_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def url_of(name: str) -> str:
    """The SQLAlchemy URL of the bench database ``name`` on the same server."""
    return ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"


def _admin_engine() -> sa.Engine:
    return sa.create_engine(ADMIN_URL, isolation_level="AUTOCOMMIT", poolclass=sa.NullPool)


def create(name: str) -> None:
    """``name`` made empty: dropped first if a killed run left it behind."""
    with _admin_engine().connect() as conn:
        conn.execute(sa.text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        conn.execute(sa.text(f"CREATE DATABASE {name}"))


def drop(name: str) -> None:
    with _admin_engine().connect() as conn:
        conn.execute(sa.text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
