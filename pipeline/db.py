"""The one SQLAlchemy handle shared by the web app, the worker and the tests."""

from datetime import UTC, datetime

from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import MetaData
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
