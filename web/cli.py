"""`flask content ...` commands: content that ships with the product."""

import click
from flask import Flask
from flask.cli import AppGroup

content = AppGroup("content", help="Load or inspect site content.")


@content.command("load-demo")
def load_demo() -> None:
    """Load the demo blog categories and posts, and the demo salesperson taking discovery
    calls on a new install (idempotent: safe to run on every start)."""
    from pipeline import blog, booking

    created = blog.load_demo_content() + booking.load_demo_salesperson()
    click.echo(f"demo content: {created} new row(s)")


@content.command("load-demo-analytics")
@click.option(
    "--days", type=click.IntRange(1, 25 * 31), default=None, help="Days ending today (a year)."
)
def load_demo_analytics(days: int | None) -> None:
    """Fill a new install with a year of funnel totals and leads with sales histories, so
    the Overview has charts to show. Once only: refused where it is loaded already or where
    the database has leads or totals of its own. Not part of load-demo, which every start runs."""
    from pipeline import leads

    result = leads.load_analytics_demo(days=days or leads.DEMO_DAYS)
    click.echo(result.message)
    if result.refused:
        raise SystemExit(1)


def init_cli(app: Flask) -> None:
    app.cli.add_command(content)
