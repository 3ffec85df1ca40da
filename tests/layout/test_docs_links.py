"""The README is the front door and docs/ the manual (design convention 13): every page in
docs/ is reachable from the README, and every relative link in the docs leads somewhere, so
moving a section or renaming a heading or a file cannot leave a reader at a dead end."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted((ROOT / "docs").glob("*.md"))
DOCS = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", *PAGES]
# [text](target) outside code: the target up to the closing bracket or a title.
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)[^)]*\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"`[^`\n]*`")


def _name(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _local_links(doc: Path) -> list[str]:
    text = CODE_SPAN.sub("", FENCE.sub("", doc.read_text()))
    return [
        target
        for target in LINK.findall(text)
        if not target.startswith(("http://", "https://", "mailto:", "#"))
    ]


def _slug(heading: str) -> str:
    # GitHub's anchors: lower case, punctuation other than hyphens and spaces dropped,
    # each space a hyphen.
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(doc: Path) -> set[str]:
    text = FENCE.sub("", doc.read_text())
    return {_slug(h) for h in re.findall(r"^#{1,6} +(.+?) *#*$", text, re.MULTILINE)}


def test_there_are_docs_pages():
    assert PAGES, "docs/ holds no pages: the pattern or the folder moved"


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_docs_page_is_linked_from_the_readme(page):
    linked = {(ROOT / t.partition("#")[0]).resolve() for t in _local_links(ROOT / "README.md")}
    assert page.resolve() in linked, f"README.md does not link {_name(page)}"


def _resolves(doc: Path, target: str) -> bool:
    path, _, anchor = target.partition("#")
    file = (doc.parent / path).resolve()
    if not file.exists():
        return False
    return not (anchor and file.suffix == ".md") or anchor in _anchors(file)


@pytest.mark.parametrize("doc", DOCS, ids=_name)
def test_every_relative_link_resolves(doc):
    broken = [target for target in _local_links(doc) if not _resolves(doc, target)]
    assert broken == [], f"{_name(doc)} links to missing files or headings"
