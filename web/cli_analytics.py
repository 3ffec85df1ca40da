"""`flask analytics ...`: the funnel totals' upkeep, by hand (the worker does both on its
own: worker/analytics_timer.py)."""

import click
from flask import Flask
from flask.cli import AppGroup

from pipeline import analytics

group = AppGroup("analytics", help="Move funnel event counts into the totals, prune old ones.")


@group.command("flush")
def flush() -> None:
    """Add the counts waiting in Redis to the daily totals now (safe beside the worker)."""
    report = analytics.flush()
    click.echo(
        f"flushed {report.counts} event(s) from {report.keys} batch(es)"
        + (f"; {report.replayed} already added, deleted" if report.replayed else "")
    )


@group.command("prune")
def prune() -> None:
    """Delete totals older than ANALYTICS_TOTALS_MONTHS, and spent flush markers."""
    removed = analytics.prune()
    markers = analytics.forget_flushed_keys()
    click.echo(
        f"deleted {removed} total(s) before {analytics.oldest_kept().isoformat()}, "
        f"{markers} flush marker(s)"
    )


def init_cli(app: Flask) -> None:
    app.cli.add_command(group)
