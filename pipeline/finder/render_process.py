"""A warm process that renders finder reports for the worker, so the worker's own thread
builds the email while the report renders on the other core (issue 20: the visitor waits on
the render plus whatever runs after it).

Hand-written over a multiprocessing Pipe rather than a ProcessPoolExecutor: the pool's
manager and feeder threads would wake in the worker for every report, taking the GIL the
job is using, and its processes outlive a killed worker; a Pipe's end read by the child
alone means the child sees EOF and exits the moment the worker goes, however it goes.

The worker enables it (enable()); it starts with the worker's first report, so a worker
that never renders one never pays its start (importing WeasyPrint and a first render, a few
seconds of CPU), and nobody waits for it: until it says it is ready, and whenever it fails,
reports are rendered in the worker (rendering.py)."""

from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import signal
import time
from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

READY = "ready"
READY_LINE = "finder render process ready"  # in the worker's log once it renders reports
# A report renders in a tenth of a second; one still out after this is not coming.
ANSWER_TIMEOUT_SECONDS = 30.0


class RenderProcess:
    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a threaded worker
        self._conn, child_end = context.Pipe(duplex=True)
        self._process = context.Process(
            target=_serve, args=(child_end,), name="finder-render", daemon=True
        )
        self._process.start()
        child_end.close()  # the child's alone: its EOF is how the child learns we went
        self._ready = False
        self._awaiting: list[str] = []
        """The answers still to come about the report sent."""

    def ready(self) -> bool:
        if not self._ready and self._process.is_alive():
            try:
                self._ready = self._conn.poll(0) and self._conn.recv() == READY
            except (EOFError, OSError):
                return False
        return self._ready

    def send(self, view: dict, brand: str) -> bool:
        """Hand a report to the process; False when it can't take it (not ready, or gone)."""
        while self._awaiting:  # a job that failed before it collected its report
            self.receive(self._awaiting[0])
        if not self.ready():
            return False
        try:
            self._conn.send((view, brand))
        except (OSError, ValueError):
            self._fail("could not send a report")
            return False
        self._awaiting = ["pdf", "tools"]
        return True

    def receive(self, kind: str) -> tuple | None:
        """The next answer about the report sent: "pdf" (the bytes, and the render's ms),
        then "tools" (read back from them, sent after the bytes so that the worker attaches
        the PDF to the email meanwhile). None when the process failed it: it is replaced,
        and the worker does the rest itself."""
        if not self._awaiting or self._awaiting[0] != kind:
            return None
        self._awaiting.pop(0)
        try:
            if not self._conn.poll(ANSWER_TIMEOUT_SECONDS):
                self._fail("no answer in time")
                return None
            answer = self._conn.recv()
        except (EOFError, OSError):
            self._fail("it exited")
            return None
        if answer[0] != kind:
            log.warning("finder render process could not render a report: %s", answer[1])
            self._awaiting = []
            return None
        return answer[1:]

    def alive(self) -> bool:
        return self._process.is_alive()

    def stop(self) -> None:
        self._conn.close()  # the child sees EOF and exits
        self._process.join(timeout=5)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(timeout=5)

    def _fail(self, why: str) -> None:
        global _current
        log.warning("finder render process replaced: %s", why)
        self._awaiting = []
        self._process.kill()
        self.stop()
        _current = RenderProcess()


_enabled = False
_current: RenderProcess | None = None


def enable() -> None:
    """Let this process (the worker, worker/__main__.py) render its finder reports in a
    render process, started with the first report."""
    global _enabled
    _enabled = True


def start() -> RenderProcess:
    """Enable the render process and start it now, without waiting for it to be ready."""
    global _current
    enable()
    if _current is None:
        _current = RenderProcess()
    return _current


def for_report() -> RenderProcess | None:
    """The render process to send a report to, started now if this is the first report;
    None where it was never enabled (the web process, tests of the job itself)."""
    return start() if _enabled else None


def current() -> RenderProcess | None:
    return _current


def stop() -> None:
    global _current, _enabled
    _enabled = False
    if _current is not None:
        _current.stop()
        _current = None


def _serve(conn: Connection) -> None:
    """The child: warm up as the worker does, then render each report sent until EOF."""
    # Ctrl-C reaches the whole process group: the worker stops first and the EOF ends us.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Allowed inside: WeasyPrint and PDFium load in the spawned child only, never in the
    # worker that merely starts it.
    from pipeline.finder import pdf_reader, report  # noqa: PLC0415

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    report.warm_up(read=pdf_reader.read_on_this_thread)
    gc.freeze()  # as the worker does: what is loaded now lives as long as the process
    conn.send(READY)
    log.info("%s (pid %s)", READY_LINE, os.getpid())
    while True:
        try:
            view, brand = conn.recv()
        except (EOFError, OSError):
            return
        try:
            started = time.perf_counter()
            pdf = report.render_report(view, brand=brand)
            conn.send(("pdf", pdf, (time.perf_counter() - started) * 1000))
            # Read here, on the one thread this process reads with: read in the worker, its
            # PDFium calls would take turns at the GIL with the attaching of the PDF.
            conn.send(("tools", pdf_reader.read_on_this_thread(pdf)))
        except (EOFError, OSError):
            return
        except Exception as exc:  # the worker does it itself, and sees the real error
            conn.send(("failed", f"{type(exc).__name__}: {exc}"))
