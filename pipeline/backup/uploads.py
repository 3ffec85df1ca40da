"""The uploaded files a backup carries, behind three functions: the only place the backup
reads or writes them. They live in the upload store (pipeline/storage: the local UPLOADS_DIR
folder, or an S3-compatible bucket every web machine shares), so a backup taken on any
machine holds every upload, and a restore puts them back where every machine reads them."""

from __future__ import annotations

from collections.abc import Iterator

from pipeline import blog, storage


def names() -> Iterator[str]:
    """Every stored upload's name, sorted (an empty store holds none)."""
    return iter(sorted(storage.current().names()))


def read(name: str) -> bytes:
    data = storage.current().get(name)
    if data is None:  # deleted between the listing and the read: the backup must say so
        raise FileNotFoundError(f"upload {name!r} vanished while the backup was taken")
    return data


def write(name: str, data: bytes) -> None:
    """Store one upload under its own name (a restore: the same name the posts link to)."""
    storage.current().put(name, data, blog.content_type(name))
