"""make lint's import rules bite: a copy of the code with one forbidden import in it
fails `lint-imports` (naming the broken contract) and `ruff` (flask.request in pipeline/),
while the unchanged copy passes both."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    for name in ("pipeline", "web", "worker"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def lint_imports(where: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(BIN / "lint-imports"), "--no-cache"], cwd=where, capture_output=True, text=True
    )


def ruff(where: Path, *paths: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(BIN / "ruff"), "check", "--no-cache", *paths],
        cwd=where,
        capture_output=True,
        text=True,
    )


def append(path: Path, line: str) -> None:
    path.write_text(path.read_text() + f"\n{line}\n")


def test_the_code_as_it_is_keeps_every_contract(copy):
    result = lint_imports(copy)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_reaching_into_a_feature_breaks_its_contract(copy):
    append(copy / "web/errors.py", "from pipeline.finder import job  # noqa: E402, F401")
    result = lint_imports(copy)
    assert result.returncode != 0
    assert "pipeline.finder is used through its __init__ only BROKEN" in result.stdout
    assert "web.errors -> pipeline.finder.job" in result.stdout


def test_pipeline_importing_web_breaks_the_layer_contract(copy):
    append(copy / "pipeline/contact.py", "import web.errors  # noqa: E402, F401")
    result = lint_imports(copy)
    assert result.returncode != 0
    assert "pipeline never imports web or worker BROKEN" in result.stdout


def test_pipeline_may_not_read_the_request(copy):
    append(copy / "pipeline/contact.py", "from flask import request  # noqa: E402, F401")
    append(copy / "web/errors.py", "from flask import request  # noqa: E402, F401, F811")
    assert "TID251" in ruff(copy, "pipeline/contact.py").stdout
    assert ruff(copy, "web/errors.py").returncode == 0


LAYERS = "pipeline's packages in layers: none imports one above it"


def test_a_lower_package_importing_a_higher_one_breaks_the_layers(copy):
    append(copy / "pipeline/mail/compose.py", "from pipeline import signups  # noqa: E402, F401")
    result = lint_imports(copy)
    assert result.returncode != 0
    assert f"{LAYERS} BROKEN" in result.stdout
    assert "pipeline.mail.compose -> pipeline.signups" in result.stdout


def test_features_on_one_layer_may_not_import_each_other(copy):
    append(copy / "pipeline/blog/posts.py", "from pipeline import accounts  # noqa: E402, F401")
    result = lint_imports(copy)
    assert f"{LAYERS} BROKEN" in result.stdout


def test_a_new_package_must_be_given_its_layer(copy):
    (copy / "pipeline/newcomer").mkdir()
    (copy / "pipeline/newcomer/__init__.py").write_text("")
    result = lint_imports(copy)
    assert result.returncode != 0
    assert "pipeline.newcomer" in result.stdout


def test_pipeline_may_not_import_inside_a_function_without_saying_why(copy):
    line = "def later():\n    from pipeline import mail  # a cycle dodged here\n\n    return mail"
    append(copy / "pipeline/contact.py", line)
    append(copy / "web/errors.py", line)
    assert "PLC0415" in ruff(copy, "pipeline/contact.py").stdout
    assert ruff(copy, "web/errors.py").returncode == 0
