"""Where uploaded files live: one interface, two back-ends, chosen by STORAGE_URL.

    from pipeline import storage
    store = storage.current()
    store.put(name, data, content_type); store.get(name); store.fetch(name)
    store.read_start(name, length); store.delete(name); store.names(prefix)

Empty STORAGE_URL: the local folder UPLOADS_DIR (local.py), as one machine needs. `s3://...`:
an S3-compatible bucket (s3.py) every web machine shares. Names are flat (no "/"); the store
raises Unavailable when it cannot be reached. What other layers may call."""

from pipeline.storage.local import LocalStore
from pipeline.storage.location import current, parse_s3_url, storage_problem
from pipeline.storage.store import Blob, InvalidName, Store, Unavailable, valid_name

__all__ = [
    "Blob",
    "InvalidName",
    "LocalStore",
    "Store",
    "Unavailable",
    "current",
    "parse_s3_url",
    "storage_problem",
    "valid_name",
]
