"""Image uploads: type by content sniffing, size and pixel limits, random names, long-cache
serving; every upload re-encoded from its pixels (no EXIF/GPS, text chunks, comments or
trailing bytes survive) with responsive WebP and same-family copies beside it."""

import io
import random
from pathlib import Path

import pytest
from PIL import ExifTags, Image, PngImagePlugin

from pipeline.blog import image_sets
from pipeline.blog import uploads as admin_uploads
from tests.support.admin_accounts import send, signed_in_client

TOO_MANY_PIXELS = (
    "Images must be 40 megapixels or smaller (for example 8000 × 5000 pixels). "
    "Resize it and upload it again."
)


@pytest.fixture
def uploads(app, tmp_path) -> Path:
    folder = tmp_path / "uploads"
    app.config["UPLOADS_DIR"] = str(folder)
    return folder


def image_bytes(fmt: str = "PNG", size=(8, 8)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (15, 118, 110)).save(buffer, format=fmt)
    return buffer.getvalue()


def upload(client, data: bytes, filename: str = "photo.png"):
    return send(
        client,
        "POST",
        "/api/admin/uploads",
        data={"file": (io.BytesIO(data), filename)},
        content_type="multipart/form-data",
    )


def test_each_allowed_format_is_stored_under_a_random_name_and_served(app, client, uploads):
    editor = signed_in_client(app, "editor@example.com", "editor")
    for fmt, ext in (("PNG", "png"), ("JPEG", "jpg"), ("WEBP", "webp"), ("GIF", "gif")):
        data = image_bytes(fmt)
        response = upload(editor, data, "whatever-name.bin")
        assert response.status_code == 201, (fmt, response.get_json())
        url = response.get_json()["url"]
        assert url.startswith("/uploads/") and url.endswith("." + ext)
        assert "whatever" not in url
        served = client.get(url)  # public: the blog shows these images to everyone
        assert served.status_code == 200
        with Image.open(io.BytesIO(served.data)) as stored:  # the same picture, re-encoded
            assert (stored.format, stored.size) == (fmt, (8, 8))
        assert served.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        assert served.headers["X-Content-Type-Options"] == "nosniff"
        assert served.mimetype == f"image/{'jpeg' if ext == 'jpg' else ext}"


def test_files_that_only_pretend_to_be_images_are_refused(app):
    editor = signed_in_client(app, "editor@example.com", "editor")
    for data in (
        b"<html><script>alert(1)</script></html>",
        b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        image_bytes("PNG")[:40],  # truncated
        image_bytes("BMP"),  # a real image, but not an allowed type
    ):
        response = upload(editor, data, "evil.png")
        assert response.status_code == 400
        assert response.get_json()["error"]["message"] == "Upload a PNG, JPEG, WebP or GIF image."


def test_images_over_the_limit_get_a_clear_message(app):
    assert app.config["UPLOAD_MAX_BYTES"] == 10 * 1024 * 1024  # the default
    app.config["UPLOAD_MAX_BYTES"] = 1024 * 1024
    editor = signed_in_client(app, "editor@example.com", "editor")
    big = image_bytes("PNG") + b"\0" * (1024 * 1024)
    response = upload(editor, big)
    assert response.status_code == 413
    assert response.get_json()["error"]["message"] == "Images must be 1 MB or smaller."
    huge = b"\0" * (3 * 1024 * 1024)
    response = upload(editor, huge)
    assert response.status_code == 413
    assert response.get_json()["error"]["message"] == "Images must be 1 MB or smaller."


def test_an_upload_without_a_file_is_explained(app):
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = send(
        editor, "POST", "/api/admin/uploads", data={}, content_type="multipart/form-data"
    )
    assert response.status_code == 400
    assert response.get_json()["error"]["message"] == "Choose an image to upload."


def test_unknown_upload_names_are_404_and_paths_cannot_escape(app, client):
    assert client.get("/uploads/nothing-here.png").status_code == 404
    secret = app.config["SECRET_KEY"].encode()
    for path in ("/uploads/..%2Fsecret_key", "/uploads/%2E%2E/secret_key"):
        response = client.get(path)
        assert secret not in response.data, path


