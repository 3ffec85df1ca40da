"""Uploads in an S3-compatible bucket (STORAGE_URL=s3://..., on a real moto server over
HTTP): the admin API stores the picture and its copies there and nothing on local disk;
/uploads/<name> serves them with the same URLs and headers as the local folder (cache for a
year, ETag and Last-Modified, 304s, ranges, 404s); the blog's image sets are read from the
bucket; a bucket that does not answer is a clear 503, and pages still render."""

import io
from email.utils import parsedate_to_datetime

import pytest
from PIL import Image

from pipeline import blog
from tests.support.admin_accounts import send, signed_in_client
from tests.support.smtp_sink import free_port

pytestmark = pytest.mark.parametrize("stack", ["sqlite"], indirect=True)

# The headers an image answer carries whatever the back-end; Date and Expires are the clock.
SAME = ("Cache-Control", "Content-Type", "X-Content-Type-Options", "Accept-Ranges")


def jpeg(size=(2400, 1200)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (15, 118, 110)).save(buffer, "JPEG")
    return buffer.getvalue()


def upload(editor, data: bytes):
    return send(editor, "POST", "/api/admin/uploads", content_type="multipart/form-data",
                data={"file": (io.BytesIO(data), "photo.jpg")})  # fmt: skip


@pytest.fixture
def bucket(app, s3_server, s3_settings, tmp_path):
    """The app storing in a fresh bucket; returns a function listing the bucket's keys."""
    app.config.update(s3_settings, UPLOADS_DIR=str(tmp_path / "local"))
    name = s3_settings["STORAGE_URL"].removeprefix("s3://").split("/")[0]

    def keys() -> list[str]:
        found = s3_server.client().list_objects_v2(Bucket=name).get("Contents", [])
        return sorted(item["Key"] for item in found)

    return keys


def test_an_upload_and_its_copies_go_to_the_bucket_not_the_disk(app, bucket, tmp_path):
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = upload(editor, jpeg())
    assert response.status_code == 201, response.get_json()
    url = response.get_json()["url"]
    stem = url.removeprefix("/uploads/").removesuffix(".jpg")
    copies = [f"uploads/{stem}-{w}w.{ext}" for w in (480, 960, 1600) for ext in ("jpg", "webp")]
    assert bucket() == sorted([f"uploads/{stem}.jpg", *copies])
    assert not (tmp_path / "local").exists()


def test_served_from_the_bucket_with_the_headers_of_the_local_folder(app, client, tmp_path,
                                                                     s3_settings):  # fmt: skip
    editor = signed_in_client(app, "editor@example.com", "editor")
    answers = {}
    for where in ("local", "s3"):
        if where == "s3":
            app.config.update(s3_settings)
        else:
            app.config.update(UPLOADS_DIR=str(tmp_path / "local"))
        url = upload(editor, jpeg((600, 300))).get_json()["url"]
        answers[where] = (url, client.get(url))
    (local_url, local), (s3_url, s3) = answers["local"], answers["s3"]
    assert local_url != s3_url and not (tmp_path / "local" / s3_url.rsplit("/", 1)[1]).exists()
    assert s3.status_code == local.status_code == 200
    assert {h: s3.headers[h] for h in SAME} == {h: local.headers[h] for h in SAME}
    assert s3.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert s3.headers["Content-Type"] == "image/jpeg"
    assert s3.headers["Content-Disposition"] == f"inline; filename={s3_url.rsplit('/', 1)[1]}"
    assert set(s3.headers.keys()) == set(local.headers.keys())
    assert s3.headers["ETag"].startswith('"') and s3.headers["ETag"] != local.headers["ETag"]
    parsedate_to_datetime(s3.headers["Last-Modified"])
    assert int(s3.headers["Content-Length"]) == len(s3.data)
    with Image.open(io.BytesIO(s3.data)) as image:
        assert (image.format, image.size) == ("JPEG", (600, 300))


def test_conditional_range_head_and_missing_requests_from_the_bucket(app, client, bucket):
    editor = signed_in_client(app, "editor@example.com", "editor")
    url = upload(editor, jpeg((600, 300))).get_json()["url"]
    full = client.get(url)
    etag, modified = full.headers["ETag"], full.headers["Last-Modified"]
    assert client.get(url).headers["ETag"] == etag  # the same validator on every request
    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    assert again.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert client.get(url, headers={"If-Modified-Since": modified}).status_code == 304
    part = client.get(url, headers={"Range": "bytes=0-9"})
    assert part.status_code == 206 and part.data == full.data[:10]
    assert part.headers["Content-Range"] == f"bytes 0-9/{len(full.data)}"
    head = client.head(url)
    assert head.status_code == 200 and head.data == b""
    assert client.get("/uploads/nothing-here.jpg").status_code == 404
    assert client.get("/uploads/.hidden").status_code == 404
    secret = app.config["SECRET_KEY"].encode()
    for path in ("/uploads/..%2Fsecret_key", "/uploads/%2E%2E/secret_key"):
        assert secret not in client.get(path).data


def test_the_blog_reads_image_sets_from_the_bucket(app, bucket):
    editor = signed_in_client(app, "editor@example.com", "editor")
    url = upload(editor, jpeg()).get_json()["url"]
    stem = url.removeprefix("/uploads/").removesuffix(".jpg")
    with app.app_context():
        images = blog.image_set(url)
        html = blog.body_html(f'<img src="{url}" alt="A chart">')
    assert (images.src, images.width, images.height) == (f"/uploads/{stem}-1600w.jpg", 1600, 800)
    assert images.webp_srcset == ", ".join(
        f"/uploads/{stem}-{w}w.webp {w}w" for w in (480, 960, 1600)
    )
    assert html.startswith('<picture><source type="image/webp"') and 'alt="A chart"' in html


def test_a_bucket_that_does_not_answer_is_a_clear_503(app, client, bucket):
    editor = signed_in_client(app, "editor@example.com", "editor")
    url = upload(editor, jpeg((600, 300))).get_json()["url"]
    app.config["S3_ENDPOINT_URL"] = f"http://127.0.0.1:{free_port()}"  # nothing listens
    response = upload(editor, jpeg((600, 300)))
    assert response.status_code == 503
    assert response.get_json()["error"] == {
        "code": "unavailable",
        "message": "The service is temporarily unavailable. Please try again in a minute.",
    }
    assert client.get(url).status_code == 503
    with app.app_context():  # a page shows the image as written, without its copies
        assert blog.body_html(f'<img src="{url}" alt="x">') == f'<img src="{url}" alt="x">'
