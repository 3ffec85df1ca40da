"""What only one back-end has to show: the local folder's writes leave no temporary file
behind, even when they fail; the S3 objects carry their Content-Type, stores under two
prefixes of one bucket don't see each other, and a store that cannot be reached (or a bucket
that does not exist) is Unavailable, quickly, never a hang or a wrong None."""

import time

import pytest
from flask import Flask

from pipeline import storage
from tests.support.smtp_sink import free_port


def _store(config: dict):
    app = Flask(__name__)
    app.config.update(config)
    with app.app_context():
        return storage.current()


def test_local_writes_leave_only_the_file_even_when_they_fail(tmp_path):
    store = _store({"UPLOADS_DIR": str(tmp_path / "up")})
    store.put("a.png", b"123", "image/png")
    assert [p.name for p in (tmp_path / "up").iterdir()] == ["a.png"]
    with pytest.raises(TypeError):
        store.put("b.png", "not bytes", "image/png")  # fails mid-write
    assert [p.name for p in (tmp_path / "up").iterdir()] == ["a.png"]
    assert ((tmp_path / "up" / "a.png").stat().st_mode & 0o777) == 0o644


def test_local_listing_skips_what_is_not_an_upload(tmp_path):
    folder = tmp_path / "up"
    store = _store({"UPLOADS_DIR": str(folder)})
    assert list(store.names()) == []  # no folder yet
    store.put("a.png", b"1", "image/png")
    (folder / ".a.png.x1y2.tmp").write_bytes(b"half")  # a write cut off by a crash
    (folder / "sub").mkdir()
    assert list(store.names()) == ["a.png"]
    assert store.get("sub") is None


def test_s3_objects_carry_their_content_type(s3_server, s3_settings):
    store = _store({"UPLOADS_DIR": "unused", **s3_settings})
    store.put("a.webp", b"RIFF", "image/webp")
    bucket = s3_settings["STORAGE_URL"].removeprefix("s3://").split("/")[0]
    head = s3_server.client().head_object(Bucket=bucket, Key="uploads/a.webp")
    assert head["ContentType"] == "image/webp"


def test_two_prefixes_in_one_bucket_are_two_stores(s3_server, s3_settings):
    bucket = s3_settings["STORAGE_URL"].removeprefix("s3://").split("/")[0]
    site = _store({"UPLOADS_DIR": "unused", **s3_settings})
    staging = _store(
        {"UPLOADS_DIR": "unused", **s3_settings, "STORAGE_URL": f"s3://{bucket}/staging/up/"}
    )
    site.put("a.png", b"site", "image/png")
    staging.put("a.png", b"staging", "image/png")
    s3_server.client().put_object(Bucket=bucket, Key="uploads/folder/inside.png", Body=b"x")
    assert site.get("a.png") == b"site" and staging.get("a.png") == b"staging"
    assert list(site.names()) == ["a.png"] and list(staging.names()) == ["a.png"]
    keys = sorted(o["Key"] for o in s3_server.client().list_objects_v2(Bucket=bucket)["Contents"])
    assert keys == ["staging/up/a.png", "uploads/a.png", "uploads/folder/inside.png"]


def test_a_store_nobody_answers_for_is_unavailable_in_seconds(s3_settings):
    dead = {**s3_settings, "S3_ENDPOINT_URL": f"http://127.0.0.1:{free_port()}"}
    store = _store({"UPLOADS_DIR": "unused", **dead})
    started = time.monotonic()
    for call in (
        lambda: store.put("a.png", b"x", "image/png"),
        lambda: store.get("a.png"),
        lambda: store.fetch("a.png"),
        lambda: store.read_start("a.png", 10),
        lambda: store.delete("a.png"),
        lambda: list(store.names()),
    ):
        with pytest.raises(storage.Unavailable, match="s3://"):
            call()
    assert time.monotonic() - started < 30


def test_a_missing_bucket_is_unavailable_not_empty(s3_settings):
    store = _store({"UPLOADS_DIR": "unused", **s3_settings, "STORAGE_URL": "s3://no-such-bucket"})
    with pytest.raises(storage.Unavailable, match="NoSuchBucket"):
        store.get("a.png")
    with pytest.raises(storage.Unavailable, match="NoSuchBucket"):
        store.put("a.png", b"x", "image/png")
    with pytest.raises(storage.Unavailable, match="NoSuchBucket"):
        list(store.names())
