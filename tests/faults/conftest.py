"""Fault-test fixtures: one migrated SQLite file per session (copied for each test, since
migrating takes seconds), and a breakable stack per test (tests/support/fault_stack.py)."""

import pytest

from tests.support.fault_stack import migrate, start_stack, stop_stack


@pytest.fixture(scope="session")
def template_db(tmp_path_factory):
    folder = tmp_path_factory.mktemp("faults-template")
    db_file = folder / "app.db"
    migrate(folder, f"sqlite:///{db_file}")
    return db_file


@pytest.fixture
def stack(tmp_path, template_db):
    s = start_stack(tmp_path, template_db)
    yield s
    stop_stack(s)
