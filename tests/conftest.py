"""Shared fixtures: every test that takes `app` runs once per stack (sqlite, postgres)."""

from pathlib import Path

import pytest
from flask_migrate import upgrade
from hypothesis import HealthCheck, settings
from redis import Redis

from pipeline import queues
from pipeline.models.db import db
from tests.support.caldav_server import CalDAVServer
from tests.support.form_timing import TEST_TOKEN_SETTINGS
from tests.support.s3_server import S3Server
from tests.support.smtp_sink import SmtpSink
from tests.support.stacks import (
    MACHINE_REDIS_URL,
    PG_URL,
    postgres_unavailable_reason,
    reset_postgres,
)
from web import create_app
from worker.app_worker import build_worker
from worker.embedded_redis import EmbeddedRedis

# No test may depend on the machine's speed: Hypothesis's per-example deadline and its
# too-slow health check both do (a loaded CI box fails them), so neither applies here.
settings.register_profile("any-speed", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("any-speed")

# `make test` runs pytest-xdist with `--dist loadgroup`: each folder here runs whole on one
# worker, since its tests share one costly session- or module-scoped stack (a live site, a
# fuzzing stack) or start machine-wide servers one after another (the fault tests).
WHOLE_ON_ONE_WORKER = ("e2e", "faults", "fuzz")
TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items):
    for item in items:
        top = Path(str(item.fspath)).relative_to(TESTS).parts[0]
        if top in WHOLE_ON_ONE_WORKER:
            item.add_marker(pytest.mark.xdist_group(top))


@pytest.fixture(scope="session")
def embedded_redis(tmp_path_factory):
    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"), persist=False).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory):
    """moto's S3 server on a loopback port, one per session (tests/support/s3_server.py)."""
    server = S3Server(tmp_path_factory.mktemp("s3")).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def caldav_server(tmp_path_factory):
    """Radicale on a loopback port, one per session (tests/support/caldav_server.py)."""
    server = CalDAVServer(tmp_path_factory.mktemp("caldav")).start()
    yield server
    server.stop()


@pytest.fixture
def s3_settings(s3_server) -> dict[str, str]:
    """STORAGE_URL and the S3_*/AWS_* settings of a fresh bucket on the test S3 server."""
    return s3_server.settings(s3_server.new_bucket())


@pytest.fixture(scope="session")
def stack_config(request, tmp_path_factory, embedded_redis):
    """Per stack name: the database and Redis URLs, migrated once per session."""
    configs: dict[str, dict] = {}

    def get(name: str) -> dict:
        if name in configs:
            return configs[name]
        if name == "sqlite":
            db_file = tmp_path_factory.mktemp("db") / "test.db"
            config = {
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{db_file}",
                "REDIS_URL": embedded_redis.url,
            }
        else:
            reason = postgres_unavailable_reason()
            if reason:
                pytest.skip(f"postgres stack skipped: {reason}")
            reset_postgres(PG_URL)
            config = {
                "SQLALCHEMY_DATABASE_URI": PG_URL.replace(
                    "postgresql://", "postgresql+psycopg://", 1
                ),
                "REDIS_URL": MACHINE_REDIS_URL,
            }
        # The key and token lifetime the form tokens of tests/support/form_timing.py need.
        config.update(TEST_TOKEN_SETTINGS)
        app = create_app(config)
        with app.app_context():
            upgrade(revision="heads")  # the real install path: Alembic migrations, not create_all
            db.engine.dispose()
        configs[name] = config
        return config

    return get


def _clean(app, redis_url: str) -> None:
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.session.remove()
        db.engine.dispose()
    Redis.from_url(redis_url).flushdb()
    queues.redis_connection.cache_clear()


@pytest.fixture(params=["sqlite", "postgres"])
def stack(request) -> str:
    return request.param


@pytest.fixture
def smtp():
    sink = SmtpSink().start()
    yield sink
    sink.stop()


@pytest.fixture
def app(stack, stack_config, tmp_path: Path, smtp):
    app = create_app(
        {
            **stack_config(stack),
            "TESTING": True,
            "SMTP_URL": smtp.url,
            "MAIL_OUTBOX_DIR": str(tmp_path / "outbox"),
            "MIN_SUBMIT_SECONDS": 0,
            "RETRY_INTERVAL_SCALE": 0,
            # Files an erasure or a backup writes stay in the test's own folder.
            "ERASURE_LEDGER_PATH": str(tmp_path / "erasure-ledger.jsonl"),
            "BACKUP_DIR": str(tmp_path / "backups"),
            "UPLOADS_DIR": str(tmp_path / "uploads"),
        }
    )
    redis_url = app.config["REDIS_URL"]  # tests may point the app elsewhere meanwhile
    _clean(app, redis_url)
    yield app
    _clean(app, redis_url)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def run_worker(app):
    """Drain every queue with a real in-process RQ worker (design convention 10)."""

    def run() -> None:
        build_worker(app).work(burst=True, with_scheduler=False)

    return run
