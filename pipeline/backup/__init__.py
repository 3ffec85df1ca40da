"""Backups and restore (issue 28): `create` writes the database (a consistent snapshot) and
the uploads into one tar in BACKUP_DIR with a manifest, keeping BACKUP_KEEP of them;
`restore` checks its signature and its uploads, loads it into an empty database, migrates
it forward, replays the erasures the ledger recorded since, holds what it had yet to send
and puts its uploads back, all or nothing. What web/ (flask backup) calls.
docs/operations.md, "Backups and restore"."""

from pipeline.backup.hold import Held, HeldJob
from pipeline.backup.manifest import BackupError, Manifest, key_fingerprint
from pipeline.backup.replay import MARGIN as REPLAY_MARGIN
from pipeline.backup.restoring import RestoreReport, restore
from pipeline.backup.taking import BackupInfo, backups, create, list_backups, rotate

__all__ = [
    "REPLAY_MARGIN",
    "BackupError",
    "BackupInfo",
    "Held",
    "HeldJob",
    "Manifest",
    "RestoreReport",
    "backups",
    "create",
    "key_fingerprint",
    "list_backups",
    "restore",
    "rotate",
]
