"""Intake on PostgreSQL in one statement: the submission, its detail rows, its job's outbox
entry and its lead.created deliveries (with theirs) as data-modifying CTEs of one INSERT,
sent in one round trip and committed by itself (autocommit: a single statement is its own
transaction, all of its rows or none). The session path (pipeline/intake.submit) costs
seven round trips for the same rows: the pool's ping, BEGIN, three INSERTs, the
subscribers' SELECT and COMMIT, each a wake-up of the database backend on a loaded box.

PostgreSQL checks the detail rows' foreign keys at the end of the statement, when the
submission row is there. Only for rows that are all new (no update, no relationship to
resolve): pipeline/intake.submit_rows decides."""

import json
from dataclasses import dataclass
from functools import lru_cache

import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError, IntegrityError

from pipeline import queues, webhooks
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry


@dataclass(frozen=True)
class _Compiled:
    """One statement's SQL for the driver, the values of its constant parameters, and the
    parameters the driver takes as JSON text (SQLAlchemy's JSON type would serialise them)."""

    sql: str
    constants: dict
    json_params: tuple[str, ...]


# One statement per shape (the tables and columns it writes, the job, the event), compiled
# once and run as the driver's SQL: psycopg prepares it on the server, and a submission
# pays for neither SQLAlchemy's statement cache nor its parameter processing (~90 us).
_statements: dict[tuple, _Compiled] = {}


def row_values(obj: db.Model) -> dict:
    """The values the session would insert for a new object: what was set on it, and each
    unset column's Python-side default (none of these tables has a server default the
    session would rely on)."""
    values = {}
    state = obj.__dict__
    for key, name, default in _columns(type(obj)):
        if key in state:
            values[name] = state[key]
        elif default is not None:
            values[name] = default.arg(None) if default.is_callable else default.arg
    return values


@lru_cache(maxsize=32)
def _columns(model: type) -> tuple:
    return tuple(
        (prop.key, prop.columns[0].name, prop.columns[0].default)
        for prop in sa.inspect(model).column_attrs
    )


@lru_cache(maxsize=8)
def _autocommit_engine(url: sa.URL) -> sa.Engine:
    """The statement's own pool, of connections always in autocommit: switching a pooled
    connection there and back for each submission cost 5% of a web worker's time. Small:
    a worker thread holds one connection for one statement at a time. No ping (store()
    handles a dead connection) and nothing to reset on return (no transaction is open)."""
    return sa.create_engine(
        url, isolation_level="AUTOCOMMIT", pool_size=4, max_overflow=8, pool_reset_on_return=None
    )


def store(
    rows: list[db.Model], job: queues.JobRef | None, event: webhooks.Event | None
) -> list[str]:
    """Insert `rows` (parents first), the job's outbox entry and the event's deliveries,
    and commit; returns the ids of the deliveries staged (their jobs to enqueue)."""
    tables = [(row.__table__, row_values(row)) for row in rows]
    shape = (
        tuple((table.name, tuple(values)) for table, values in tables),
        job[0] if job else None,
        event.type if event else None,
    )
    params = {
        f"r{i}_{name}": value
        for i, (_, values) in enumerate(tables)
        for name, value in values.items()
    }
    now = tables[0][1]["created_at"]
    if job:
        params.update(job_id=job[1], job_created_at=now)
    deliveries = delivery_jobs = None
    if event:
        deliveries, delivery_jobs, event_params = webhooks.staged_in_sql(event)
        params.update(event_params, hook_now=now)
    statement = _statements.get(shape)
    if statement is None:
        statement = _statements[shape] = _compile(_build(tables, job, deliveries, delivery_jobs))
    params.update(statement.constants)
    for name in statement.json_params:
        params[name] = json.dumps(params[name])
    try:
        return _execute(statement, params)
    except DBAPIError as error:
        if not error.connection_invalidated:
            raise
    # The connection had died since its last use (unpinged: a database restart or a cut
    # since then), and the pool has been emptied: once more on a new one. If the reply was
    # what got lost, the first attempt committed: our own new id is then taken, and the
    # deliveries it staged are in the outbox for the sweeper.
    try:
        return _execute(statement, params)
    except IntegrityError as error:
        if getattr(error.orig.diag, "constraint_name", None) != "pk_submissions":
            raise
        return []


def _execute(statement: _Compiled, params: dict) -> list[str]:
    """On the pool's DBAPI connection itself: SQLAlchemy's Connection, execution context and
    result cost ~60 us more per submission. Its errors are SQLAlchemy's still (a dead
    database is a 503, web/errors.py), and a dropped connection empties the pool."""
    engine = _autocommit_engine(db.engine.url)
    dbapi = engine.dialect.loaded_dbapi
    try:
        conn = engine.raw_connection()
    except dbapi.Error as error:  # the database is unreachable
        raise sa.exc.DBAPIError.instance(None, None, error, dbapi.Error) from error
    cursor = None
    try:
        cursor = conn.cursor()
        cursor.execute(statement.sql, params)
        return [row[0] for row in cursor.fetchall() if row[0] is not None]
    except dbapi.Error as error:
        dropped = engine.dialect.is_disconnect(error, conn.dbapi_connection, cursor)
        if dropped:
            conn.invalidate(error)
            engine.dispose()  # its other pooled connections went with the database
        raise sa.exc.DBAPIError.instance(
            statement.sql, params, error, dbapi.Error, connection_invalidated=dropped
        ) from error
    finally:
        conn.close()


def _compile(statement: sa.Select) -> _Compiled:
    compiled = statement.compile(dialect=db.engine.dialect)
    binds = compiled.params  # every parameter: the constants with their values
    return _Compiled(
        sql=compiled.string,
        constants={name: value for name, value in binds.items() if value is not None},
        json_params=tuple(
            compiled.bind_names[bind]
            for bind in compiled.binds.values()
            if isinstance(bind.type, sa.JSON)
        ),
    )


def _build(tables, job, deliveries, delivery_jobs) -> sa.Select:
    ctes = []
    for i, (table, values) in enumerate(tables):
        columns = {name: sa.bindparam(f"r{i}_{name}", type_=table.c[name].type) for name in values}
        ctes.append(sa.insert(table).values(columns).cte(f"row_{i}"))
    if job:
        func, _ = job
        outbox = OutboxEntry.__table__
        entry = sa.insert(outbox).values(
            job_id=sa.bindparam("job_id", type_=sa.String),
            func=func,
            queue=queues.spec_for(func).queue,
            created_at=sa.bindparam("job_created_at", type_=sa.DateTime),
        )
        ctes.append(entry.cte("job"))
    if deliveries is None:
        return sa.select(sa.null()).add_cte(*ctes)
    return sa.select(deliveries.c.id).add_cte(*ctes, delivery_jobs)
