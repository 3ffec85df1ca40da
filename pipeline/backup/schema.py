"""The backup's schema revision against this code's migrations: a backup from older code is
migrated forward after loading (the same Alembic chain `flask db upgrade` runs); one from
newer code, whose revision these migrations don't know, is refused before anything is
touched (deploy that code first)."""

from __future__ import annotations

from alembic.script import ScriptDirectory
from alembic.util import CommandError
from flask import current_app
from flask_migrate import upgrade

from pipeline.backup.manifest import BackupError


def _scripts() -> ScriptDirectory:
    config = current_app.extensions["migrate"].migrate.get_config()
    return ScriptDirectory.from_config(config)


def heads() -> set[str]:
    return set(_scripts().get_heads())


def check_known(revision: str) -> None:
    scripts = _scripts()
    for rev in filter(None, revision.split(",")):
        try:
            known = scripts.get_revision(rev)
        except CommandError:
            known = None
        if known is None:
            raise BackupError(
                f"the backup's schema revision {rev} is not among this code's migrations: "
                "it was made by a newer version; restore it with that version"
            )


def migrate_forward(revision: str) -> bool:
    """Upgrade to the heads if the loaded database is behind them; whether it was."""
    if set(filter(None, revision.split(","))) == heads():
        return False
    upgrade(revision="heads")
    return True
