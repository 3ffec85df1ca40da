"""Reading the tools back out of a finder report, as PDFium (the PDF engine of Chromium's
viewer) extracts its text: about 2 ms for a report, where pypdf's pure-Python parsing took
40-50 ms of the time a visitor waits (issue 20).

PDFium is not thread-safe, and pypdfium2 calls it through ctypes, which lets go of the GIL:
so one thread of its own reads every PDF. Two reads never overlap, and a read started as
soon as the report is rendered runs while the job builds the email (job.py)."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from pipeline.finder.consistency import ToolCard, tool_from_pdf_page

_READER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pdf-reader")


def read_tools(pdf: bytes) -> Future[list[ToolCard]]:
    """The tools printed in a report, read on the PDF thread."""
    return _READER.submit(_tools_from_pdf, pdf)


def tools_from_pdf(pdf: bytes) -> list[ToolCard]:
    return read_tools(pdf).result()


def read_on_this_thread(pdf: bytes) -> list[ToolCard]:
    """The tools, read on the calling thread: only for a process that reads every PDF on
    that one thread and never calls the two above (the render process, render_process.py),
    where the hand-over to the PDF thread is a cost with nothing to overlap."""
    return _tools_from_pdf(pdf)


def _tools_from_pdf(pdf: bytes) -> list[ToolCard]:
    # Allowed inside: PDFium is heavy and only the worker reads PDFs.
    import pypdfium2  # noqa: PLC0415

    document = pypdfium2.PdfDocument(pdf)
    try:
        # The pages after the cover.
        texts = [_page_text(document[index]) for index in range(1, len(document))]
    finally:
        document.close()
    cards = (tool_from_pdf_page(text) for text in texts)
    return [card for card in cards if card is not None]


def _page_text(page) -> str:
    textpage = page.get_textpage()
    try:
        # PDFium writes a hyphen that ends a line as U+FFFE (a word it may have broken)
        # and joins the lines; the report prints a hyphen there, as the text has it.
        return textpage.get_text_range().replace("\ufffe", "-")
    finally:
        textpage.close()
        page.close()
