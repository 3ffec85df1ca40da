"""Where a finder report is rendered: in a warm process of its own when the worker started
one (render_process.py), otherwise here, on the job's thread, once the job collects it. The
job asks for the report as soon as the tools are chosen and collects it when it needs the
bytes, so whatever it does meanwhile (committing the tools, building the email) overlaps
the render when the render runs on the other core.

Anything wrong with the render process (not ready yet, died, answered with an error) means
the report is rendered here instead: the same bytes, the same exceptions, only slower."""

from __future__ import annotations

import time
from concurrent.futures import Future
from dataclasses import dataclass

from pipeline.finder import pdf_reader, render_process
from pipeline.finder.consistency import ToolCard
from pipeline.settings import company_name


@dataclass
class Rendered:
    pdf: bytes
    render_ms: float
    """How long the render itself took, where it ran."""


class Rendering:
    """One report on its way: `rendered()` waits for the PDF, `tools()` for the tools read
    back from it (for the three-way check)."""

    def __init__(self, view: dict) -> None:
        self._view = view
        self._brand = company_name()  # the render process has no app to read it from
        self._rendered: Rendered | None = None
        self._tools: Future[list[ToolCard]] | list[ToolCard] | None = None
        self._elsewhere = render_process.for_report()
        if self._elsewhere is not None and not self._elsewhere.send(view, self._brand):
            self._elsewhere = None

    def rendered(self) -> Rendered:
        if self._rendered is None:
            answer = self._elsewhere.receive("pdf") if self._elsewhere is not None else None
            if answer is None:
                self._elsewhere = None
                self._render_here()
            else:
                self._rendered = Rendered(*answer)
        assert self._rendered is not None
        return self._rendered

    def tools(self) -> list[ToolCard]:
        rendered = self.rendered()
        if self._tools is None:
            answer = self._elsewhere.receive("tools") if self._elsewhere is not None else None
            self._tools = pdf_reader.read_tools(rendered.pdf) if answer is None else answer[0]
        return self._tools.result() if isinstance(self._tools, Future) else self._tools

    def _render_here(self) -> None:
        # Allowed inside: WeasyPrint loads only when the worker renders a report itself.
        from pipeline.finder import report  # noqa: PLC0415

        started = time.perf_counter()
        pdf = report.render_report(self._view, brand=self._brand)
        self._rendered = Rendered(pdf, (time.perf_counter() - started) * 1000)
        # Read on the PDF thread while the job attaches the PDF to the email (PDFium lets
        # go of the GIL).
        self._tools = pdf_reader.read_tools(pdf)
