"""The finder's option ids and labels exist twice: pipeline/finder_options.py (the source
of truth in Python) and frontend/src/content/finder-options.ts (what the form shows). This
test reads the TypeScript file and fails when the two drift apart."""

import re
from pathlib import Path

import pytest

from pipeline import finder_options

TS_FILE = Path(__file__).resolve().parents[2] / "frontend/src/content/finder-options.ts"
OPTION = re.compile(r"\{\s*id:\s*'([^'\\]*)',\s*label:\s*'([^'\\]*)'\s*\}")


def ts_options(name: str) -> list[tuple[str, str]]:
    source = TS_FILE.read_text(encoding="utf-8")
    block = re.search(rf"export const {name} = \[(.*?)\] as const", source, re.S)
    assert block, f"{name} not found in {TS_FILE.name}"
    body = block.group(1)
    options = OPTION.findall(body)
    # Every entry must match the pattern, or an odd one out would be silently skipped.
    assert len(options) == body.count("{"), f"unparsed entries in {name}"
    return options


@pytest.mark.parametrize(
    ("ts_name", "python_options"),
    [
        ("companySizes", finder_options.COMPANY_SIZES),
        ("businessGoals", finder_options.BUSINESS_GOALS),
        ("mainChallenges", finder_options.MAIN_CHALLENGES),
    ],
)
def test_typescript_options_match_python(ts_name, python_options):
    assert ts_options(ts_name) == [(option.id, option.label) for option in python_options]


def test_company_sizes_are_labelled_n_employees():
    assert [label for _, label in ts_options("companySizes")] == [
        f"{size} employees" for size in ("1-5", "6-20", "21-50", "51-100", "101-500", "500+")
    ]
