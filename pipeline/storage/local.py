"""The store as a folder on this machine (UPLOADS_DIR): the default, and right for one
machine. With several web machines each would have its own folder, so an image uploaded
through one would be missing on the others: use the S3 back-end (s3.py) there.

A write goes to a temporary file in the same folder, then is renamed over the name, so a
reader sees the whole file or none of it, even if the process dies mid-write."""

import os
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO

from pipeline.storage.store import Blob, checked_name, valid_name

# What the old `open(..., "xb")` gave the files under the usual umask: readable by a web
# server or backup job running as another user, as before.
FILE_MODE = 0o644
# A name that is not (or no longer) a file: a reader gets None.
MISSING = (FileNotFoundError, IsADirectoryError, NotADirectoryError)


class LocalStore:
    def __init__(self, folder: str | Path):
        self.folder = Path(folder)

    def __repr__(self) -> str:
        return f"LocalStore({str(self.folder)!r})"

    def put(self, name: str, data: bytes, content_type: str) -> None:
        target = self.folder / checked_name(name)
        self.folder.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=self.folder, prefix=f".{name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            os.chmod(temporary, FILE_MODE)
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def get(self, name: str) -> bytes | None:
        return self.read_start(name, -1)

    def read_start(self, name: str, length: int) -> bytes | None:
        try:
            with self._open(name) as file:
                return file.read(length)
        except MISSING:
            return None

    def fetch(self, name: str) -> Blob | None:
        try:
            with self._open(name) as file:
                status = os.fstat(file.fileno())
                data = file.read()
        except MISSING:
            return None
        return Blob(
            data=data,
            etag=f"{status.st_mtime_ns:x}-{status.st_size:x}",
            modified=datetime.fromtimestamp(status.st_mtime, UTC),
        )

    def _open(self, name: str) -> BinaryIO:
        if not valid_name(name):
            raise FileNotFoundError(name)  # nothing can be stored under it
        return (self.folder / name).open("rb")

    def delete(self, name: str) -> None:
        if valid_name(name):
            (self.folder / name).unlink(missing_ok=True)

    def names(self, prefix: str = "") -> Iterator[str]:
        try:
            entries = list(os.scandir(self.folder))
        except FileNotFoundError:
            return iter(())
        return iter(
            sorted(
                entry.name
                for entry in entries
                if entry.name.startswith(prefix) and valid_name(entry.name) and entry.is_file()
            )
        )
