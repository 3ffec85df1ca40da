"""The uploaded files a backup carries, behind three functions: the only place the backup
reads or writes them. Today they are the files of the UPLOADS_DIR folder (what
pipeline/blog/uploads.py writes); when uploads move to an upload store, these three become
its names(), get() and put()."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from pipeline.settings import setting


def _folder() -> Path:
    return Path(setting("UPLOADS_DIR"))


def names() -> Iterator[str]:
    """Every stored upload's name, sorted (a folder that doesn't exist yet holds none)."""
    folder = _folder()
    if not folder.is_dir():
        return iter(())
    return iter(sorted(entry.name for entry in os.scandir(folder) if entry.is_file()))


def read(name: str) -> bytes:
    return (_folder() / name).read_bytes()


def write(name: str, data: bytes) -> None:
    """Store one upload under its own name (a restore: the same name the posts link to)."""
    folder = _folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
