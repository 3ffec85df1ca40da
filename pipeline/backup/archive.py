"""A backup on disk: one uncompressed tar (the dump and the pictures are compressed
already) named backup-<UTC time>.tar, holding the database dump, uploads/<name> for each
upload, and manifest.json last. It is written under a hidden .partial name and renamed once
complete and fsync'd, so a listing, a rotation or a copy off the machine never sees half a
backup."""

from __future__ import annotations

import hashlib
import io
import os
import tarfile
from datetime import datetime
from pathlib import Path

from pipeline.backup.manifest import NAME as MANIFEST_NAME
from pipeline.backup.manifest import BackupError, Manifest, digest_of

PREFIX, SUFFIX = "backup-", ".tar"
TIME_FORMAT = "%Y%m%dT%H%M%S%fZ"
CHUNK = 1 << 20


def file_name(created_at: datetime) -> str:
    return f"{PREFIX}{created_at.strftime(TIME_FORMAT)}{SUFFIX}"


def is_backup(path: Path) -> bool:
    return path.is_file() and path.name.startswith(PREFIX) and path.name.endswith(SUFFIX)


class Writer:
    """Members added one by one, each recorded with its checksum for the manifest."""

    def __init__(self, final: Path):
        self.final = final
        self.partial = final.with_name(f".partial-{final.name}")
        self.files: dict[str, dict] = {}
        # Open across add_*() calls; finish() or abandon() closes it.
        self._tar = tarfile.open(self.partial, "x", format=tarfile.PAX_FORMAT)  # noqa: SIM115
        self.partial.chmod(0o600)  # it holds every lead: readable by the app's user only

    def add_bytes(self, name: str, data: bytes) -> None:
        info = tarfile.TarInfo(name)
        info.size, info.mode = len(data), 0o600
        self._tar.addfile(info, io.BytesIO(data))
        self.files[name] = digest_of(data)

    def add_file(self, name: str, path: Path) -> None:
        digest = hashlib.sha256()
        with path.open("rb") as source:
            while chunk := source.read(CHUNK):
                digest.update(chunk)
        info = self._tar.gettarinfo(str(path), arcname=name)
        info.mode = 0o600
        with path.open("rb") as source:
            self._tar.addfile(info, source)
        self.files[name] = {"sha256": digest.hexdigest(), "bytes": info.size}

    def finish(self, manifest: Manifest) -> Path:
        manifest.files = dict(self.files)
        manifest.sign()
        data = manifest.to_bytes()
        info = tarfile.TarInfo(MANIFEST_NAME)
        info.size, info.mode = len(data), 0o600
        self._tar.addfile(info, io.BytesIO(data))
        self._tar.close()
        with self.partial.open("rb") as written:
            os.fsync(written.fileno())
        self.partial.rename(self.final)
        return self.final

    def abandon(self) -> None:
        self._tar.close()
        self.partial.unlink(missing_ok=True)


def read_manifest(path: Path) -> Manifest:
    try:
        with tarfile.open(path) as tar:
            member = tar.extractfile(MANIFEST_NAME)
            return Manifest.from_bytes(member.read())
    except (tarfile.TarError, KeyError, OSError) as exc:
        raise BackupError(f"{path} is not a readable backup: {exc}") from None


def _safe(name: str) -> bool:
    parts = Path(name).parts
    return bool(parts) and not Path(name).is_absolute() and ".." not in parts


def extract_verified(path: Path, into: Path) -> Manifest:
    """Every member written under `into` and checked against the manifest's sha256; a
    missing, extra or altered member refuses the whole backup."""
    manifest = read_manifest(path)
    expected = dict(manifest.files)
    with tarfile.open(path) as tar:
        for member in tar:
            if member.name == MANIFEST_NAME:
                continue
            if not member.isfile() or not _safe(member.name) or member.name not in expected:
                raise BackupError(f"{path}: unexpected member {member.name!r}")
            target = into / member.name
            target.parent.mkdir(parents=True, exist_ok=True)
            digest = hashlib.sha256()
            with tar.extractfile(member) as source, target.open("wb") as out:
                while chunk := source.read(CHUNK):
                    digest.update(chunk)
                    out.write(chunk)
            if digest.hexdigest() != expected.pop(member.name)["sha256"]:
                raise BackupError(f"{path}: checksum mismatch for {member.name}: damaged")
    if expected:
        raise BackupError(f"{path}: missing {', '.join(sorted(expected))}")
    return manifest
