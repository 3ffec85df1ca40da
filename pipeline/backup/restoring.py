"""`flask backup restore FILE`: the backup checked whole, then loaded into an empty
database, migrated forward if older, its uploads put back, every erasure made since
replayed, and whatever it had yet to send held for the operator (hold.py).

Refused before anything is touched: a damaged backup (checksums), one from another
dialect or from newer code, one made under another SECRET_KEY (the erasure ledger's hashes
could not be matched, so erased people would come back), and a database holding rows
unless `force`; and, when there are erasures to replay, an unreachable Redis."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from redis.exceptions import RedisError

from pipeline import queues
from pipeline.backup import archive, database, replay, schema, uploads
from pipeline.backup.hold import Held, hold_pending
from pipeline.backup.manifest import UPLOADS_PREFIX, BackupError, Manifest, key_fingerprint


@dataclass
class RestoreReport:
    manifest: Manifest
    loaded_counts: dict[str, int]  # as loaded, before migrations and replayed erasures
    migrated: bool
    uploads: int
    erased_again: int
    held: Held | None  # None: --resend-pending


def _check(manifest: Manifest, force: bool) -> None:
    if manifest.dialect != database.dialect():
        raise BackupError(
            f"the backup holds a {manifest.dialect} database; this app uses "
            f"{database.dialect()}: point DATABASE_URL at a {manifest.dialect} database"
        )
    if manifest.secret_key_fingerprint != key_fingerprint():
        raise BackupError(
            "the backup was made with another SECRET_KEY: set the key it was made with "
            "(erasures since the backup can only be replayed with it)"
        )
    schema.check_known(manifest.schema_revision)
    if replay.people_since(manifest.created_at):
        try:
            queues.connection().ping()  # erase() needs it: find out before loading anything
        except RedisError as exc:
            raise BackupError(
                f"Redis is unreachable ({exc}): erasures made since the backup can't be "
                "replayed without it; start Redis (REDIS_URL) and restore again"
            ) from None
    if not force and (full := database.tables_with_rows()):
        raise BackupError(
            f"the database is not empty ({', '.join(full[:5])}{'…' if len(full) > 5 else ''} "
            "hold rows): restore into an empty database, or pass --force to replace it"
        )


def restore(path: Path, *, force: bool = False, resend_pending: bool = False) -> RestoreReport:
    with tempfile.TemporaryDirectory(prefix="restore-") as work:
        manifest = archive.extract_verified(path, Path(work))
        _check(manifest, force)
        database.load(Path(work) / manifest.dump_name)
        loaded = database.counts()
        mismatched = {
            table: (manifest.tables.get(table, 0), loaded.get(table, 0))
            for table in set(manifest.tables) | set(loaded)
            if manifest.tables.get(table, 0) != loaded.get(table, 0)
        }
        if mismatched:
            raise BackupError(f"rows loaded differ from the manifest's counts: {mismatched}")
        migrated = schema.migrate_forward(manifest.schema_revision)
        for name in manifest.upload_names:
            uploads.write(name, (Path(work) / (UPLOADS_PREFIX + name)).read_bytes())
    held = None if resend_pending else hold_pending(manifest.created_at)
    erased = replay.replay(manifest.created_at)
    return RestoreReport(manifest, loaded, migrated, len(manifest.upload_names), erased, held)
