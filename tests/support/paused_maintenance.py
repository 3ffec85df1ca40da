"""`python -m tests.support.paused_maintenance`: the real worker (`python -m worker`), except
that its maintenance run number PAUSE_MAINTENANCE_RUN (1 = the run at start-up) stops just
before cleaning RQ's registries (its first Redis command of the run), writes
`<PAUSE_MAINTENANCE_DIR>/paused-<pid>` and waits there for `<PAUSE_MAINTENANCE_DIR>/go`. A
fault test can so stop Redis exactly during a maintenance run instead of sleeping and
hoping the run falls into the outage (tests/faults/test_redis_down.py)."""

import os
import time
from pathlib import Path

from worker import __main__ as worker_main
from worker.app_worker import AppWorker


def pause_maintenance(run: int, folder: Path) -> None:
    clean_registries = AppWorker.clean_registries
    runs = 0

    def paused(self: AppWorker) -> None:
        nonlocal runs
        runs += 1
        if runs == run:
            (folder / f"paused-{os.getpid()}").touch()
            while not (folder / "go").exists():
                time.sleep(0.05)
        clean_registries(self)

    AppWorker.clean_registries = paused


if __name__ == "__main__":
    run = int(os.environ["PAUSE_MAINTENANCE_RUN"])
    pause_maintenance(run, Path(os.environ["PAUSE_MAINTENANCE_DIR"]))
    worker_main.main()
