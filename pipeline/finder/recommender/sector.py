"""Reading a visitor's sector from their company name and current tools.

Each sector scores the points of the words in catalogue/sectors.yaml that the company name
and the current-tools answer contain, plus 3 for each sector-specific catalogue tool the
visitor already uses (2 when the tool serves several sectors). The sector with the most
points wins when it has at least :data:`MIN_POINTS` and no other sector has as many;
otherwise the visitor is read as 'general'. "Law Bakery Ltd" is a bakery (bakery 3, law 2),
"Hartley & Finch Solicitors" using iManage a legal practice.

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

MIN_POINTS = 2
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


def kind_of(sector: str, company_name: str, catalogue: Catalogue) -> str:
    """What to call a business of ``sector`` named ``company_name`` ("Little Acorns
    Nursery" is a nursery, "Brightsmile Dental" a dental practice)."""
    signals = catalogue.sectors.get(sector)
    name = fold(company_name or "")
    for pattern, noun in signals.kinds if signals else ():
        if pattern.search(name):
            return noun
    return SECTOR_NOUNS.get(sector, "")


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
    name, tools = fold(company_name or ""), fold(current_tools or "")
    points = dict.fromkeys(catalogue.sectors, 0)
    for sector, signals in catalogue.sectors.items():
        points[sector] += _score(signals.names, name)
        points[sector] += _score(signals.tools, tools)
    for tool_id in parsed.owned_tool_ids:
        tool = catalogue.by_id[tool_id]
        weight = OWNED_TOOL_POINTS if len(tool.sectors) == 1 else SHARED_TOOL_POINTS
        for sector in tool.sectors:
            points[sector] += weight
    ranked = sorted(points.values(), reverse=True) + [0, 0]
    best = max(points, key=lambda s: (points[s], -SECTOR_IDS.index(s)), default=GENERAL)
    if ranked[0] < MIN_POINTS or ranked[0] == ranked[1]:
        best = GENERAL
    kind = kind_of(best, company_name, catalogue)
    return SectorReading(best, {s: p for s, p in points.items() if p}, kind)


def infer_sector(
    company_name: str, current_tools: str | None, catalogue: Catalogue | None = None
) -> str:
    """The sector id (one of options.SECTOR_IDS) for this company name and tool list."""
    return read_sector(company_name, current_tools, catalogue).sector
