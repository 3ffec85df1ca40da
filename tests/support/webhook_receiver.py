"""A real HTTP receiver for webhook tests: the stdlib's ThreadingHTTPServer on 127.0.0.1
at a free port, recording every request (headers and body bytes) and answering with the
status codes it is told to, in order, then `default`."""

import ssl
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Received:
    path: str
    headers: dict[str, str]  # lower-case names
    body: bytes


class WebhookReceiver:
    def __init__(
        self,
        answers: list[int] | None = None,
        default: int = 200,
        host: str = "127.0.0.1",
        tls: tuple[str, str] | None = None,  # (certificate file, key file): serve https
    ):
        self.answers = list(answers or [])
        self.default = default
        self.received: list[Received] = []
        self.location: str | None = None  # sent with a 3xx answer
        self.reply = b'{"ok": true}'
        self.echo = False  # answer with the request's own body (as some receivers do)
        self.delay = 0.0
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (the stdlib's hook name)
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                with receiver._lock:
                    receiver.received.append(
                        Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                    )
                    status = receiver.answers.pop(0) if receiver.answers else receiver.default
                if receiver.delay:
                    time.sleep(receiver.delay)
                reply = body if receiver.echo else receiver.reply
                self.send_response(status)
                if receiver.location and 300 <= status < 400:
                    self.send_header("Location", receiver.location)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *args):  # quiet test output
                pass

        self.server = ThreadingHTTPServer((host, 0), Handler)
        self.server.daemon_threads = True
        self.tls_names: list[str | None] = []  # the server name (SNI) each TLS client sent
        if tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*tls)
            context.sni_callback = lambda _sock, name, _ctx: self.tls_names.append(name)
            self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.port = self.server.server_address[1]
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def url(self, path: str = "/hooks/crm", scheme: str = "http", host: str = "127.0.0.1"):
        return f"{scheme}://{host}:{self.port}{path}"

    def start(self) -> "WebhookReceiver":
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def wait_for(self, count: int, timeout: float = 30.0) -> list[Received]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if len(self.received) >= count:
                    return list(self.received)
            time.sleep(0.05)
        raise AssertionError(f"expected {count} webhook request(s), got {len(self.received)}")
