"""What the words of a company name say about the business (issue 35).

A name's words are weighed, not just counted:

  * the word that says what the business is comes last in an English trading name ("Law
    Bakery", "Chambers Haulage", "Hughes Quantity Surveyors"), so a word that names a trade
    (3 points) and ends the name (before "Ltd" and the like) counts :data:`LAST_WORD_BONUS`
    more; a generic last word ("Clinic", "Care") does not outweigh a trade before it
    ("City Dental Clinic");
  * a word in the possessive names a person ("The Solicitor's Arms"), not the trade: it
    counts nothing;
  * a sector word that is also a common surname (catalogue `surname_words`: Law, Barber,
    Carpenter) counts only as the last of the name's sector words ("Carpenter Brown
    Accountants" is an accounting practice, "The Barbers Club" a barbershop);
  * of two words that overlap, the longer says more ("driving school" is no school, "tree
    surgery" no clinic, "mortgage brokers" no insurance broker): only it counts.

Words of businesses outside the 24 sectors (catalogue `outside.names`: a florist, a
funeral director, a marina) count the same way towards :data:`OUTSIDE`, which sector.py
reads as 'general'.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pipeline.finder.recommender.entries import CatalogueError, SectorSignals, fold, word_pattern

OUTSIDE = "outside"
"""The evidence for a business of no sector (read as 'general')."""
OUTSIDE_POINTS = 3
LAST_WORD_BONUS = 1
TRADE_POINTS = 3
"""A word worth this names the trade ("Solicitors", "Bakery"); fewer: it usually does, or
hints."""
_POSSESSIVE = re.compile(r"['\u2019]s?(?!\w)")
# What may follow the words that say what a business is: a legal form and the like.
_TAIL = re.compile(
    r"(?:[\s,.&+()-]+(?:ltd|limited|llp|plc|inc|cyf|cyfyngedig|co|company|group|uk|cymru|"
    r"services|solutions|holdings|enterprises|international))*"
    r"[\s,.&+()'\u2019-]*$"
)


@dataclass(frozen=True, slots=True)
class OutsideWords:
    """Words naming businesses outside the sectors, and words saying one sells to
    businesses (catalogue meta.yaml `outside`)."""

    names: tuple[tuple[re.Pattern[str], str, str], ...] = ()
    """(pattern, what to call such a business, its first word)."""
    business: tuple[re.Pattern[str], ...] = ()

    def kind(self, name: str) -> str:
        """What to call a business of no sector named ``name`` ("florist"), or ''."""
        found = _matches(fold(name), {OUTSIDE: self.signals()})
        return found[-1].noun if found else ""

    def sells_to_businesses(self, name: str) -> bool:
        folded = fold(name)
        return any(pattern.search(folded) for pattern in self.business)

    def signals(self) -> tuple[tuple[re.Pattern[str], int, str, str], ...]:
        return tuple((p, OUTSIDE_POINTS, first, noun) for p, noun, first in self.names)


def parse_outside(data: Any) -> OutsideWords:
    if data is None:
        return OutsideWords()
    if not isinstance(data, Mapping) or set(data) - {"names", "business_words"}:
        raise CatalogueError("`outside` takes `names` (word: noun) and `business_words`")
    names = data.get("names") or {}
    if not isinstance(names, Mapping) or not all(
        isinstance(w, str) and isinstance(n, str) and n.strip() and "<" not in n
        for w, n in names.items()
    ):
        raise CatalogueError("`outside.names` must map words to plain nouns")
    business = data.get("business_words") or []
    if not isinstance(business, list) or not all(isinstance(w, str) for w in business):
        raise CatalogueError("`outside.business_words` must be a list of words")
    return OutsideWords(
        tuple((word_pattern(w), n.strip(), fold(w).split()[0]) for w, n in names.items()),
        tuple(word_pattern(word) for word in business),
    )


def parse_surnames(data: Any) -> frozenset[str]:
    if data is None:
        return frozenset()
    if not isinstance(data, list) or not all(isinstance(w, str) and w.strip() for w in data):
        raise CatalogueError("`surname_words` must be a list of words")
    return frozenset(fold(word).strip() for word in data)


@dataclass(frozen=True, slots=True)
class Match:
    """One word (or phrase) of a company name that says something about the business."""

    sector: str
    """A sector id, or OUTSIDE."""
    start: int
    end: int
    points: int
    word: str
    noun: str = ""


def _matches(name: str, signals: Mapping[str, Iterable[tuple]]) -> list[Match]:
    """The words of ``name`` (folded) some signal names, in order; of two that overlap,
    only the longer."""
    found: list[Match] = []
    for sector, entries in signals.items():
        for pattern, points, first, *noun in entries:
            if first not in name:  # a substring test first spares the regular expression
                continue
            for hit in pattern.finditer(name):
                found.append(
                    Match(sector, hit.start(), hit.end(), points, hit.group(), "".join(noun))
                )
    kept: list[Match] = []
    for match in sorted(found, key=lambda m: (m.start - m.end, -m.points, m.start, m.sector)):
        if all(match.end <= other.start or match.start >= other.end for other in kept):
            kept.append(match)
    return sorted(kept, key=lambda m: m.start)


def weigh(
    company_name: str,
    sectors: Mapping[str, SectorSignals],
    outside: OutsideWords,
    surnames: frozenset[str],
) -> dict[str, int]:
    """Points per sector (and OUTSIDE) from the words of ``company_name``."""
    name = fold(company_name or "")
    signals: dict[str, Iterable[tuple]] = {s: v.names for s, v in sectors.items()}
    signals[OUTSIDE] = outside.signals()
    matches = _matches(name, signals)
    ends = len(name) - len(_TAIL.search(name).group())
    last = matches[-1] if matches else None
    points: dict[str, int] = {}
    for match in matches:
        if _POSSESSIVE.match(name, match.end):
            continue  # "The Solicitor's Arms": someone's name, not the trade
        bonus = match is last and match.end >= ends and match.points >= TRADE_POINTS
        if match is not last and {match.word, match.word.removesuffix("s")} & surnames:
            continue  # "Carpenter Brown Accountants": a surname before the trade
        points[match.sector] = points.get(match.sector, 0) + match.points + LAST_WORD_BONUS * bonus
    return points
