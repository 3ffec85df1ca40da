"""The real services tests run against: SQLite + the embedded Redis always, and the
machine's PostgreSQL + Redis when they are reachable (skipped with a printed reason when
not, never silently passed)."""

import os
import socket

import sqlalchemy as sa

# Under `pytest -n N` (pytest-xdist, what `make test` runs) each worker process gets its own
# database and Redis DB index, so workers never reset each other's state: gw0 uses
# <test db>_gw0 and index 13, gw1 <test db>_gw1 and index 12, and so on down.
XDIST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
ADMIN_PG_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")
# A dedicated DB index on the machine's Redis, flushed per test.
_BASE_REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/13")


def _per_worker(admin_pg_url: str, redis_url: str, worker: str) -> tuple[str, str]:
    if not worker:
        return admin_pg_url, redis_url
    number = int(worker.removeprefix("gw"))
    redis_base, _, index = redis_url.rpartition("/")
    if number > int(index):
        raise RuntimeError(f"no Redis DB index left below {index} for xdist worker {worker}")
    return f"{admin_pg_url}_{worker}", f"{redis_base}/{int(index) - number}"


PG_URL, MACHINE_REDIS_URL = _per_worker(ADMIN_PG_URL, _BASE_REDIS_URL, XDIST_WORKER)


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


def _engine(url: str, **options) -> sa.Engine:
    return sa.create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1), **options)


def ensure_database(url: str) -> None:
    """Create the database `url` names (an xdist worker's own) if it doesn't exist yet, from
    the test database every run is given."""
    name = url.rsplit("/", 1)[1]
    admin = _engine(ADMIN_PG_URL, isolation_level="AUTOCOMMIT", poolclass=sa.NullPool)
    with admin.connect() as conn:
        found = conn.execute(sa.text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name})
        if found.first() is None:
            conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    admin.dispose()


def reset_postgres(url: str) -> None:
    ensure_database(url)
    engine = _engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    engine.dispose()
