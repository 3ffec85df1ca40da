"""A real HTTP server speaking the OpenAI chat-completions protocol, on 127.0.0.1 with a
free port, for the LLM recommender's tests: it answers POST /v1/chat/completions with a
recorded answer (tests/support/chat_answers/), an error status, or after a delay, and
keeps every request it got so a test can read exactly what was sent."""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ANSWERS = Path(__file__).with_name("chat_answers")
PATH = "/v1/chat/completions"


def recorded(name: str) -> bytes:
    """A recorded chat-completions answer, byte for byte as a server sent it."""
    return (ANSWERS / f"{name}.json").read_bytes()


def completion(content: str, finish_reason: str = "stop") -> bytes:
    """A chat-completions answer carrying ``content``, shaped like the recorded ones."""
    answer = json.loads(recorded("good"))
    answer["choices"][0]["message"]["content"] = content
    answer["choices"][0]["finish_reason"] = finish_reason
    return json.dumps(answer).encode()


def _block(text: str, name: str) -> dict:
    start, end = text.index(f"<{name}>\n"), text.index(f"\n</{name}>")
    return json.loads(text[start + len(name) + 3 : end])


def sent_prompt(received: Received) -> dict:
    """What the LLM engine told the model about this visitor, read back from the user
    message's two blocks: the sector and catalogue (<context>) and the visitor's answers
    (<visitor_data>) as {"sector", "catalogue", "visitor"}."""
    user = received.json["messages"][1]["content"]
    return {**_block(user, "context"), "visitor": _block(user, "visitor_data")}


@dataclass
class Reply:
    body: bytes
    status: int = 200
    delay: float = 0.0
    """Seconds to wait before answering."""
    trickle: float = 0.0
    """Seconds between each of the body's bytes: the headers come at once, the body slowly."""


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> dict:
        return json.loads(self.body)


@dataclass
class ChatServer:
    reply: Reply = field(default_factory=lambda: Reply(recorded("good")))
    received: list[Received] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._stopping = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        # A short poll interval: stop() waits for it, once per test.
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def url(self) -> str:
        """What LLM_BASE_URL is set to."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> ChatServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes any handler still waiting out a delay
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                server.received.append(Received(self.path, dict(self.headers.items()), body))
                reply = server.reply if self.path == PATH else Reply(b'{"error": {}}', 404)
                try:
                    if reply.delay and server._stopping.wait(reply.delay):
                        return
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(reply.body)))
                    self.end_headers()
                    if not reply.trickle:
                        self.wfile.write(reply.body)
                        return
                    for byte in reply.body:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        if server._stopping.wait(reply.trickle):
                            return
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up waiting, as a timing-out client should

        return Handler
