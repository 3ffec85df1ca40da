"""`python -m worker`: the RQ worker (with RQ's scheduler, for retries with backoff) plus
the outbox sweeper, the timer that stages the daily sales digest, the one that moves
funnel event counts into their totals each minute and prunes old totals daily (worker/
analytics_timer.py), the daily retention run (worker/retention_timer.py), the
newsletter's sends and weekly digest (worker/newsletter_timer.py), the booking reminders
(worker/booking_timer.py) and the salespeople's calendar reads (worker/calendar_timer.py).
Stops gracefully on SIGTERM/SIGINT: the current job finishes first."""

import gc
import logging
import os
import sys


def main() -> None:
    # Imported here, not above: the finder's render process (spawned) imports this module
    # again as its own __main__, and needs none of the app (about a second of its start).
    from pipeline.finder import enable_render_process, stop_render_process, warm_up
    from web import create_app
    from worker.analytics_timer import AnalyticsTimer
    from worker.app_worker import CurrentJobFilter, build_worker
    from worker.booking_timer import BookingTimer
    from worker.calendar_timer import CalendarTimer
    from worker.digest_timer import DigestTimer
    from worker.newsletter_timer import NewsletterTimer
    from worker.retention_timer import RetentionTimer
    from worker.sweeper import Sweeper

    # Visitors wait on the web process; nobody waits on a PDF to the second. On a box that
    # runs both, a lower CPU priority for the worker keeps the site's latency flat while a
    # burst of jobs drains (0 leaves the priority alone).
    os.nice(int(os.environ.get("WORKER_NICE", "10")))
    app = create_app()
    # The finder's reports render in a process of their own, from the first one on.
    enable_render_process()
    warm_up()  # WeasyPrint, PDFium, the email and the catalogue loaded before the first finder
    # What is loaded by now lives as long as the process. Out of the garbage collector's
    # generations, a full collection during a job (a finder PDF allocates ~230,000 objects)
    # scans what the job made, not the app, WeasyPrint and the catalogue again.
    gc.freeze()
    # The finder reads each report back on a thread of its own (pipeline/finder/pdf_reader.py)
    # while this one builds the email: PDFium runs without the GIL, but each of its calls
    # returns into Python, and at the default 5 ms switch interval the reader waited that
    # long for every turn. Nothing else here wants the GIL often, so a short interval is free.
    sys.setswitchinterval(0.0005)
    for handler in logging.getLogger().handlers:
        handler.addFilter(CurrentJobFilter())
    sweeper = Sweeper(app)
    sweeper.start()
    digest_timer = DigestTimer(app)
    digest_timer.start()
    analytics_timer = AnalyticsTimer(app)
    analytics_timer.start()
    retention_timer = RetentionTimer(app)
    retention_timer.start()
    newsletter_timer = NewsletterTimer(app)
    newsletter_timer.start()
    booking_timer = BookingTimer(app)
    booking_timer.start()
    calendar_timer = CalendarTimer(app)
    calendar_timer.start()
    try:
        build_worker(app).work(with_scheduler=True, logging_level="INFO")
    finally:
        stop_render_process()
        calendar_timer.stop()
        booking_timer.stop()
        newsletter_timer.stop()
        retention_timer.stop()
        analytics_timer.stop()
        digest_timer.stop()
        sweeper.stop()


if __name__ == "__main__":
    main()
