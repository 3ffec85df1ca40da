"""A slow-client attack from one address, and a probe that times /healthz while it lasts.

Half the sockets send a request's headers a byte at a time and never end them (slowloris);
the other half send complete headers for a POST and then its body a byte at a time, never
finishing it (slow body). One thread drips a byte into every open socket each `interval`,
so the server never sees a socket go quiet long enough to call it idle. Loopback only,
bounded by the caller's `seconds`, every socket closed at the end."""

import contextlib
import http.client
import select
import socket
import threading
import time
from dataclasses import dataclass, field

SLOW_HEADERS = (
    b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n"
    + b"X-Padding: "
    + b"a" * 4000
)
SLOW_BODY_HEADERS = (
    b"POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    b"Content-Length: 4000\r\n\r\n"
)


@dataclass
class SlowClients:
    """`count` slow sockets to 127.0.0.1:`port` from `source` (a loopback address): half
    slow headers, half slow bodies, or all slow bodies with `bodies_only`."""

    port: int
    count: int = 40
    source: str = "127.0.0.1"
    interval: float = 0.3
    bodies_only: bool = False
    sockets: list[tuple[socket.socket, bytes]] = field(default_factory=list)
    ended_by_server: int = 0
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    def __enter__(self) -> "SlowClients":
        for n in range(self.count):
            sock = socket.create_connection(
                ("127.0.0.1", self.port), timeout=5, source_address=(self.source, 0)
            )
            if n % 2 or self.bodies_only:  # slow body: the headers at once, the body never finished
                sock.sendall(SLOW_BODY_HEADERS)
                drip = b"{" + b" " * 3998
            else:  # slow headers: never the blank line that ends them
                drip = SLOW_HEADERS
            self.sockets.append((sock, drip))
        self._thread = threading.Thread(target=self._drip, daemon=True)
        self._thread.start()
        time.sleep(self.interval * 2)  # every socket has sent its first bytes
        return self

    def _drip(self) -> None:
        offsets = [0] * len(self.sockets)
        open_ = [True] * len(self.sockets)
        while not self._stop.wait(self.interval):
            live = [sock for (sock, _), alive in zip(self.sockets, open_, strict=True) if alive]
            # A socket the server wrote to (an answer such as 429, or its close) is over.
            answered, _, _ = select.select(live, [], [], 0) if live else ([], [], [])
            for i, (sock, drip) in enumerate(self.sockets):
                if not open_[i]:
                    continue
                try:
                    if sock in answered:
                        raise ConnectionError("answered")
                    if offsets[i] < len(drip):
                        sock.send(drip[offsets[i] : offsets[i] + 1])
                        offsets[i] += 1
                except OSError:
                    open_[i] = False
                    self.ended_by_server += 1

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(timeout=5)
        for sock, _ in self.sockets:
            with contextlib.suppress(OSError):
                sock.close()


@dataclass
class Probe:
    status: int | None
    seconds: float
    error: str = ""


def probe_healthz(port: int, timeout: float = 1.0) -> Probe:
    """GET /healthz on a fresh connection, given `timeout` seconds in all."""
    started = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", "/healthz")
        response = conn.getresponse()
        response.read()
        return Probe(response.status, time.monotonic() - started)
    except OSError as exc:
        return Probe(None, time.monotonic() - started, repr(exc))
    finally:
        conn.close()


def probes_during(clients: SlowClients, seconds: float, every: float = 0.25) -> list[Probe]:
    """Probe /healthz through `clients`' port every `every` seconds for `seconds`."""
    probes = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        probes.append(probe_healthz(clients.port))
        time.sleep(every)
    return probes


def stalled_post(port: int, source: str) -> socket.socket:
    """A POST whose headers arrive whole and whose body stops after one byte."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    sock.sendall(SLOW_BODY_HEADERS + b"{")
    return sock


def seconds_until_closed(sock: socket.socket, limit: float) -> float | None:
    """How long until the server ends `sock` (answers or closes it); None if not by `limit`."""
    started = time.monotonic()
    sock.settimeout(limit)
    try:
        sock.recv(4096)
    except TimeoutError:
        return None
    except OSError:
        pass  # reset: ended too
    finally:
        sock.close()
    return time.monotonic() - started
