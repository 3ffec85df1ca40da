"""Issue 19's bar, with issue 26's two sets: every tuning profile gets three tools a
consultant would sign, from the finder's own recommender (one test per profile so a failure
names it), and at least 90 % of the held-out profiles do. The same evaluation as `make
eval` (scripts/evaluate_finder.py).

Part of the normal pytest run (it is fast and needs no database); marked `eval` so
`pytest -m eval` runs the evaluation alone."""

from __future__ import annotations

import pytest

from pipeline.finder import default_recommender
from tests.support.evaluation import (
    HELD_OUT_TARGET,
    evaluate,
    load_profiles,
    load_reference,
    meets_targets,
)

pytestmark = pytest.mark.eval

REFERENCE = load_reference()
PROFILES = load_profiles(REFERENCE)
TUNING = [profile for profile in PROFILES if profile.set == "tuning"]
HELD_OUT = [profile for profile in PROFILES if profile.set == "held-out"]


@pytest.fixture(scope="module")
def recommender():
    return default_recommender()


@pytest.mark.parametrize("profile", TUNING, ids=lambda p: p.id)
def test_a_consultant_would_sign_the_three_tools(profile, recommender):
    outcome = evaluate(profile, recommender, REFERENCE)
    assert outcome.passed, (
        f"{profile.id} got {', '.join(outcome.tools) or 'no tools'}:\n  "
        + "\n  ".join(outcome.failures())
    )


def test_the_held_out_set_reaches_its_target(recommender):
    outcomes = [evaluate(profile, recommender, REFERENCE) for profile in HELD_OUT]
    failed = [o for o in outcomes if not o.passed]
    share = 1 - len(failed) / len(outcomes)
    report = "\n".join(f"{o.profile.id}: {'; '.join(o.failures())}" for o in failed)
    assert share >= HELD_OUT_TARGET, f"held-out {share:.0%} < {HELD_OUT_TARGET:.0%}:\n{report}"
    assert meets_targets(outcomes)
