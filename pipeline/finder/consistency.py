"""The AI Tool Finder's three-way check (spec 4 and 5): the tools the browser shows, the
tools the email lists and the tools the PDF report prints must be the same three, compared
by name, summary and rationale, in order.

Pure functions over plain values: the email and PDF lists are read from what a person
would see (the visible text of each tool card, the PDF's extracted text), never from a
hidden copy of the data, so a template or renderer that drops or alters a tool is caught.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from email import message_from_bytes, policy
from email.message import Message
from html.parser import HTMLParser
from itertools import combinations

EXPECTED_COUNT = 3
FAILED_MESSAGE = "Tool consistency validation failed - tools differ between browser and email"
FIELDS = ("name", "summary", "rationale")
SOURCES = ("Browser", "Email", "PDF")

# Headings printed on every tool page of the PDF report (templates/reports/finder.html).
# Matched ignoring case: the report's styles may set them in capitals.
PDF_KICKER = re.compile(r"Recommendation\s+\d+\s+of\s+\d+", re.IGNORECASE)
PDF_SUMMARY_HEADING = re.compile(r"What\s+it\s+does", re.IGNORECASE)
PDF_RATIONALE_HEADING = re.compile(r"Why\s+this\s+fits\s+your\s+needs", re.IGNORECASE)
PDF_END_HEADING = re.compile(r"At\s+a\s+glance", re.IGNORECASE)

# Classes that mark the visible parts of a tool card in templates/email/finder.html.
EMAIL_CARD_CLASS = "tool-card"
EMAIL_FIELD_CLASSES = {
    "tool-name": "name",
    "tool-summary": "summary",
    "tool-rationale": "rationale",
}


@dataclass(frozen=True, slots=True)
class ToolCard:
    """One tool as a reader sees it."""

    name: str
    summary: str
    rationale: str

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> ToolCard:
        return cls(*(str(data.get(field) or "") for field in FIELDS))

    def as_dict(self) -> dict[str, str]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class ConsistencyResult:
    passed: bool
    mismatches: tuple[str, ...]


def normalise(text: str) -> str:
    """Text as compared: compatibility forms folded (a PDF may hold the 'fi' ligature),
    case folded, and every whitespace character removed, because PDF text wraps lines and
    extraction adds or drops spaces at the wraps."""
    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def _key(card: ToolCard) -> tuple[str, ...]:
    return tuple(normalise(getattr(card, field)) for field in FIELDS)


def _first_difference(left: Sequence[ToolCard], right: Sequence[ToolCard]) -> str:
    for position, (a, b) in enumerate(zip(left, right, strict=False), start=1):
        for field in FIELDS:
            if normalise(getattr(a, field)) != normalise(getattr(b, field)):
                return f"tool {position} {field} differs"
    return "different number of tools"


def compare(
    browser: Sequence[ToolCard], email: Sequence[ToolCard], pdf: Sequence[ToolCard]
) -> ConsistencyResult:
    """Check the three lists. Mismatch messages use the spec's wording, followed by one
    detail per differing pair for whoever investigates."""
    lists = dict(zip(SOURCES, (browser, email, pdf), strict=True))
    mismatches: list[str] = []
    if any(len(tools) != EXPECTED_COUNT for tools in lists.values()):
        counts = ", ".join(f"{source} ({len(tools)})" for source, tools in lists.items())
        mismatches.append(f"Tool count mismatch: {counts}. Expected {EXPECTED_COUNT} each")
    differing = [
        (a, b)
        for a, b in combinations(SOURCES, 2)
        if [_key(t) for t in lists[a]] != [_key(t) for t in lists[b]]
    ]
    if differing:
        pairs = ", ".join(f"{a} vs {b}" for a, b in differing)
        mismatches.append(f"Mismatch detected in: {pairs}")
        mismatches.extend(
            f"{a} vs {b}: {_first_difference(lists[a], lists[b])}" for a, b in differing
        )
    return ConsistencyResult(not mismatches, tuple(mismatches))


def _tidy(parts: Sequence[str]) -> str:
    return " ".join("".join(parts).split())


class _EmailCards(HTMLParser):
    """Collects the visible text of each tool card's name, summary and rationale."""

    VOID = frozenset({"area", "base", "br", "col", "hr", "img", "input", "link", "meta", "wbr"})
    INVISIBLE = frozenset({"head", "script", "style", "template", "title"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None]] = []
        self.cards: list[dict[str, list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br":
            self.handle_data(" ")
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        role = None
        if EMAIL_CARD_CLASS in classes:
            role = "card"
            self.cards.append({field: [] for field in FIELDS})
        else:
            role = next((EMAIL_FIELD_CLASSES[c] for c in classes if c in EMAIL_FIELD_CLASSES), None)
        self.stack.append((tag, "hidden" if tag in self.INVISIBLE else role))

    def handle_endtag(self, tag: str) -> None:
        # Pop back to the matching element, which also closes any left open inside it.
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                return

    def handle_data(self, data: str) -> None:
        roles = [role for _, role in self.stack if role]
        if not roles or "hidden" in roles or roles[-1] == "card" or not self.cards:
            return
        self.cards[-1][roles[-1]].append(data)


def tools_from_email_html(html: str) -> list[ToolCard]:
    """The tools in an email's HTML part, from the visible text of each tool card."""
    parser = _EmailCards()
    parser.feed(html)
    parser.close()
    return [ToolCard(*(_tidy(card[field]) for field in FIELDS)) for card in parser.cards]


def sent_email_parts(message: bytes) -> tuple[str, list[bytes]]:
    """:func:`email_parts` of an email read back from its bytes. With the stdlib's compat32
    parser: the modern policy builds a header object for every header, about 3 ms a finder
    email, and the check reads no header."""
    return email_parts(message_from_bytes(message, policy=policy.compat32))


def email_parts(message: Message) -> tuple[str, list[bytes]]:
    """The HTML body and the PDF attachments of an email, each part's payload decoded from
    its transfer encoding as a mail client decodes it. The finder's check reads the message
    the job built, which is then stored and sent: writing it out and parsing it again (3 ms
    a visitor waited, issue 20) gives the same payloads but for the wire's CRLF line ends,
    as tests/pipeline/finder/test_consistency.py checks against the bytes stored."""
    html, pdfs = None, []
    for part in message.walk():
        if part.is_multipart():
            continue
        attached = part.get_content_disposition() == "attachment"
        if attached and part.get_content_type() == "application/pdf":
            pdfs.append(part.get_payload(decode=True))
        elif not attached and part.get_content_type() == "text/html" and html is None:
            charset = part.get_content_charset() or "us-ascii"
            html = part.get_payload(decode=True).decode(charset, "replace")
    return html or "", pdfs


def _between(text: str, start: int, end: int) -> str:
    return " ".join(text[start:end].split())


def tool_from_pdf_page(text: str) -> ToolCard | None:
    """One tool page's card, or None for a page that is not a tool page. The rationale runs
    to the LAST 'At a glance' so words a visitor typed (quoted in a rationale) can't cut it
    short; the kicker, name and summary come from us and the catalogue."""
    kicker = PDF_KICKER.search(text)
    summary = kicker and PDF_SUMMARY_HEADING.search(text, kicker.end())
    rationale = summary and PDF_RATIONALE_HEADING.search(text, summary.end())
    ends = list(PDF_END_HEADING.finditer(text, rationale.end())) if rationale else []
    if not (kicker and summary and rationale and ends):
        return None
    return ToolCard(
        name=_between(text, kicker.end(), summary.start()),
        summary=_between(text, summary.end(), rationale.start()),
        rationale=_between(text, rationale.end(), ends[-1].start()),
    )
