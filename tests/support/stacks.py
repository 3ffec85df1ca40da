"""The real services tests run against: SQLite + the embedded Redis always, and the
machine's PostgreSQL + Redis when they are reachable (skipped with a printed reason when
not, never silently passed)."""

import os
import socket

import sqlalchemy as sa

PG_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")
# A dedicated DB index on the machine's Redis, flushed per test.
MACHINE_REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/13")


def port_open(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def postgres_unavailable_reason() -> str | None:
    if not port_open("127.0.0.1", 5432):
        return "PostgreSQL is not reachable on 127.0.0.1:5432"
    if not port_open("127.0.0.1", 6379):
        return "Redis is not reachable on 127.0.0.1:6379"
    return None


def reset_postgres(url: str) -> None:
    engine = sa.create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    with engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    engine.dispose()
