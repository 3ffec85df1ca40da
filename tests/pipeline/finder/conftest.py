import pytest

from tests.support.chat_server import ChatServer


@pytest.fixture
def chat():
    """A real HTTP server speaking the chat-completions protocol, on loopback."""
    server = ChatServer().start()
    yield server
    server.stop()
