"""Which store this process uses: STORAGE_URL read once per configuration.

Empty (the default): the local folder UPLOADS_DIR. `s3://bucket/prefix`: that bucket, with
S3_ENDPOINT_URL (empty: AWS itself), S3_REGION, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY
(empty: boto3's own chain, e.g. an instance role) and S3_ADDRESSING_STYLE."""

import re
from functools import lru_cache

from pipeline.settings import setting
from pipeline.storage.local import LocalStore
from pipeline.storage.store import Store

# S3's bucket naming rules (3-63 lower-case letters, digits, dots, hyphens), then any prefix.
S3_URL = re.compile(r"s3://([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:/([^\s?#]*))?")
ADDRESSING_STYLES = ("auto", "path", "virtual")


def parse_s3_url(url: str) -> tuple[str, str] | None:
    """(bucket, prefix) of an s3:// URL, or None if it is not one."""
    match = S3_URL.fullmatch(url.strip())
    if not match:
        return None
    return match.group(1), (match.group(2) or "").strip("/")


def storage_problem(url: str, addressing_style: str) -> str | None:
    """Why these settings name no store we can use (for web/config.py), or None."""
    if url.strip() and parse_s3_url(url) is None:
        return (
            f"STORAGE_URL must be empty (the local UPLOADS_DIR) or s3://bucket/prefix, not {url!r}"
        )
    if addressing_style not in ADDRESSING_STYLES:
        return f"S3_ADDRESSING_STYLE must be one of {', '.join(ADDRESSING_STYLES)}"
    return None


def current() -> Store:
    """This configuration's store. One per configuration and process: a boto3 client is
    costly to build and safe to share between threads."""
    return _store(
        setting("STORAGE_URL", "") or "",
        str(setting("UPLOADS_DIR")),
        setting("S3_ENDPOINT_URL", "") or "",
        setting("S3_REGION", "") or "",
        setting("AWS_ACCESS_KEY_ID", "") or "",
        setting("AWS_SECRET_ACCESS_KEY", "") or "",
        setting("S3_ADDRESSING_STYLE", "auto") or "auto",
    )


@lru_cache(maxsize=16)
def _store(url: str, folder: str, *s3: str) -> Store:
    if not url.strip():
        return LocalStore(folder)
    bucket_and_prefix = parse_s3_url(url)
    if bucket_and_prefix is None:  # web/config.py refuses it at start-up; never fall back
        raise ValueError(storage_problem(url, "auto"))
    # Only a process that uses S3 pays for botocore (~0.2 s and ~25 MB at import); the
    # local default never loads it.
    from pipeline.storage.s3 import Connection, S3Store  # noqa: PLC0415

    return S3Store(*bucket_and_prefix, Connection(*s3))
