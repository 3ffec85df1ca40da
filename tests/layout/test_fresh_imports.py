"""Each module a process may import first (a job's module, which RQ imports by its dotted
path; the intake and webhooks packages) imports in a fresh interpreter: an import cycle
that only bites in one order fails here, not in a worker in production."""

import subprocess
import sys
from pathlib import Path

import pytest

from pipeline import queues

ROOT = Path(__file__).resolve().parents[2]
FIRST_IMPORTS = sorted(
    {path.rsplit(".", 1)[0] for path in queues.JOBS}
    | {"pipeline.intake", "pipeline.webhooks", "pipeline.contact", "web.wsgi"}
)


@pytest.mark.parametrize("module", FIRST_IMPORTS)
def test_module_imports_on_its_own(module):
    result = subprocess.run(
        [sys.executable, "-c", f"import {module}"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr[-2000:]
