"""The rationale's table of challenge sentences (sentences.py, re-exported by rationale.py):
every challenge has its sub-cases ending in 'else', and each picks and fills the right form.
Kept apart from test_engine.py, which would pass 400 lines with them."""

from dataclasses import replace

import pytest

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.rationale import (
    _CATEGORY_ROLES,
    _CHALLENGE_SENTENCES,
    _DATA_QUALITY,
    _MANUAL_WORK,
    _WHEN,
    Visitor,
    _challenge_sentence,
)

CATALOGUE = load_catalogue()

_SAMPLE_TOOL = replace(
    CATALOGUE.tools[0],
    name="Sample",
    category="automation",
    price_gbp_month=0,
    no_code=True,
    uk_eu_data=True,
    admin_controls=False,
    company_sizes=frozenset({"1-5", "6-20"}),
    challenges=(),
    integrates_with=("gmail", "slack", "xero", "hubspot", "shopify"),
)
_SAMPLE_VISITOR = Visitor(
    company_size="6-20",
    goals=(),
    challenges=(),
    owned_tools=(),
    integration_keys=("gmail",),
    unknown_tools=(),
    labels=CATALOGUE.integration_labels,
)


def test_challenge_sentence_table_is_complete():
    for challenge, cases in _CHALLENGE_SENTENCES.items():
        assert challenge in options.MAIN_CHALLENGE_IDS
        assert set(cases) <= set(_WHEN) and list(cases)[-1] == "else", challenge
        assert all(isinstance(forms, str) or len(forms) == 3 for forms in cases.values())
    assert set(_MANUAL_WORK) == set(_CATEGORY_ROLES) == set(options.TOOL_CATEGORY_IDS)


@pytest.mark.parametrize(
    ("challenge", "index", "expected"),
    [
        (
            "budget-constraints",
            1,
            "You can start on its free plan and pay only once it earns its keep, which suits "
            "budget constraints.",
        ),
        (
            "integration-challenges",
            0,
            "Beyond those, it has ready-made links to Slack, Xero and HubSpot, which eases "
            "integration challenges as you add tools.",
        ),
        (
            "security-concerns",
            2,
            "Your data can be kept in UK or EU data centres, which helps with security concerns.",
        ),
        (
            "lack-technical-expertise",
            5,
            "Setting it up is point-and-click, which gets round a lack of technical expertise.",
        ),
        ("data-quality-issues", 0, _DATA_QUALITY["automation"]),
        (
            "staff-resistance",
            1,
            "Because it plugs into tools your people already use, habits barely change, which "
            "softens staff resistance.",
        ),
        (
            "scalability-issues",
            0,
            "It suits firms up to a few hundred people, so with scalability issues in mind check "
            "its larger plans before you outgrow it.",
        ),
        (
            "finding-right-tools",
            0,
            "If the job of finding the right tools has stalled you, this is an established "
            "choice for workflow automation, so guides and help are easy to find.",
        ),
    ],
)
def test_challenge_sentence_picks_and_fills_the_right_form(challenge, index, expected):
    assert _challenge_sentence(_SAMPLE_TOOL, challenge, _SAMPLE_VISITOR, index) == expected
