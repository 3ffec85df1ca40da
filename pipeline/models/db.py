"""The one SQLAlchemy handle shared by the web app, the worker and the tests, and the
ids of the rows it stores."""

import sqlite3
import uuid
from datetime import UTC, datetime

from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import MetaData, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase

# Named constraints keep Alembic migrations identical on SQLite (batch mode) and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


db = SQLAlchemy(model_class=Base)


def utcnow() -> datetime:
    """Naive UTC, so SQLite and PostgreSQL round-trip the same value."""
    return datetime.now(UTC).replace(tzinfo=None)


@event.listens_for(Engine, "connect")
def _sqlite_wal(dbapi_connection, _record) -> None:
    """SQLite only: write-ahead logging, so the web process reads while the worker writes,
    and commits cost microseconds instead of several fsyncs each (a finder run commits a
    dozen times). NORMAL sync in WAL mode never corrupts the file, but an OS crash or power
    cut can lose the last commits: deployments that can't accept that use PostgreSQL."""
    if isinstance(dbapi_connection, sqlite3.Connection):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()


def new_id() -> str:
    # Submission ids double as RQ job ids and as the visitor's status token, so they must be
    # unguessable: uuid4 carries 122 random bits.
    return str(uuid.uuid4())
