"""The pool's ping before it lends a connection out (what SQLAlchemy's pool_pre_ping does,
so a connection the database dropped while it sat in the pool - a restart, a network cut
- is replaced before anyone uses it), with one way out: a caller that handles a dead
connection itself (pipeline/intake_statement.py retries its one statement) skips the ping
and saves a round trip, a sixth of a web worker's time on the submission path."""

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from sqlalchemy import event, exc
from sqlalchemy.engine import Engine

_unpinged: ContextVar[bool] = ContextVar("unpinged", default=False)


@contextmanager
def unpinged() -> Iterator[None]:
    """Connections checked out inside this block are lent without a ping."""
    token = _unpinged.set(True)
    try:
        yield
    finally:
        _unpinged.reset(token)


def install(engine: Engine) -> None:
    dialect = engine.dialect

    @event.listens_for(engine, "connect")
    def _fresh(_dbapi_connection, record) -> None:
        record.info["fresh"] = True  # just connected: nothing to ping for

    @event.listens_for(engine, "checkout")
    def _ping(dbapi_connection, record, _proxy) -> None:
        if record.info.pop("fresh", False) or _unpinged.get():
            return
        try:
            dialect.do_ping(dbapi_connection)
        except dialect.loaded_dbapi.Error as error:
            if dialect.is_disconnect(error, dbapi_connection, None):
                # As pool_pre_ping: every pooled connection older than now is replaced,
                # and the pool tries again with a new one.
                raise exc.InvalidatePoolError() from error
            raise
