"""Images editors upload for posts. The type is decided by decoding the bytes with Pillow
(content sniffing), never by the file name or the browser's claimed type, so an HTML or SVG
file renamed .png is refused. Files get a random name and are never overwritten."""

import secrets
from io import BytesIO
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from pipeline.settings import setting

# Pillow format name -> the extension we store (and serve the Content-Type by).
FORMATS = {"PNG": "png", "JPEG": "jpg", "WEBP": "webp", "GIF": "gif"}
NAME_BYTES = 18
NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image."
EMPTY = "The file is empty."


class UploadError(ValueError):
    pass


def too_large_message() -> str:
    return f"Images must be {max_megabytes():g} MB or smaller."


def max_megabytes() -> float:
    return round(setting("UPLOAD_MAX_BYTES") / (1024 * 1024), 1)


def uploads_dir() -> Path:
    path = Path(setting("UPLOADS_DIR"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def sniff(data: bytes) -> str:
    """The stored extension for an allowed image, else UploadError."""
    if not data:
        raise UploadError(EMPTY)
    try:
        with Image.open(BytesIO(data)) as image:
            kind = image.format
            image.verify()  # walks the data: a truncated or malformed file fails here
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise UploadError(NOT_AN_IMAGE) from None
    if kind not in FORMATS:
        raise UploadError(NOT_AN_IMAGE)
    return FORMATS[kind]


def store(data: bytes) -> str:
    """Check and save an upload; returns its public URL path (/uploads/<name>)."""
    if len(data) > setting("UPLOAD_MAX_BYTES"):
        raise UploadError(too_large_message())
    extension = sniff(data)
    name = f"{secrets.token_urlsafe(NAME_BYTES)}.{extension}"
    path = uploads_dir() / name
    with path.open("xb") as out:  # "x": a name collision fails loudly rather than overwrites
        out.write(data)
    return f"/uploads/{name}"
