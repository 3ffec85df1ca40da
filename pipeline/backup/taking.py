"""`flask backup create`: the database (consistent snapshot) and the uploads into one tar in
BACKUP_DIR, with its manifest; then the oldest beyond BACKUP_KEEP are deleted."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from pipeline.backup import archive, database, uploads
from pipeline.backup.manifest import DUMP_NAMES, UPLOADS_PREFIX, Manifest, key_fingerprint
from pipeline.models.db import utcnow
from pipeline.settings import setting


@dataclass
class BackupInfo:
    path: Path
    manifest: Manifest

    @property
    def size(self) -> int:
        return self.path.stat().st_size


def backup_dir() -> Path:
    path = Path(setting("BACKUP_DIR"))
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return path


def create() -> BackupInfo:
    folder = backup_dir()
    dialect = database.dialect()
    taken: list = []
    with tempfile.TemporaryDirectory(dir=folder, prefix=".dump-") as work:
        dump = Path(work) / DUMP_NAMES[dialect]
        counts, revision = database.dump(dump, lambda: taken.append(utcnow()))
        created_at = taken[0]
        writer = archive.Writer(folder / archive.file_name(created_at))
        try:
            writer.add_file(DUMP_NAMES[dialect], dump)
            # After the snapshot: uploads are only ever added, and a post's picture is
            # written before its URL exists, so every upload the snapshot links to is here.
            for name in uploads.names():
                writer.add_bytes(UPLOADS_PREFIX + name, uploads.read(name))
            path = writer.finish(
                Manifest(
                    created_at=created_at,
                    dialect=dialect,
                    schema_revision=revision,
                    tables=counts,
                    secret_key_fingerprint=key_fingerprint(),
                )  # fmt: skip
            )
        except BaseException:
            writer.abandon()
            raise
    info = BackupInfo(path, archive.read_manifest(path))
    rotate()
    return info


def backups() -> list[Path]:
    """The finished backups in BACKUP_DIR, oldest first (their names sort by time)."""
    return sorted(p for p in backup_dir().iterdir() if archive.is_backup(p))


def rotate(keep: int | None = None) -> list[Path]:
    """Delete all but the newest `keep` (BACKUP_KEEP); the deleted paths."""
    keep = int(setting("BACKUP_KEEP", 14) if keep is None else keep)
    old = backups()[:-keep] if keep > 0 else []
    for path in old:
        path.unlink(missing_ok=True)
    return old


def list_backups() -> list[BackupInfo]:
    return [BackupInfo(path, archive.read_manifest(path)) for path in backups()]
