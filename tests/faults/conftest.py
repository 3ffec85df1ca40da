"""Fault-test fixtures: one migrated SQLite file per session (copied for each test, since
migrating takes seconds), and a breakable stack per test (tests/faults/stack.py)."""

import os
import subprocess
import sys

import pytest

from tests.faults.stack import ROOT, start_stack, stop_stack


@pytest.fixture(scope="session")
def template_db(tmp_path_factory):
    folder = tmp_path_factory.mktemp("faults-template")
    db_file = folder / "app.db"
    env = {**os.environ, "INSTANCE_PATH": str(folder), "DATABASE_URL": f"sqlite:///{db_file}"}
    command = [sys.executable, "-m", "flask", "--app", "web:create_app", "db", "upgrade", "heads"]
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)
    return db_file


@pytest.fixture
def stack(tmp_path, template_db):
    s = start_stack(tmp_path, template_db)
    yield s
    stop_stack(s)
