"""The tool finder's evaluation set (issue 19, item 5): realistic visitor profiles in
tests/eval/, the consultant's rules they are judged by, and the runner behind `make eval`
(scripts/evaluate_finder.py) and tests/eval/test_evaluation.py."""

from tests.support.evaluation.profiles import Profile, load_profiles
from tests.support.evaluation.rules import RULES, Context, Verdict, check
from tests.support.evaluation.run import (
    BARS,
    HELD_OUT_TARGET,
    Outcome,
    evaluate,
    evaluate_all,
    finder_request,
    meets_targets,
    share,
    table,
)
from tests.support.evaluation.vocabulary import Reference, load_reference

__all__ = [
    "BARS",
    "HELD_OUT_TARGET",
    "RULES",
    "Context",
    "Outcome",
    "Profile",
    "Reference",
    "Verdict",
    "check",
    "evaluate",
    "evaluate_all",
    "finder_request",
    "load_profiles",
    "load_reference",
    "meets_targets",
    "share",
    "table",
]
