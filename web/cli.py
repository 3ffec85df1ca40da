"""`flask content ...` commands: content that ships with the product."""

import click
from flask import Flask
from flask.cli import AppGroup

content = AppGroup("content", help="Load or inspect site content.")


@content.command("load-demo")
def load_demo() -> None:
    """Load the demo blog categories and posts (idempotent: safe to run on every start)."""
    from pipeline import blog

    created = blog.load_demo_content()
    click.echo(f"demo content: {created} new row(s)")


def init_cli(app: Flask) -> None:
    app.cli.add_command(content)
