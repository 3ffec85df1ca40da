"""Images editors upload for posts. The type is decided by decoding the bytes with Pillow
(content sniffing), never by the file name or the browser's claimed type, so an HTML or SVG
file renamed .png is refused. Files get a random name and are never overwritten; they go to
the store (pipeline.storage: the local folder or a bucket every web machine shares).

Nothing uploaded is stored as sent: the picture is decoded and written again from its
pixels (pipeline.blog.image_encoding), which leaves EXIF/GPS, XMP, comments and trailing bytes
behind, with its responsive copies beside it (pipeline.blog.image_sets). Refused with a message:
files over UPLOAD_MAX_BYTES, and pictures over MAX_PIXELS (every frame of an animation
counts), which is checked from the header before any pixel is decoded, so a small file
that would unpack into gigabytes (a decompression bomb) costs nothing."""

import logging
import secrets
from io import BytesIO

from PIL import Image, UnidentifiedImageError

from pipeline import storage
from pipeline.blog.image_encoding import (
    animation_frames,
    encode,
    encode_animation,
    resized,
    upright_srgb,
)
from pipeline.blog.image_sets import copy_name, copy_widths, fallback_extension, scaled_height
from pipeline.settings import setting

log = logging.getLogger(__name__)

# Pillow format name -> the extension we store (and serve the Content-Type by).
FORMATS = {"PNG": "png", "JPEG": "jpg", "WEBP": "webp", "GIF": "gif"}
CONTENT_TYPES = {"png": "image/png", "jpg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}
NAME_BYTES = 18


def content_type(name: str) -> str:
    """The Content-Type a stored upload is served with, from its extension."""
    return CONTENT_TYPES.get(name.rsplit(".", 1)[-1], "application/octet-stream")


NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image."
EMPTY = "The file is empty."
# Pillow's parsers meet hostile bytes with many exception types (OSError, SyntaxError,
# struct.error, IndexError, ...), some only once frames are decoded or EXIF is read: any
# of them while reading or re-encoding an upload means the file is not an image we take.
BROKEN = Exception
# WebP's largest side: a very tall picture (over ~10:1) gets no copies at all.
WEBP_MAX_SIDE = 16383
MAX_PIXELS = 40_000_000
TOO_MANY_PIXELS = (
    "Images must be 40 megapixels or smaller (for example 8000 × 5000 pixels). "
    "Resize it and upload it again."
)


class UploadError(ValueError):
    status = 400


class TooLarge(UploadError):
    status = 413


def too_large_message() -> str:
    return f"Images must be {max_megabytes():g} MB or smaller."


def max_megabytes() -> float:
    return round(setting("UPLOAD_MAX_BYTES") / (1024 * 1024), 1)


def decode(data: bytes) -> Image.Image:
    """The upload opened and fully decoded, else UploadError (TooLarge for the limits)."""
    if not data:
        raise UploadError(EMPTY)
    try:
        image = Image.open(BytesIO(data))
        frames = getattr(image, "n_frames", 1)  # frame headers only, nothing decoded yet
    except Image.DecompressionBombError:  # Pillow's own, far higher limit
        raise TooLarge(TOO_MANY_PIXELS) from None
    except UnidentifiedImageError:
        raise UploadError(NOT_AN_IMAGE) from None
    except BROKEN:
        raise _not_an_image() from None
    if image.format not in FORMATS:
        raise UploadError(NOT_AN_IMAGE)
    if image.width * image.height * frames > MAX_PIXELS:
        raise TooLarge(TOO_MANY_PIXELS)
    try:
        image.load()  # a truncated or malformed file fails here
    except BROKEN:
        raise _not_an_image() from None
    return image


def _not_an_image() -> UploadError:
    # Logged with the cause: were it ever our own bug rather than a broken file, it shows.
    log.info("Upload refused: Pillow could not read it", exc_info=True)
    return UploadError(NOT_AN_IMAGE)


def _files(image: Image.Image, extension: str) -> dict[str, bytes]:
    """Name suffix -> bytes: the picture itself, then its responsive copies."""
    if getattr(image, "is_animated", False):
        # One copy only: every frame at every width would multiply the work and the bytes.
        frames, durations = animation_frames(image)
        return {f".{extension}": encode_animation(frames, durations, extension)}
    picture = upright_srgb(image)
    files = {f".{extension}": encode(picture, extension)}
    fallback = fallback_extension(extension, picture.mode == "RGBA")
    width, height = picture.size
    widths = copy_widths(width)
    if scaled_height(width, height, widths[-1]) > WEBP_MAX_SIDE:
        return files
    source = picture
    for copy_width in reversed(widths):  # widest first: each from the last
        source = resized(source, copy_width, scaled_height(width, height, copy_width))
        for copy_extension in ("webp", fallback):
            files[copy_name("", copy_width, copy_extension)] = encode(source, copy_extension)
    return files


def store(data: bytes) -> str:
    """Check, clean and save an upload; returns its public URL path (/uploads/<name>)."""
    if len(data) > setting("UPLOAD_MAX_BYTES"):
        raise TooLarge(too_large_message())
    with decode(data) as image:
        extension = FORMATS[image.format]
        try:
            files = _files(image, extension)
        except BROKEN:
            raise _not_an_image() from None
    # 18 random bytes: a name is never reused, so a stored file never changes (and is served
    # as immutable), and no upload can replace another's.
    stem = secrets.token_urlsafe(NAME_BYTES)
    target = storage.current()
    # The picture itself last: its URL is only handed out once every copy is in place.
    for suffix, content in sorted(files.items(), key=lambda item: item[0] == f".{extension}"):
        target.put(f"{stem}{suffix}", content, content_type(suffix))
    return f"/uploads/{stem}.{extension}"
