"""The docs name files a newcomer will open: every source or test path they mention exists,
so a move or a rename (issue 17) cannot leave them pointing at nothing."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ["README.md", "ARCHITECTURE.md", "bench/load_README.md"] + [
    str(p.relative_to(ROOT)) for p in sorted((ROOT / "docs").glob("*.md"))
]
# A path under one of the project's folders, ending in a source file's extension.
PATH = re.compile(
    r"\b(?:web|worker|pipeline|tests|bench|scripts|templates|frontend/src)/[\w./-]*?"
    r"\.(?:py|tsx?|yaml|html|txt|css)\b"
)


@pytest.mark.parametrize("doc", DOCS)
def test_every_path_a_doc_names_exists(doc):
    named = set(PATH.findall((ROOT / doc).read_text()))
    assert named, f"{doc} names no paths: the pattern no longer matches how it writes them"
    missing = sorted(path for path in named if not (ROOT / path).exists())
    assert missing == [], f"{doc} names files that do not exist"
