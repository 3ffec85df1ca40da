"""The uploaded files a backup carries: the only place the backup reads or writes them.
They live in the upload store (pipeline/storage: the local UPLOADS_DIR folder, or an
S3-compatible bucket every web machine shares), so a backup taken on any machine holds
every upload, and a restore puts them back where every machine reads them.

A restore checks every upload as the uploader would (pipeline.blog.check_stored) before
anything is touched, writes them last, and remembers what it wrote, so a restore that
fails takes back exactly that: the names it added are deleted, a name whose bytes it
replaced gets its old bytes again. Names are random and never reused, so a restore into
a live store only adds."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pipeline import blog, storage


def names() -> Iterator[str]:
    """Every upload's name, sorted (an empty store holds none). Only names the uploader
    gives: anything else in the store is not ours to serve, and a restore would refuse it."""
    return iter(sorted(name for name in storage.current().names() if blog.is_upload_name(name)))


def read(name: str) -> bytes:
    data = storage.current().get(name)
    if data is None:  # deleted between the listing and the read: the backup must say so
        raise FileNotFoundError(f"upload {name!r} vanished while the backup was taken")
    return data


def check(names: list[str], folder: Path) -> None:
    """Each extracted upload (`folder`/<name>) must be an image the uploader could have
    stored under its name; blog.UploadError names the first that is not."""
    for name in names:
        blog.check_stored(name, (folder / name).read_bytes())


@dataclass
class Written:
    """What a restore changed in the store, so it can be taken back."""

    added: list[str] = field(default_factory=list)
    replaced: dict[str, bytes] = field(default_factory=dict)


def write_all(names: list[str], folder: Path, written: Written) -> None:
    """Store each upload under its own name (the one the posts link to), recording each
    change in `written` before making it."""
    store = storage.current()
    for name in names:
        data = (folder / name).read_bytes()
        old = store.get(name)
        if old == data:
            continue
        if old is None:
            written.added.append(name)
        else:
            written.replaced[name] = old
        store.put(name, data, blog.content_type(name))


def take_back(written: Written) -> None:
    store = storage.current()
    for name in written.added:
        store.delete(name)
    for name, data in written.replaced.items():
        store.put(name, data, blog.content_type(name))