def _jpeg_with_exif() -> bytes:
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "SecretCam"
    exif[ExifTags.Base.Model] = "Model X-99"
    exif[ExifTags.Base.Orientation] = 6  # stored sideways: shown turned a quarter clockwise
    exif[ExifTags.IFD.GPSInfo] = {
        ExifTags.GPS.GPSLatitudeRef: "N",
        ExifTags.GPS.GPSLatitude: (51.0, 30.0, 26.0),
        ExifTags.GPS.GPSLongitudeRef: "W",
        ExifTags.GPS.GPSLongitude: (0.0, 7.0, 39.0),
    }
    buffer = io.BytesIO()
    Image.new("RGB", (1200, 800), (15, 118, 110)).save(buffer, "JPEG", exif=exif.tobytes())
    return buffer.getvalue()


def _all_stored(uploads: Path, url: str) -> list[Path]:
    stem = url.removeprefix("/uploads/").rsplit(".", 1)[0]
    return sorted(uploads.glob(f"{stem}*"))


def test_exif_gps_and_camera_details_are_stripped_and_the_orientation_applied(app, client, uploads):
    data = _jpeg_with_exif()
    with Image.open(io.BytesIO(data)) as sent:  # the upload really carries them
        assert sent.getexif().get_ifd(ExifTags.IFD.GPSInfo)
        assert sent.getexif()[ExifTags.Base.Make] == "SecretCam"
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = upload(editor, data, "holiday.jpg")
    assert response.status_code == 201, response.get_json()
    url = response.get_json()["url"]
    stored = _all_stored(uploads, url)
    assert len(stored) == 5  # the picture, and WebP + JPEG copies 480 and 800 px wide
    for path in stored:
        served = client.get(f"/uploads/{path.name}")
        assert served.status_code == 200
        assert b"SecretCam" not in served.data and b"Model X-99" not in served.data
        assert b"Exif\x00\x00" not in served.data
        with Image.open(io.BytesIO(served.data)) as image:
            assert dict(image.getexif()) == {}
            assert not image.getexif().get_ifd(ExifTags.IFD.GPSInfo)
            assert "exif" not in image.info and "xmp" not in image.info
            width, height = image.size
            assert height > width  # turned upright: the sideways 1200x800 is now portrait
    with Image.open(uploads / url.removeprefix("/uploads/")) as original:
        assert original.size == (800, 1200)


def test_png_text_chunks_and_bytes_after_the_image_are_not_kept(app, client, uploads):
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "taken at 10 Downing Street")
    info.add_itxt("Location", "secret place")
    buffer = io.BytesIO()
    Image.new("RGBA", (600, 400), (15, 118, 110, 200)).save(buffer, "PNG", pnginfo=info)
    data = buffer.getvalue() + b"TRAILING-SECRET<script>alert(1)</script>"
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = upload(editor, data)
    assert response.status_code == 201, response.get_json()
    for path in _all_stored(uploads, response.get_json()["url"]):
        served = client.get(f"/uploads/{path.name}").data
        assert b"TRAILING-SECRET" not in served and b"<script>" not in served
        assert b"Downing" not in served and b"secret place" not in served
        for chunk in (b"tEXt", b"iTXt", b"zTXt", b"eXIf"):
            assert chunk not in served, (path.name, chunk)
        if path.suffix == ".png":
            assert served.endswith(b"IEND\xaeB`\x82")  # nothing after the end chunk
        with Image.open(io.BytesIO(served)) as image:
            assert image.mode == "RGBA"  # transparency kept in PNG and WebP alike


def test_gif_comments_are_dropped_and_animations_keep_their_frames(app, client, uploads):
    frames = [Image.new("RGB", (40, 30), (i * 60, 20, 90)) for i in range(4)]
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=150,
                   loop=0, comment=b"secret gif comment")  # fmt: skip
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = upload(editor, buffer.getvalue() + b"TRAILER")
    assert response.status_code == 201, response.get_json()
    served = client.get(response.get_json()["url"]).data
    assert b"secret gif comment" not in served and not served.endswith(b"TRAILER")
    with Image.open(io.BytesIO(served)) as image:
        assert image.n_frames == 4 and "comment" not in image.info
        assert image.info["duration"] == 150


def test_an_81_megapixel_png_is_refused_with_the_message(app, uploads):
    buffer = io.BytesIO()
    Image.new("1", (9000, 9000)).save(buffer, "PNG")  # 81 MP in a few kilobytes
    assert len(buffer.getvalue()) < 100_000
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = upload(editor, buffer.getvalue())
    assert response.status_code == 413
    error = response.get_json()["error"]
    assert error["message"] == TOO_MANY_PIXELS
    assert error["fields"] == {"file": [TOO_MANY_PIXELS]}
    assert not uploads.exists() or not any(uploads.iterdir())


