"""A loopback receiver per test, and an admin client to manage endpoints with."""

import pytest

from tests.support.admin_accounts import signed_in_client
from tests.support.webhook_receiver import WebhookReceiver


@pytest.fixture
def receiver():
    server = WebhookReceiver().start()
    yield server
    server.stop()


@pytest.fixture
def admin(app):
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = True  # the receiver is on 127.0.0.1
    return signed_in_client(app, "admin@example.com", "admin")
