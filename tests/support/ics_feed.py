"""A private ICS feed for the calendar tests: the stdlib's ThreadingHTTPServer on
127.0.0.1 at a free port, answering GET on the paths it is given (a secret-looking token
in each, as Google's and Outlook's feeds have) and recording what was asked."""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FeedServer:
    def __init__(self):
        self.feeds: dict[str, tuple[int, bytes]] = {}
        self.requested: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (the stdlib's hook name)
                server.requested.append(self.path)
                status, body = server.feeds.get(self.path, (404, b"not found"))
                self.send_response(status)
                self.send_header("Content-Type", "text/calendar; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):  # quiet test output
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def serve(self, path: str, body: str | bytes, status: int = 200) -> str:
        self.feeds[path] = (status, body.encode() if isinstance(body, str) else body)
        return f"http://127.0.0.1:{self.port}{path}"

    def start(self) -> "FeedServer":
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
