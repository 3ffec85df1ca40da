"""Issue 35: the invariants hold for every possible visitor, not only the profiles we wrote.

Hypothesis generates visitors (tests/support/finder_visitors.py: names from every sector's
words, words of businesses outside the sectors and of none, every size, any goals and
challenges, tools from the dictionary and unknown ones, with and without a chosen sector)
and checks the catalogue engine's answer *before* its own check and repair (`unchecked`):
the rules keep every invariant by construction. Each is asserted twice, through
invariants.breaches() and again here in plain terms, so a slip in the checker cannot hide
one in the engine.

A fixed seed (derandomize) and FINDER_PROPERTY_EXAMPLES examples of the first (1,500 in the
normal run, a fifth of that for the second and twice as many readings; `make eval` runs
6,000). Counter-examples found are regular tests in test_invariants.py.
"""

from __future__ import annotations

import itertools
import os
import re

from hypothesis import HealthCheck, given, settings

from pipeline.finder.options import GENERAL
from pipeline.finder.recommender.choose import NothingLeft
from pipeline.finder.recommender.engine import CatalogueRecommender, FinderRequest
from pipeline.finder.recommender.invariants import ON_REQUEST, SIZE_NOTE, always_fits, breaches
from pipeline.finder.recommender.sector import read_sector
from tests.support.finder_visitors import CATALOGUE, any_visitor, company_names, current_tools

EXAMPLES = int(os.environ.get("FINDER_PROPERTY_EXAMPLES", "1500"))
PROPERTY = settings(
    max_examples=EXAMPLES,
    derandomize=True,  # the same visitors every run: a failure reproduces
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
ENGINE = CatalogueRecommender(CATALOGUE)
_PRICE = re.compile(r"\bfree\b|£\s?\d", re.IGNORECASE)


@PROPERTY
@given(any_visitor)
def test_every_answer_keeps_every_invariant_by_construction(visitor: FinderRequest):
    reading = ENGINE.read(visitor)
    needs = reading.needs
    try:
        answer = ENGINE.unchecked(reading)
    except NothingLeft:
        # Only for a visitor who lists (almost) every tool we have for them: no three tools
        # keeping the invariants differ in category and job.
        fitting = [t for t in CATALOGUE.tools if always_fits(t, needs, CATALOGUE)]
        assert len(fitting) < 40, visitor
        assert not any(
            len({t.category for t in three}) == len({t.role for t in three}) == 3
            for three in itertools.combinations(fitting, 3)
        ), visitor
        return

    assert breaches(answer, reading.visit(CATALOGUE)) == []
    assert len({rec.tool_id for rec in answer}) == len({rec.category for rec in answer}) == 3
    replacements = 0
    for rec in answer:
        tool = CATALOGUE.by_id[rec.tool_id]
        # SECTOR: general gets general tools; a tagged tool only its sectors and kinds.
        if needs.sector == GENERAL:
            assert not tool.sectors, (tool.id, visitor)
        elif tool.sectors:
            assert needs.sector in tool.sectors and (not tool.kinds or needs.kind in tool.kinds)
        # FILLED: never theirs; their job done again only as a replacement that says so.
        assert tool.id not in needs.owned
        if tool.addon_for is None and tool.role in needs.owned_roles:
            replacements += 1
            assert rec.replaces == needs.owned_roles[tool.role]
            assert f"could replace {rec.replaces}" in rec.rationale
        # OUTBOUND, DEVELOPER.
        if tool.role == "sales prospecting":
            assert needs.sells_to_businesses, visitor
        if "lack-technical-expertise" in needs.challenges:
            assert tool.no_code, (tool.id, visitor)
        # BUDGET: a price or free tier said; on request only when said why.
        if "budget-constraints" in needs.challenges:
            said = ON_REQUEST in rec.rationale if tool.quote_only else _PRICE.search(rec.rationale)
            assert said, rec.rationale
        # SIZE: sold to their size, or the rationale says why not.
        assert needs.size in tool.company_sizes or SIZE_NOTE in rec.rationale
    if replacements > 1:  # only for a visitor with a tool of theirs for nearly every job
        free = {
            t.category
            for t in CATALOGUE.tools
            if always_fits(t, needs, CATALOGUE)
            and (t.addon_for is not None or t.role not in needs.owned_roles)
        }
        assert len(free) < 3, visitor
    # NAMES: a catalogue tool of theirs is never called by our name for it when they typed
    # another ("ChatGPT Business" for "ChatGPT"), unless it is a pick's own name.
    text = " ".join(rec.rationale for rec in answer)
    picked = " ".join(rec.name for rec in answer)
    for tool_id, said in (reading.typed or {}).items():
        ours = CATALOGUE.by_id[tool_id].name if tool_id in CATALOGUE.by_id else said
        if ours.casefold() not in said.casefold() and ours not in picked:
            assert ours not in text, (ours, said, text)


@settings(PROPERTY, max_examples=max(EXAMPLES // 5, 1))
@given(any_visitor)
def test_the_checked_answer_is_the_unchecked_one(visitor: FinderRequest):
    """Nothing needed repairing, so the stored answer is the rules' own choice."""
    try:
        unchecked = ENGINE.unchecked(ENGINE.read(visitor))
    except NothingLeft:
        return
    assert ENGINE.recommend(visitor) == unchecked


@settings(PROPERTY, max_examples=EXAMPLES * 2)
@given(company_names, current_tools)
def test_the_reading_is_a_clear_winner_or_general(company: str, tools: str | None):
    reading = read_sector(company, tools, CATALOGUE)
    ranked = sorted(reading.points.values(), reverse=True) + [0, 0]
    if reading.sector != GENERAL:
        top = reading.points[reading.sector]
        assert top == ranked[0] > ranked[1] and top >= 2
    # Never a guess between two sectors with evidence of their own.
    if ranked[1] >= 2 and ranked[0] < 1.5 * ranked[1]:
        assert reading.sector == GENERAL
