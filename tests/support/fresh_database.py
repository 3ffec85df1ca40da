"""An app like a test's own (same settings, Redis, SMTP, SECRET_KEY, erasure ledger and
backup folder) on a new, empty database of the same kind and a new uploads folder: where
a restore test restores to. On PostgreSQL a scratch database beside the test's own
(<test db>_restore_<hex>), dropped afterwards."""

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa
from flask import Flask
from flask_migrate import upgrade

from pipeline.models.db import db
from web import create_app


def _admin(url: sa.URL) -> sa.Engine:
    return sa.create_engine(url, isolation_level="AUTOCOMMIT", poolclass=sa.NullPool)


@contextmanager
def fresh_app(app: Flask, folder: Path, revision: str | None = None, **settings) -> Iterator[Flask]:
    """`revision`: migrate the new database to it first (None: leave it without tables)."""
    name = f"restore_{uuid.uuid4().hex[:8]}"
    url = sa.make_url(app.config["SQLALCHEMY_DATABASE_URI"])
    scratch = None
    if url.get_backend_name() == "sqlite":
        url = url.set(database=str(folder / f"{name}.db"))
    else:
        scratch = f"{url.database}_{name}"
        with _admin(url).connect() as conn:
            conn.execute(sa.text(f"CREATE DATABASE {scratch}"))
        url = url.set(database=scratch)
    config = {
        **app.config,
        "SQLALCHEMY_DATABASE_URI": url.render_as_string(hide_password=False),
        "UPLOADS_DIR": str(folder / f"{name}-uploads"),
        **settings,
    }
    fresh = create_app(config)
    try:
        if revision:
            with fresh.app_context():
                upgrade(revision=revision)
        yield fresh
    finally:
        with fresh.app_context():
            db.session.remove()
            db.engine.dispose()
        if scratch:
            with _admin(sa.make_url(app.config["SQLALCHEMY_DATABASE_URI"])).connect() as conn:
                conn.execute(sa.text(f"DROP DATABASE IF EXISTS {scratch} WITH (FORCE)"))
