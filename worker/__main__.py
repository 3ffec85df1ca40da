"""`python -m worker`: the RQ worker (with RQ's scheduler, for retries with backoff) plus
the outbox sweeper. Stops gracefully on SIGTERM/SIGINT: the current job finishes first."""

import logging

from pipeline.finder_report import warm_up
from web import create_app
from worker.app_worker import CurrentJobFilter, build_worker
from worker.sweeper import Sweeper


def main() -> None:
    app = create_app()
    warm_up()  # WeasyPrint and the tool catalogue loaded before the first finder job
    for handler in logging.getLogger().handlers:
        handler.addFilter(CurrentJobFilter())
    sweeper = Sweeper(app)
    sweeper.start()
    try:
        build_worker(app).work(with_scheduler=True, logging_level="INFO")
    finally:
        sweeper.stop()


if __name__ == "__main__":
    main()