def test_decompression_bombs_and_long_animations_get_the_same_message_not_a_500(app, uploads):
    editor = signed_in_client(app, "editor@example.com", "editor")
    bomb = io.BytesIO()
    Image.new("1", (15000, 15000)).save(bomb, "PNG")  # past Pillow's own bomb limit
    frames = [Image.new("P", (2000, 2000), i) for i in range(11)]  # 11 x 4 MP = 44 MP
    animation = io.BytesIO()
    frames[0].save(animation, "GIF", save_all=True, append_images=frames[1:])
    for data in (bomb.getvalue(), animation.getvalue()):
        response = upload(editor, data)
        assert response.status_code == 413
        assert response.get_json()["error"]["message"] == TOO_MANY_PIXELS


def test_responsive_copies_are_written_in_webp_and_the_same_family(app, client, uploads):
    editor = signed_in_client(app, "editor@example.com", "editor")
    buffer = io.BytesIO()
    Image.new("RGB", (2400, 1200), (15, 118, 110)).save(buffer, "JPEG")
    url = upload(editor, buffer.getvalue()).get_json()["url"]
    stem = url.removeprefix("/uploads/").removesuffix(".jpg")
    names = {path.name for path in _all_stored(uploads, url)}
    expected = {f"{stem}-{width}w.{ext}" for width in (480, 960, 1600) for ext in ("webp", "jpg")}
    assert names == expected | {f"{stem}.jpg"}
    for width in (480, 960, 1600):
        for ext, fmt, mimetype in (("webp", "WEBP", "image/webp"), ("jpg", "JPEG", "image/jpeg")):
            served = client.get(f"/uploads/{stem}-{width}w.{ext}")
            assert served.status_code == 200 and served.mimetype == mimetype
            with Image.open(io.BytesIO(served.data)) as image:
                assert (image.format, image.size) == (fmt, (width, width // 2))
    # A small image is not enlarged: one copy per format at its own width.
    small = io.BytesIO()
    Image.new("RGBA", (300, 200), (1, 2, 3, 4)).save(small, "WEBP")
    url = upload(editor, small.getvalue()).get_json()["url"]
    stem = url.removeprefix("/uploads/").removesuffix(".webp")
    assert {path.name for path in _all_stored(uploads, url)} == {
        f"{stem}.webp",
        f"{stem}-300w.webp",
        f"{stem}-300w.png",  # PNG: it has transparency
    }


def test_a_very_tall_image_is_stored_without_copies(app, client, uploads):
    buffer = io.BytesIO()
    Image.new("RGB", (1000, 17000), (15, 118, 110)).save(buffer, "PNG")  # WebP stops at 16383
    editor = signed_in_client(app, "editor@example.com", "editor")
    response = upload(editor, buffer.getvalue())
    assert response.status_code == 201, response.get_json()
    url = response.get_json()["url"]
    assert [path.name for path in _all_stored(uploads, url)] == [url.removeprefix("/uploads/")]
    with app.app_context():
        assert image_sets.image_set(url) == image_sets.ImageSet(src=url, width=1000, height=17000)


def test_damaged_images_are_refused_with_the_message_never_a_500(app, uploads):
    """Random byte changes in each kind of file we take: whatever Pillow raises while
    reading, turning or re-encoding it, the editor gets the 'not an image' message."""
    seeds = []
    for fmt in ("PNG", "JPEG", "WEBP", "GIF"):
        frames = [Image.new("RGB", (40, 30), (i * 70, 90, 20)) for i in range(3)]
        buffer = io.BytesIO()
        options = {"save_all": True, "append_images": frames[1:]} if fmt in ("PNG", "GIF") else {}
        if fmt == "JPEG":
            exif = Image.Exif()
            exif[ExifTags.Base.Orientation] = 6
            options["exif"] = exif.tobytes()
        frames[0].save(buffer, fmt, **options)
        seeds.append(buffer.getvalue())
    rng = random.Random(16)
    editor = signed_in_client(app, "editor@example.com", "editor")
    statuses = set()
    for _ in range(150):
        data = bytearray(rng.choice(seeds))
        for _ in range(rng.randint(1, 6)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        response = upload(editor, bytes(data))
        statuses.add(response.status_code)
        if response.status_code != 201:
            # A changed header byte can claim a huge picture: that is the pixel limit's 413.
            expected = {
                400: "Upload a PNG, JPEG, WebP or GIF image.",
                413: admin_uploads.TOO_MANY_PIXELS,
            }
            assert response.status_code in expected
            assert response.get_json()["error"]["message"] == expected[response.status_code]
    assert {201, 400} <= statuses <= {201, 400, 413}
