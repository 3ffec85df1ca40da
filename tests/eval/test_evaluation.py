"""Issue 19's bar, with issue 26's and 35's sets: every tuning profile gets three tools a
consultant would sign, from the finder's own recommender (one test per profile so a failure
names it), and each measured set (held-out, unseen kinds) reaches its floor
(tests/support/evaluation/run.py BARS). The same evaluation as `make eval`
(scripts/evaluate_finder.py).

Part of the normal pytest run (it is fast and needs no database); marked `eval` so
`pytest -m eval` runs the evaluation alone."""

from __future__ import annotations

import pytest

from pipeline.finder import default_recommender
from tests.support.evaluation import (
    BARS,
    evaluate,
    load_profiles,
    load_reference,
    meets_targets,
    share,
)

pytestmark = pytest.mark.eval

REFERENCE = load_reference()
PROFILES = load_profiles(REFERENCE)
TUNING = [profile for profile in PROFILES if profile.set == "tuning"]
MEASURED = {name: [p for p in PROFILES if p.set == name] for name in BARS}


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


@pytest.mark.parametrize("name", sorted(BARS))
def test_each_measured_set_reaches_its_floor(name, recommender):
    outcomes = [evaluate(profile, recommender, REFERENCE) for profile in MEASURED[name]]
    failed = [o for o in outcomes if not o.passed]
    report = "\n".join(f"{o.profile.id}: {'; '.join(o.failures())}" for o in failed)
    floor = BARS[name].floor
    assert share(outcomes) >= floor, f"{name} {share(outcomes):.0%} < {floor:.0%}:\n{report}"
    assert meets_targets(outcomes)
