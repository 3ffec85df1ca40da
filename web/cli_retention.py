"""`flask retention ...`: the retention schedule by hand (the worker runs it once a day on
its own: worker/retention_timer.py)."""

import click
from flask import Flask
from flask.cli import AppGroup

from pipeline import retention

group = AppGroup("retention", help="Show or apply the retention schedule (docs/retention.md).")


def _echo_preview() -> None:
    for row in retention.next_run():
        due = row["due"]
        what = "with another kind" if due is None else f"{due['count']} due"
        oldest = f", oldest {due['oldest']}" if due and due["oldest"] else ""
        click.echo(f"{row['label']}: kept {row['period_text']}; {what}{oldest}")


@group.command("preview")
def preview() -> None:
    """What the next run would delete, kind by kind (counts and oldest date)."""
    _echo_preview()


@group.command("run")
@click.option("--dry-run", is_flag=True, help="Only say what would be deleted.")
def run(dry_run: bool) -> None:
    """Apply the schedule now (safe beside the worker's daily run: each batch commits)."""
    if dry_run:
        _echo_preview()
        return
    record = retention.apply_schedule("cli")
    counts = ", ".join(f"{kind} {count}" for kind, count in record.counts.items())
    click.echo(f"retention run {record.id} {record.status}: {counts}")


def init_cli(app: Flask) -> None:
    app.cli.add_command(group)
