"""Hostile-input tests run the exhaustive matrix on SQLite + the embedded Redis; the few
PostgreSQL cases ask for the stack with indirect parametrization. Rate limits are off:
the corpus sends many submissions from one client on purpose."""

import pytest

from tests.support.fuzz_stack import clean, unlimited_app


@pytest.fixture(params=["sqlite"])
def stack(request) -> str:
    return request.param


@pytest.fixture
def app(stack, stack_config, tmp_path, smtp):
    app = unlimited_app(stack_config(stack), smtp.url, str(tmp_path / "outbox"))
    clean(app)
    yield app
    clean(app)
