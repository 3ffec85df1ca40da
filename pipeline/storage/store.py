"""What every back-end of the store offers (local.py, s3.py), what it hands back, and the
names it takes.

A store is a flat set of named byte strings, written whole and read whole: put, get,
fetch (the bytes with what an HTTP answer needs to validate them), read_start (the first
bytes, for an image's header), delete, names. Writes replace; the uploads written through it
have random names that are never reused, so nothing ever changes once it is stored."""

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

# Flat names only: no "/" (nothing escapes the folder or the prefix) and no leading "." (the
# local back-end keeps its half-written temporary files under such names).
NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}")


class Unavailable(RuntimeError):
    """The store did not answer, or refused us (network, credentials, a missing bucket)."""


class InvalidName(ValueError):
    pass


def valid_name(name: str) -> bool:
    return bool(NAME.fullmatch(name))


def checked_name(name: str) -> str:
    if not valid_name(name):
        raise InvalidName(f"not a storable name: {name!r}")
    return name


@dataclass(frozen=True)
class Blob:
    """A stored file as served: its bytes and the validators an HTTP answer carries. `etag`
    is the back-end's own (the object's ETag; the file's mtime and size), unquoted."""

    data: bytes
    etag: str
    modified: datetime

    @property
    def size(self) -> int:
        return len(self.data)


class Store(Protocol):
    def put(self, name: str, data: bytes, content_type: str) -> None:
        """Store `data` under `name`, replacing what was there; readers see the old bytes or
        the new ones, never part of either."""

    def get(self, name: str) -> bytes | None:
        """The bytes stored under `name`, or None."""

    def fetch(self, name: str) -> Blob | None:
        """The bytes with their ETag and modification time, in one round trip, or None."""

    def read_start(self, name: str, length: int) -> bytes | None:
        """Up to `length` bytes from the start (an image's header), or None."""

    def delete(self, name: str) -> None:
        """Remove `name`; nothing happens if it is not there."""

    def names(self, prefix: str = "") -> Iterator[str]:
        """Every stored name starting with `prefix`, in lexical order."""
