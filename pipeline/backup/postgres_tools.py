"""PostgreSQL: `pg_dump --format=custom` inside an exported snapshot, so the row counts and
schema revision the manifest records are read in the very snapshot pg_dump writes; loaded
back with `pg_restore`. Both client programs must be installed (Debian: postgresql-client)
and at least as new as the server, which pg_dump insists on."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Connection, func, select, table, text
from sqlalchemy.engine import URL

from pipeline.backup.manifest import BackupError
from pipeline.models.db import db

CLIENT_PACKAGE = "postgresql-client (Debian/Ubuntu: apt-get install postgresql-client)"


def _program(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise BackupError(f"{name} is not installed: install {CLIENT_PACKAGE}")
    return path


def _major(version_output: str) -> int:
    match = re.search(r"(\d+)(?:\.\d+)?", version_output)
    return int(match.group(1)) if match else 0


def check_client(name: str, conn: Connection) -> str:
    """The program's path, once its major version is known to handle this server's."""
    program = _program(name)
    output = subprocess.run([program, "--version"], capture_output=True, text=True, check=True)
    client = _major(output.stdout)
    server = int(conn.execute(text("SHOW server_version_num")).scalar()) // 10000
    if client < server:
        raise BackupError(
            f"{name} {client} is older than the PostgreSQL {server} server: install the "
            f"client of version {server} or newer ({CLIENT_PACKAGE})"
        )
    return program


def _libpq(url: URL) -> tuple[str, dict[str, str]]:
    """The database URL for libpq without its password, which goes in PGPASSWORD instead so
    it isn't on a command line every user of the machine can read."""
    env = dict(os.environ)
    if url.password:
        env["PGPASSWORD"] = str(url.password)
    plain = url.set(drivername="postgresql", password=None)
    return plain.render_as_string(hide_password=False), env


def tables(conn: Connection) -> list[str]:
    rows = conn.execute(text(
        "SELECT table_name FROM information_schema.tables "
        "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
    ))  # fmt: skip
    return sorted(rows.scalars())


def counts_and_revision(conn: Connection) -> tuple[dict[str, int], str]:
    names = tables(conn)
    counts = {n: conn.execute(select(func.count()).select_from(table(n))).scalar() for n in names}
    revision = ""
    if "alembic_version" in counts:
        rows = conn.execute(text("SELECT version_num FROM alembic_version")).scalars()
        revision = ",".join(sorted(rows))
    return counts, revision


def dump(target: Path, before_snapshot: Callable[[], object]) -> tuple[dict[str, int], str]:
    """Write the custom-format dump; returns what the snapshot holds (counts, revision).
    `before_snapshot` is called just before the snapshot is taken (the backup's time)."""
    with db.engine.connect() as conn:
        conn = conn.execution_options(isolation_level="REPEATABLE READ")
        program = check_client("pg_dump", conn)
        conn.rollback()  # the version check's statement must not fix the snapshot early
        with conn.begin():
            before_snapshot()
            snapshot = conn.execute(text("SELECT pg_export_snapshot()")).scalar()
            counts, revision = counts_and_revision(conn)
            url, env = _libpq(db.engine.url)
            _run([program, "--format=custom", f"--snapshot={snapshot}", "--no-owner",
                  f"--file={target}", f"--dbname={url}"], env)  # fmt: skip
    return counts, revision


def load(source: Path) -> None:
    """Into the current `public` schema, which must be empty (restore sets the old one aside:
    postgres_aside.py)."""
    with db.engine.connect() as conn:
        program = check_client("pg_restore", conn)
    db.engine.dispose()
    url, env = _libpq(db.engine.url)
    jobs = max(1, min(4, os.cpu_count() or 1))
    _run([program, "--no-owner", "--no-privileges", "--exit-on-error", f"--jobs={jobs}",
          f"--dbname={url}", str(source)], env)  # fmt: skip


def _run(command: list[str], env: dict[str, str]) -> None:
    result = subprocess.run(command, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        name = Path(command[0]).name
        raise BackupError(f"{name} failed: {result.stderr.strip()[-2000:]}")
