"""One contract, both back-ends: every test runs against the local folder and against an
S3 bucket on a real S3-compatible server (moto in server mode, over HTTP), each reached the
way the product reaches it: `storage.current()` under the app's configuration."""

import os
from datetime import UTC, datetime, timedelta

import pytest
from flask import Flask

from pipeline import storage

PNG_TYPE = "image/png"


def _app(config: dict) -> Flask:
    app = Flask(__name__)
    app.config.update(config)
    return app


@pytest.fixture(params=["local", "s3"])
def backend(request, tmp_path) -> tuple[str, dict]:
    if request.param == "local":
        return "local", {"UPLOADS_DIR": str(tmp_path / "uploads")}
    server = request.getfixturevalue("s3_server")
    return "s3", {"UPLOADS_DIR": str(tmp_path / "unused"), **server.settings(server.new_bucket())}


@pytest.fixture
def store(backend):
    with _app(backend[1]).app_context():
        yield storage.current()


def test_the_configuration_picks_the_back_end(backend, store, tmp_path):
    kind, _ = backend
    assert type(store).__name__ == {"local": "LocalStore", "s3": "S3Store"}[kind]
    store.put("a.png", b"x", PNG_TYPE)
    assert (tmp_path / "uploads" / "a.png").exists() == (kind == "local")
    assert not (tmp_path / "unused").exists()  # an S3 store writes nothing on local disk


def test_what_is_put_is_got_back_whole(store):
    data = os.urandom(300_000)
    store.put("photo.png", data, PNG_TYPE)
    assert store.get("photo.png") == data
    assert store.read_start("photo.png", 1000) == data[:1000]
    assert store.read_start("photo.png", 10**6) == data
    blob = store.fetch("photo.png")
    assert blob.data == data and blob.size == len(data)
    assert blob.etag and '"' not in blob.etag
    assert abs(blob.modified - datetime.now(UTC)) < timedelta(minutes=1)


def test_a_put_replaces_and_changes_the_etag(store):
    store.put("a.png", b"first", PNG_TYPE)
    first = store.fetch("a.png")
    store.put("a.png", b"second version", PNG_TYPE)
    second = store.fetch("a.png")
    assert second.data == b"second version" and store.get("a.png") == b"second version"
    assert second.etag != first.etag
    assert list(store.names()) == ["a.png"]


def test_an_empty_file_is_stored_as_empty(store):
    store.put("empty.gif", b"", "image/gif")
    assert store.get("empty.gif") == b""
    assert store.read_start("empty.gif", 100) == b""
    assert store.fetch("empty.gif").data == b""


def test_missing_names_are_none_and_deleting_them_is_harmless(store):
    assert store.get("nothing.png") is None
    assert store.fetch("nothing.png") is None
    assert store.read_start("nothing.png", 10) is None
    store.delete("nothing.png")
    assert list(store.names()) == []


def test_delete_removes_only_that_name(store):
    for name in ("a.png", "b.png"):
        store.put(name, name.encode(), PNG_TYPE)
    store.delete("a.png")
    assert store.get("a.png") is None and store.fetch("a.png") is None
    assert store.get("b.png") == b"b.png"
    assert list(store.names()) == ["b.png"]


def test_names_are_listed_in_order_and_by_prefix(store):
    for name in ("stem-960w.webp", "stem.jpg", "other.png", "stem-480w.webp", "stem-480w.jpg"):
        store.put(name, b"x", "image/webp")
    assert list(store.names()) == sorted(
        ["other.png", "stem-480w.jpg", "stem-480w.webp", "stem-960w.webp", "stem.jpg"]
    )
    assert list(store.names(prefix="stem-")) == [
        "stem-480w.jpg",
        "stem-480w.webp",
        "stem-960w.webp",
    ]
    assert list(store.names(prefix="none")) == []


def test_many_names_are_all_listed(store):
    # (An S3 listing comes in pages of 1000 keys, which boto3's paginator walks through.)
    names = [f"n{i:04d}.png" for i in range(60)]
    for name in names:
        store.put(name, b"x", PNG_TYPE)
    assert list(store.names()) == names


@pytest.mark.parametrize("name", ["../secret_key", "a/b.png", ".hidden", "", "x" * 201, "a b"])
def test_names_that_could_escape_or_hide_are_refused(store, name):
    with pytest.raises(storage.InvalidName):
        store.put(name, b"x", PNG_TYPE)
    assert store.get(name) is None and store.fetch(name) is None
    assert store.read_start(name, 5) is None
    store.delete(name)
    assert list(store.names()) == []


def test_a_large_image_survives_the_round_trip(store):
    data = os.urandom(10 * 1024 * 1024)  # UPLOAD_MAX_BYTES' default
    store.put("big.jpg", data, "image/jpeg")
    assert store.get("big.jpg") == data
