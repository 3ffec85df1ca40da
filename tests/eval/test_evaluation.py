"""Issue 19's bar: every visitor profile in tests/eval/profiles/ gets three tools a
consultant would sign, from the finder's own recommender. The same evaluation as
`make eval` (scripts/evaluate_finder.py), one test per profile so a failure names it.

Part of the normal pytest run (it is fast and needs no database); marked `eval` so
`pytest -m eval` runs the evaluation alone."""

from __future__ import annotations

import pytest

from pipeline.finder import default_recommender
from tests.support.evaluation import evaluate, load_profiles, load_reference

pytestmark = pytest.mark.eval

REFERENCE = load_reference()


@pytest.fixture(scope="module")
def recommender():
    return default_recommender()


@pytest.mark.parametrize("profile", load_profiles(REFERENCE), ids=lambda p: p.id)
def test_a_consultant_would_sign_the_three_tools(profile, recommender):
    outcome = evaluate(profile, recommender, REFERENCE)
    assert outcome.passed, (
        f"{profile.id} got {', '.join(outcome.tools) or 'no tools'}:\n  "
        + "\n  ".join(outcome.failures())
    )
