"""Image uploads: type by content sniffing, size limit, random names, long-cache serving."""

import io

from PIL import Image

from tests.support.admin_accounts import send, signed_in_client


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


def test_each_allowed_format_is_stored_under_a_random_name_and_served(app, client):
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
        assert served.data == data
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
