"""The store as an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix), through boto3:
AWS S3, Cloudflare R2, MinIO, Backblaze B2 or any server that speaks the S3 API. Every web
machine reads and writes the same bucket, so an image uploaded through one is served by all.

Each name is the object `<prefix>/<name>`. A PUT of a whole object is atomic in S3: a reader
gets the old object or the new one. Objects carry their Content-Type, so the bucket can also
be read directly (behind a CDN, say) with the right types. Failures of the service, the
network or the credentials are raised as Unavailable; a missing object is None."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import boto3
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

from pipeline.storage.store import Blob, Unavailable, checked_name, valid_name

MISSING_CODES = {"NoSuchKey", "404", "NotFound"}
# A byte range past the end of an empty object.
EMPTY_RANGE = "InvalidRange"
# An upload answers within a request: a dead endpoint must fail in seconds, not hang a
# gunicorn thread; "standard" retries cover the odd 500/503 S3 itself asks clients to retry.
CLIENT_CONFIG = {
    "connect_timeout": 5,
    "read_timeout": 30,
    "retries": {"max_attempts": 3, "mode": "standard"},
}


@dataclass(frozen=True)
class Connection:
    """Where the bucket is and how to sign for it. Empty values leave the choice to boto3's
    own chain (AWS_* environment variables, ~/.aws, an instance or task role)."""

    endpoint_url: str = ""
    region: str = ""
    access_key_id: str = ""
    secret_access_key: str = ""
    addressing_style: str = "auto"


def client(connection: Connection):
    session = boto3.session.Session()
    return session.client(
        "s3",
        endpoint_url=connection.endpoint_url or None,
        region_name=connection.region or None,
        aws_access_key_id=connection.access_key_id or None,
        aws_secret_access_key=connection.secret_access_key or None,
        config=Config(**CLIENT_CONFIG, s3={"addressing_style": connection.addressing_style}),
    )


class S3Store:
    def __init__(self, bucket: str, prefix: str, connection: Connection):
        self.bucket = bucket
        self.prefix = f"{prefix.strip('/')}/" if prefix.strip("/") else ""
        self.client = client(connection)

    def __repr__(self) -> str:
        return f"S3Store('s3://{self.bucket}/{self.prefix}')"

    @contextmanager
    def _calling(self):
        try:
            yield
        except (ClientError, BotoCoreError) as exc:
            raise _unavailable(self.bucket, exc) from exc

    def put(self, name: str, data: bytes, content_type: str) -> None:
        key = self.prefix + checked_name(name)
        with self._calling():
            self.client.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType=content_type)

    def _get_object(self, name: str, **extra) -> dict | None:
        if not valid_name(name):
            return None
        try:
            return self.client.get_object(Bucket=self.bucket, Key=self.prefix + name, **extra)
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code")
            if code in MISSING_CODES:
                return None
            if code == EMPTY_RANGE:
                return {"Body": None}
            raise _unavailable(self.bucket, exc) from exc
        except BotoCoreError as exc:
            raise _unavailable(self.bucket, exc) from exc

    def get(self, name: str) -> bytes | None:
        found = self._get_object(name)
        return None if found is None else self._read(found)

    def read_start(self, name: str, length: int) -> bytes | None:
        found = self._get_object(name, Range=f"bytes=0-{max(length, 1) - 1}")
        return None if found is None else self._read(found)

    def fetch(self, name: str) -> Blob | None:
        found = self._get_object(name)
        if found is None:
            return None
        return Blob(
            data=self._read(found),
            etag=found["ETag"].strip('"'),
            modified=found["LastModified"],
        )

    def _read(self, found: dict) -> bytes:
        if found["Body"] is None:
            return b""
        with self._calling(), found["Body"] as body:
            return body.read()

    def delete(self, name: str) -> None:
        if valid_name(name):
            with self._calling():
                self.client.delete_object(Bucket=self.bucket, Key=self.prefix + name)

    def names(self, prefix: str = "") -> Iterator[str]:
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=self.prefix + prefix
        )
        with self._calling():
            for page in pages:
                for item in page.get("Contents", ()):
                    name = item["Key"][len(self.prefix) :]
                    if valid_name(name):  # not a "folder/inside" the prefix
                        yield name


def _unavailable(bucket: str, exc: Exception) -> Unavailable:
    if isinstance(exc, ClientError):
        error = exc.response.get("Error", {})
        return Unavailable(f"s3://{bucket}: {error.get('Code')} {error.get('Message', '')}")
    return Unavailable(f"s3://{bucket}: {exc}")
