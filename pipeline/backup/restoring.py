"""`flask backup restore FILE`: the backup checked whole, then loaded, migrated forward if
older, every erasure made since replayed, whatever it had yet to send held for the operator
(hold.py), and its uploads put back. All or nothing (issue 33): the database as it was is
set aside first (previous.py) and every upload the restore writes is recorded; if any step
fails, the uploads it wrote are taken back and the previous database is put back, so a
failed restore never leaves restored rows live without their erasures replayed or their
mail held. The error says which step failed, in one line.

Refused before anything is touched: a backup whose signature does not verify under this
SECRET_KEY (altered, or made elsewhere) unless `trust_unsigned`, a damaged one (checksums),
one from another dialect or from newer code, one made under another SECRET_KEY (the erasure
ledger's hashes could not be matched, so erased people would come back), one holding an
upload that is not an image the uploader could have stored (pipeline.blog.check_stored),
and a database holding rows unless `force`; and, when there are erasures to replay, an
unreachable Redis."""

from __future__ import annotations

import logging
import tempfile
from dataclasses import dataclass
from pathlib import Path

from redis.exceptions import RedisError

from pipeline import blog, queues
from pipeline.backup import archive, database, previous, replay, schema, uploads
from pipeline.backup.hold import Held, hold_pending
from pipeline.backup.manifest import UPLOADS_PREFIX, BackupError, Manifest, key_fingerprint
from pipeline.models.db import db

log = logging.getLogger(__name__)

UNSIGNED = (
    "the backup's signature does not verify with this SECRET_KEY: it was changed after it "
    "was made, or made by another install or by a version that did not sign backups. "
    "Refused: a changed backup could bring back erased people or plant pages on the site. "
    "Only if you know where this file came from and that nobody altered it, restore it with "
    "--trust-unsigned, which takes its rows as they are (its uploads are still checked to "
    "be images)"
)


@dataclass
class RestoreReport:
    manifest: Manifest
    loaded_counts: dict[str, int]  # as loaded, before migrations and replayed erasures
    migrated: bool
    uploads: int
    erased_again: int
    held: Held | None  # None: --resend-pending
    signed: bool = True  # False: restored with trust_unsigned, its signature did not verify


def _check_origin(manifest: Manifest, trust_unsigned: bool) -> bool:
    """Whether the signature verified (refused unless it did, or `trust_unsigned`)."""
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
    signed = manifest.signature_ok()
    if not signed and not trust_unsigned:
        raise BackupError(UNSIGNED)
    return signed


def _check(manifest: Manifest, force: bool) -> None:
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


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 300 else text[:299] + "…"


def restore(
    path: Path, *, force: bool = False, resend_pending: bool = False, trust_unsigned: bool = False
) -> RestoreReport:
    manifest = archive.read_manifest(path)
    signed = _check_origin(manifest, trust_unsigned)
    with tempfile.TemporaryDirectory(prefix="restore-") as work:
        folder = Path(work)
        archive.extract_verified(path, folder)
        _check(manifest, force)
        try:
            uploads.check(manifest.upload_names, folder / UPLOADS_PREFIX)
        except blog.UploadError as exc:
            raise BackupError(
                f"the backup holds an upload the site would not take: {exc}"
            ) from None
        kept = previous.set_aside(folder)
        written = uploads.Written()
        step = "loading the database"
        try:
            database.load(folder / manifest.dump_name)
            step = "checking the rows loaded"
            loaded = database.counts()
            mismatched = {
                table: (manifest.tables.get(table, 0), loaded.get(table, 0))
                for table in set(manifest.tables) | set(loaded)
                if manifest.tables.get(table, 0) != loaded.get(table, 0)
            }
            if mismatched:
                raise BackupError(f"rows loaded differ from the manifest's counts: {mismatched}")
            step = "migrating forward"
            migrated = schema.migrate_forward(manifest.schema_revision)
            step = "holding unsent mail"
            held = None if resend_pending else hold_pending(manifest.created_at)
            step = "replaying erasures"
            erased = replay.replay(manifest.created_at)
            step = "writing uploads"
            uploads.write_all(manifest.upload_names, folder / UPLOADS_PREFIX, written)
        except Exception as exc:
            log.info(
                "Restore failed while %s: putting the previous state back", step, exc_info=True
            )
            raise BackupError(
                f"restore failed while {step}: {_one_line(exc)}; {_undo(kept, written)}"
            ) from None
        previous.discard(kept)
    return RestoreReport(
        manifest, loaded, migrated, len(manifest.upload_names), erased, held, signed
    )


def _undo(kept: previous.Previous, written: uploads.Written) -> str:
    """Put the uploads and the database back as they were; what to tell the operator."""
    db.session.rollback()
    db.session.remove()
    failed = []
    try:
        uploads.take_back(written)
    except Exception as exc:  # the store may be what failed: say so, and go on to the database
        failed.append(f"the uploads ({_one_line(exc)})")
    try:
        previous.put_back(kept)
    except Exception as exc:
        failed.append(f"the database ({_one_line(exc)})")
    if not failed:
        return "nothing was changed: the database and the uploads are as they were"
    return (
        f"and putting back {' and '.join(failed)} failed too; the previous database is in "
        f"{_rescued(kept)}"
    )


def _rescued(kept: previous.Previous) -> str:
    """Where the previous database is; a copy is moved out of the temporary folder that is
    about to go."""
    if kept.copy is None:
        return kept.where()
    target = Path(tempfile.mkdtemp(prefix="restore-previous-")) / kept.copy.name
    kept.copy.rename(target)
    return str(target)
