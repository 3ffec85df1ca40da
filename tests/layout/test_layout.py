"""The layout shows the architecture (ARCHITECTURE.md) and stays so: few entries at the
top of pipeline/, no product module named like a test, no module over ~400 lines, one
test-file name pattern."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = ("pipeline", "web", "worker", "scripts", "bench", "migrations")
MAX_LINES = 400


def _python_files(*dirs: str):
    for name in dirs:
        yield from (p for p in (ROOT / name).rglob("*.py") if "node_modules" not in p.parts)


def test_pipeline_has_at_most_23_entries_at_the_top():
    # 16 since analytics/ (issue 27), 19 with backup/, retention/ and storage/ (issue 28), 20
    # with lures/ (issue 33, the text rules names and the LLM engine share), 23 with
    # newsletter/ (issue 36), booking/ and calendars/ (issue 34): every entry is a layer of
    # ARCHITECTURE.md's picture.
    entries = [p.name for p in (ROOT / "pipeline").iterdir() if p.name != "__pycache__"]
    assert len(entries) <= 23, sorted(entries)


def test_no_product_module_is_named_like_a_test():
    named_like_tests = [
        str(p.relative_to(ROOT))
        for p in _python_files(*CODE)
        if p.name.startswith("test_") or p.stem.endswith("_test")
    ]
    assert named_like_tests == []


def test_no_module_is_over_400_lines():
    long = {
        str(p.relative_to(ROOT)): n
        for p in _python_files(*CODE, "tests")
        if (n := len(p.read_text().splitlines())) > MAX_LINES
    }
    assert long == {}


def test_test_files_follow_one_name_pattern():
    # Everything under tests/ is a test_<thing>.py, a conftest.py, an __init__.py or a
    # support module in tests/support/ (no test module imports another test module).
    odd = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "tests").rglob("*.py")
        if not (p.name.startswith("test_") or p.name in ("conftest.py", "__init__.py"))
        and "support" not in p.relative_to(ROOT / "tests").parts
    ]
    assert odd == []


def test_no_test_module_imports_another():
    # Shared helpers live in tests/support/ (and fixtures in conftest.py), so a test module
    # can move or go without breaking another.
    test_import = re.compile(r"^\s*(?:from|import)\s+tests\.(?:[\w.]*\.)?test_\w+", re.MULTILINE)
    importing = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "tests").rglob("*.py")
        if test_import.search(p.read_text())
    ]
    assert importing == []


def test_no_feature_exports_a_name_that_hides_one_of_its_modules():
    # `from pipeline.mail import unsubscribe` must not mean a function in one place and the
    # module in another.
    import importlib
    import pkgutil

    clashes = {}
    for package in (ROOT / "pipeline").iterdir():
        if (package / "__init__.py").exists() and package.name != "models":
            module = importlib.import_module(f"pipeline.{package.name}")
            modules = {m.name for m in pkgutil.iter_modules(module.__path__)}
            if shared := modules & set(getattr(module, "__all__", ())):
                clashes[package.name] = shared
    assert clashes == {}
