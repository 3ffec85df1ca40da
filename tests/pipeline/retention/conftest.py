import pytest


@pytest.fixture(autouse=True)
def settings_context(app):
    """The periods are settings: the tests' cutoffs are read the way the run reads them."""
    with app.app_context():
        yield
