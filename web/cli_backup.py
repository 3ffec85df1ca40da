"""`flask backup create|list|restore FILE`: backups of the database and the uploads, and
restoring one (pipeline/backup/, docs/operations.md "Backups and restore")."""

from pathlib import Path

import click
from flask import Flask
from flask.cli import AppGroup

from pipeline import backup

group = AppGroup("backup", help="Back up the database and uploads, list backups, restore one.")


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


@group.command("create")
def create() -> None:
    """Write a backup into BACKUP_DIR and delete the oldest beyond BACKUP_KEEP."""
    try:
        info = backup.create()
    except backup.BackupError as exc:
        raise click.ClickException(str(exc)) from None
    manifest = info.manifest
    click.echo(
        f"{info.path} ({_size(info.size)}): {sum(manifest.tables.values())} row(s) in "
        f"{len(manifest.tables)} table(s), {len(manifest.upload_names)} upload(s), "
        f"schema {manifest.schema_revision}"
    )


@group.command("list")
def list_() -> None:
    """The backups in BACKUP_DIR, oldest first."""
    try:
        found = backup.list_backups()
    except backup.BackupError as exc:  # a damaged file among them: named in the message
        raise click.ClickException(str(exc)) from None
    for info in found:
        m = info.manifest
        click.echo(
            f"{info.path.name}  {m.created_at:%Y-%m-%d %H:%M:%S} UTC  {m.dialect}  "
            f"{m.tables.get('submissions', 0)} lead(s)  {len(m.upload_names)} upload(s)  "
            f"{_size(info.size)}"
        )


@group.command("restore")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Replace a database that holds rows.")
@click.option(
    "--resend-pending",
    is_flag=True,
    help="Let the outbox, unsent emails and today's digest go (only if nothing can have "
    "been sent since the backup).",
)
@click.option(
    "--trust-unsigned",
    is_flag=True,
    help="Restore a backup whose signature does not verify with this SECRET_KEY (one made "
    "by a version that did not sign backups). Its rows are taken as they are: use it only "
    "for a file you know nobody altered. Its uploads are still checked to be images.",
)
def restore(file: Path, force: bool, resend_pending: bool, trust_unsigned: bool) -> None:
    """Restore FILE into an empty database: migrate it forward, replay the erasures made
    since, hold what it had yet to send, put its uploads back. All or nothing: on any
    failure the database and the uploads are left as they were."""
    try:
        report = backup.restore(
            file, force=force, resend_pending=resend_pending, trust_unsigned=trust_unsigned
        )
    except backup.BackupError as exc:
        raise click.ClickException(str(exc)) from None
    m = report.manifest
    if not report.signed:
        click.echo("--trust-unsigned: the backup's signature did not verify; restored as it is")
    click.echo(
        f"restored the backup of {m.created_at:%Y-%m-%d %H:%M:%S} UTC: "
        f"{sum(report.loaded_counts.values())} row(s) as in its manifest, "
        f"{report.uploads} upload(s)" + ("; migrated forward" if report.migrated else "")
    )
    click.echo(f"erasures made since the backup, replayed: {report.erased_again} person(s)")
    held = report.held
    if held is None:
        click.echo("--resend-pending: the outbox and unsent emails go as they were")
        return
    if held.digest_run:
        click.echo(f"today's sales digest marked as sent ({held.digest_run}): it may have gone")
    if held.reminders:
        click.echo(
            f"withdrew {held.reminders} discovery-call reminder(s) that fell due since the "
            "backup: they may have gone out"
        )
    if not held.jobs and not held.emails:
        click.echo("nothing was waiting to be sent")
        return
    click.echo(
        f"held {len(held.jobs)} unfinished job(s) and {held.emails} unsent email(s) that may "
        "have gone out after the backup (emails: failed, resend from the lead if not):"
    )
    for job in held.jobs:
        click.echo(f"  {job.created_at:%Y-%m-%d %H:%M:%S}  {job.func}  {job.job_id}")


def init_cli(app: Flask) -> None:
    app.cli.add_command(group)
