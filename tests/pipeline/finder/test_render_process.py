"""The worker's render process (issue 20): finder reports render in a warm process of its
own, a real spawned Python running real WeasyPrint; whatever goes wrong with it, the report
is rendered in the worker instead, and the process never outlives the worker."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from jinja2 import UndefinedError

from pipeline.finder import render_process
from pipeline.finder import report as finder_report
from pipeline.finder.consistency import normalise
from pipeline.finder.rendering import Rendering
from tests.support.finder_report import REPORT, TOOLS

ROOT = Path(__file__).resolve().parents[3]
READY_SECONDS = 120  # a spawned Python importing WeasyPrint on a loaded CI box


def wait_until_ready(process: render_process.RenderProcess) -> None:
    deadline = time.monotonic() + READY_SECONDS
    while not process.ready():
        assert process.alive() and time.monotonic() < deadline, "the render process never got ready"
        time.sleep(0.05)


@pytest.fixture
def started():
    process = render_process.start()
    try:
        wait_until_ready(process)
        yield process
    finally:
        render_process.stop()


def here_is_broken(monkeypatch) -> None:
    """Any report rendered in this (the worker's) process fails loudly."""

    def refuse(report, brand=None):
        raise AssertionError("rendered in the worker")

    monkeypatch.setattr(finder_report, "render_report", refuse)


def names(rendering: Rendering) -> list[str]:
    return [normalise(card.name) for card in rendering.tools()]


def test_a_worker_starts_its_render_process_with_its_first_report():
    render_process.enable()  # as worker/__main__.py does
    try:
        assert render_process.current() is None  # a worker that renders nothing pays nothing

        first = Rendering(REPORT)

        assert first.rendered().pdf.startswith(b"%PDF-")  # here: the process is not ready yet
        started = render_process.current()
        assert started is not None
        wait_until_ready(started)
    finally:
        render_process.stop()


def test_a_report_renders_in_the_process_and_reads_back_its_tools(started, monkeypatch):
    here_is_broken(monkeypatch)

    rendering = Rendering(REPORT)

    rendered = rendering.rendered()
    assert rendered.pdf.startswith(b"%PDF-") and rendered.render_ms > 0
    assert names(rendering) == [normalise(tool["name"]) for tool in TOOLS]
    # and the next report too: the process serves one after another
    assert Rendering(REPORT).rendered().pdf.startswith(b"%PDF-")


def test_a_process_that_dies_mid_report_is_replaced_and_the_worker_renders_it(started):
    rendering = Rendering(REPORT)
    os.kill(started._process.pid, signal.SIGKILL)

    assert rendering.rendered().pdf.startswith(b"%PDF-")  # rendered here instead
    assert names(rendering) == [normalise(tool["name"]) for tool in TOOLS]
    replacement = render_process.current()
    assert replacement is not None and replacement is not started
    wait_until_ready(replacement)


def test_a_report_the_process_cannot_render_fails_in_the_worker_with_the_real_error(started):
    broken = {key: value for key, value in REPORT.items() if key != "generated_on"}

    with pytest.raises(UndefinedError, match="generated_on"):
        Rendering(broken).rendered()
    # The process is still there for the next report.
    assert render_process.current() is started and started.alive()


def test_a_report_left_uncollected_does_not_block_the_next(started, monkeypatch):
    Rendering(REPORT)  # a job that failed before it collected its report
    here_is_broken(monkeypatch)

    assert Rendering(REPORT).rendered().pdf.startswith(b"%PDF-")


WORKER = """
import sys, time
from pipeline.finder import render_process
process = render_process.start()
while not process.ready():
    time.sleep(0.05)
print(process._process.pid, flush=True)
time.sleep(600)
"""


def test_the_process_exits_when_the_worker_is_killed():
    worker = subprocess.Popen(
        [sys.executable, "-c", WORKER], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        child = int(worker.stdout.readline())
        worker.kill()
        worker.wait(timeout=10)
        deadline = time.monotonic() + 10
        while _running(child):
            assert time.monotonic() < deadline, "the render process outlived the worker"
            time.sleep(0.05)
    finally:
        worker.kill()


def _running(pid: int) -> bool:
    """Alive and not a zombie (an orphan is reaped by init, or lingers as one here)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"
