"""Reading a visitor's sector from their company name and current tools: all the evidence
weighed (issue 35).

  * The company name's words (`names` in catalogue/sectors/<sector>.yaml, 1 to 3 points),
    weighed by name_words.py: the last word that says what the business is counts one more,
    a possessive word ("The Solicitor's Arms") or a surname-like word before it ("Carpenter
    Brown Accountants") nothing, the longer of two overlapping words only ("driving
    school"), and words of businesses outside the sectors (a florist, a funeral director)
    count for none of them.
  * The tools they run: a sector's products (its system of record: 3 points; tools many
    sectors use less), `tool_words`, and 3 for each catalogue tool built for the sector
    that they already use (2 when the tool serves several sectors).

The sector with the most points is read when it clearly wins: at least :data:`MIN_POINTS`,
more than any other, and :data:`CLEAR_RATIO` times a runner-up that has evidence of its own
(:data:`MIN_POINTS` or more). Otherwise, or when the words say the business is of
no sector, the reading is 'general' and the form's question is left to the visitor (the
page pre-selects nothing for 'general'). "Law Bakery Ltd" is a bakery, "Hartley & Finch
Solicitors" using iManage a legal practice, "Harbour Bakery Haulage" a guess not made.

Never the email address: a domain says too little and a visitor may use a personal one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.finder.options import GENERAL, SECTOR_IDS, SECTOR_LABELS, SECTOR_NOUNS
from pipeline.finder.recommender.catalogue import (
    Catalogue,
    CurrentTools,
    load_catalogue,
    parse_current_tools,
)
from pipeline.finder.recommender.entries import fold
from pipeline.finder.recommender.name_words import OUTSIDE, weigh

MIN_POINTS = 2
CLEAR_RATIO = 3 / 2
OWNED_TOOL_POINTS, SHARED_TOOL_POINTS = 3, 2


@dataclass(frozen=True, slots=True)
class SectorReading:
    """The sector read and the points behind it (for tests and anyone investigating)."""

    sector: str
    points: dict[str, int]
    kind: str = ""
    """What to call the business in a sentence: a word of its name says which kind of the
    sector it is ("nursery", "tutor"), else the sector's noun; empty for 'general'."""

    @property
    def label(self) -> str:
        """What completes "We read you as: ..." ("a legal practice")."""
        return SECTOR_LABELS[self.sector]


def kind_of(
    sector: str, company_name: str, catalogue: Catalogue, current_tools: str | None = None
) -> str:
    """What to call a business of ``sector`` named ``company_name`` ("Little Acorns
    Nursery" is a nursery, "Brightsmile Dental" a dental practice, "Petal & Stem Florist"
    a florist, though of no sector); when its name does not say, a product it runs may
    (Booking.com: an accommodation business)."""
    if sector == GENERAL:
        return catalogue.outside.kind(company_name or "")
    signals = catalogue.sectors.get(sector)
    if signals is None:
        return ""
    for text, kinds in ((company_name, signals.kinds), (current_tools, signals.tool_kinds)):
        folded = fold(text or "")
        for pattern, noun in kinds:
            if pattern.search(folded):
                return noun
    return SECTOR_NOUNS.get(sector, "")


def winner(points: dict[str, int]) -> str:
    """The sector that clearly wins on these points, else 'general' (OUTSIDE winning is
    'general' too: the business is of no sector)."""
    order = [*SECTOR_IDS, OUTSIDE]
    ranked = sorted(points, key=lambda s: (-points[s], order.index(s)))
    if not ranked:
        return GENERAL
    top = points[ranked[0]]
    second = points[ranked[1]] if len(ranked) > 1 else 0
    clear = top >= MIN_POINTS and top > second
    if second >= MIN_POINTS and top < CLEAR_RATIO * second:
        clear = False
    return ranked[0] if clear and ranked[0] != OUTSIDE else GENERAL


def _score(signals: tuple[tuple[re.Pattern[str], int, str], ...], text: str) -> int:
    # Most words are absent: a substring test first spares the regular expression.
    return sum(weight for pattern, weight, word in signals if word in text and pattern.search(text))


def read_sector(
    company_name: str,
    current_tools: str | None,
    catalogue: Catalogue | None = None,
    parsed: CurrentTools | None = None,
) -> SectorReading:
    """The visitor's sector with the points each sector scored. ``parsed`` saves reading
    the tool list again when the caller already has."""
    catalogue = catalogue if catalogue is not None else load_catalogue()
    if parsed is None:
        parsed = parse_current_tools(current_tools, catalogue)
    tools = fold(current_tools or "")
    points = weigh(company_name, catalogue.sectors, catalogue.outside, catalogue.surname_words)
    for sector, signals in catalogue.sectors.items():
        points[sector] = points.get(sector, 0) + _score(signals.tools, tools)
    for tool_id in parsed.owned_tool_ids:
        tool = catalogue.by_id[tool_id]
        weight = OWNED_TOOL_POINTS if len(tool.sectors) == 1 else SHARED_TOOL_POINTS
        for sector in tool.sectors:
            points[sector] += weight
    points = {s: p for s, p in points.items() if p}
    best = winner(points)
    return SectorReading(best, points, kind_of(best, company_name, catalogue, current_tools))


def infer_sector(
    company_name: str, current_tools: str | None, catalogue: Catalogue | None = None
) -> str:
    """The sector id (one of options.SECTOR_IDS) for this company name and tool list."""
    return read_sector(company_name, current_tools, catalogue).sector
