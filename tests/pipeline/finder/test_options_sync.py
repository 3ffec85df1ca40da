"""The finder's option lists are written once, in pipeline/finder/options.py. The form's
copy, frontend/src/content/finder-options.ts, is generated from it by
scripts/generate_finder_options.py; these tests fail when the committed file is not what the
generator writes now, and say which command brings it up to date."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.finder import options as finder_options

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "scripts/generate_finder_options.py"


@pytest.fixture(scope="module")
def generator():
    spec = importlib.util.spec_from_file_location("generate_finder_options", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_typescript_is_what_the_generator_writes(generator):
    committed = generator.TARGET.read_text(encoding="utf-8")
    assert committed == generator.render(), (
        f"{generator.TARGET.relative_to(ROOT)} is stale or edited by hand: run {generator.COMMAND}"
    )


@pytest.mark.parametrize(
    ("ts_name", "options"),
    [
        ("companySizes", finder_options.COMPANY_SIZES),
        ("businessGoals", finder_options.BUSINESS_GOALS),
        ("mainChallenges", finder_options.MAIN_CHALLENGES),
        ("toolCategories", finder_options.TOOL_CATEGORIES),
        ("sectors", finder_options.SECTOR_LIST),
    ],
)
def test_each_list_carries_every_python_option_in_order(generator, ts_name, options):
    text = generator.render()
    block = text.split(f"export const {ts_name} = [\n", 1)[1].split("] as const", 1)[0]
    expected = "".join(f"  {{ id: '{o.id}', label: '{o.label}' }},\n" for o in options)
    assert block == expected


def test_labels_are_escaped_as_typescript_strings(generator):
    assert generator.ts_string("plain") == "'plain'"
    assert generator.ts_string('It\'s \\ "x"\n') == "'It\\'s \\\\ \\\"x\\\"\\n'"


def test_check_mode_fails_on_a_stale_file_until_regenerated(
    generator, tmp_path, monkeypatch, capsys
):
    stale = tmp_path / "finder-options.ts"
    stale.write_text("export const companySizes = []\n", encoding="utf-8")
    monkeypatch.setattr(generator, "TARGET", stale)
    monkeypatch.setattr(generator, "ROOT", tmp_path)

    assert generator.main(["--check"]) == 1
    assert generator.COMMAND in capsys.readouterr().err
    assert generator.main([]) == 0
    assert stale.read_text(encoding="utf-8") == generator.render()
    assert generator.main(["--check"]) == 0


def test_the_script_runs_on_its_own():
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
