"""Judge the AI Tool Finder's recommendations the way a consultant would (issue 19, item 5).

Each visitor profile in tests/eval/profiles/*.yaml is the finder form as a visitor would
fill it in, with what an experienced consultant would accept as the three tools; this runs
every profile through `pipeline.finder.default_recommender()` and prints a table: the
profile, its three tools, pass/fail per rule, each failure's reason and the overall score.

    .venv/bin/python scripts/evaluate_finder.py                  # all profiles (make eval)
    .venv/bin/python scripts/evaluate_finder.py --profile ID ...  # just these

Prints a score for the tuning set, the held-out set, the unseen-kinds set and all, with each
measured set's target. Exits 0 when every tuning profile passes and each measured set
reaches its floor (tests/support/evaluation/run.py BARS; issues 26 and 35), else 1.
tests/eval/test_evaluation.py runs the same evaluation under pytest (marker `eval`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, the repo root is not on the path
    sys.path.insert(0, str(ROOT))

from tests.support.evaluation import evaluate_all, meets_targets, table  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", nargs="+", default=(), metavar="ID", help="only these")
    args = parser.parse_args(argv)
    outcomes = evaluate_all(only=args.profile)
    if args.profile and len(outcomes) != len(set(args.profile)):
        known = {o.profile.id for o in outcomes}
        parser.error(f"unknown profile ids: {sorted(set(args.profile) - known)}")
    print(table(outcomes))
    return 0 if meets_targets(outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
