"""The responsive copies of an uploaded image, and what a page needs to offer them.

An upload /uploads/<stem>.<ext> is stored with two copies at each of its widths (WIDTHS
narrower than the image, plus its own width when that is at most the widest): WebP, and
the same picture in its own format family for browsers without WebP (JPEG stays JPEG; PNG
and GIF become PNG; WebP becomes PNG with transparency, else JPEG). They are written when
the file is uploaded (pipeline.blog.uploads), named <stem>-<width>w.<ext>.

Upload names are random and never reused, so what exists for a name cannot change once it
is stored: the look-up is cached, per store (pipeline.storage: a folder or a bucket) and
process. Uploads from before the copies were made, and animated images (which keep one
copy), get their width and height only; images elsewhere get nothing and are shown as a
plain <img>."""

import logging
import re
from dataclasses import dataclass
from functools import lru_cache
from io import BytesIO

from PIL import Image, UnidentifiedImageError

from pipeline import storage

log = logging.getLogger(__name__)

WIDTHS = (480, 960, 1600)
# Upload names are token_urlsafe; anything else is not one of ours.
UPLOAD_URL = re.compile(r"^/uploads/([A-Za-z0-9_-]{1,64})\.(png|jpg|webp|gif)$")
FALLBACK_TYPES = {"jpg": "image/jpeg", "png": "image/png"}
# Enough of a file for Pillow to read its size and EXIF orientation: ours are re-encoded with
# no metadata (the size comes within the first few hundred bytes); an old upload's EXIF block
# is at most 64 KB. Read instead of the whole file, which may be 10 MB in a bucket.
HEADER_BYTES = 96 * 1024
# EXIF orientations that swap width and height (rotated a quarter turn).
QUARTER_TURNS = {5, 6, 7, 8}


@dataclass(frozen=True)
class ImageSet:
    """`src`, `width` and `height` are always set; the srcsets are empty when there are no
    copies. width/height are those of `src`, for the attributes that reserve its space."""

    src: str
    width: int
    height: int
    srcset: str = ""
    webp_srcset: str = ""
    type: str = ""

    def as_json(self) -> dict:
        return {
            "src": self.src,
            "width": self.width,
            "height": self.height,
            "srcset": self.srcset,
            "webp_srcset": self.webp_srcset,
        }


def copy_widths(width: int) -> list[int]:
    """The widths an image `width` pixels wide is copied at, narrowest first."""
    widths = [w for w in WIDTHS if w < width]
    if width <= WIDTHS[-1]:
        widths.append(width)
    return widths


def scaled_height(width: int, height: int, to_width: int) -> int:
    return max(1, round(height * to_width / width))


def fallback_extension(extension: str, has_alpha: bool) -> str:
    if extension == "jpg":
        return "jpg"
    if extension == "webp":
        return "png" if has_alpha else "jpg"
    return "png"


def copy_name(stem: str, width: int, extension: str) -> str:
    return f"{stem}-{width}w.{extension}"


def image_set(url: str | None) -> ImageSet | None:
    """What a page can offer for an image URL, or None (not one of our uploads, gone, or the
    store not answering: the page then shows the image as written)."""
    match = UPLOAD_URL.match(url or "")
    if not match:
        return None
    try:
        return _lookup(storage.current(), match.group(1), match.group(2))
    except storage.Unavailable:
        log.warning("image store unavailable: %s shown without its copies", url, exc_info=True)
        return None


@lru_cache(maxsize=4096)
def _lookup(store: storage.Store, stem: str, extension: str) -> ImageSet | None:
    original = f"{stem}.{extension}"
    header = store.read_start(original, HEADER_BYTES)
    if header is None:
        return None
    size = _upright_size(header)
    if size is None and len(header) == HEADER_BYTES:  # metadata longer than most: all of it
        size = _upright_size(store.get(original) or b"")
    if size is None:
        return None
    width, height = size
    widths = copy_widths(width)
    stored = set(store.names(prefix=f"{stem}-"))  # one listing, not a look-up per copy
    fallback = next(
        (ext for ext in FALLBACK_TYPES if copy_name(stem, widths[-1], ext) in stored), None
    )
    names = [(w, copy_name(stem, w, "webp"), copy_name(stem, w, fallback or "")) for w in widths]
    if fallback is None or not all(webp in stored and other in stored for _, webp, other in names):
        return ImageSet(src=f"/uploads/{original}", width=width, height=height)
    widest = widths[-1]
    return ImageSet(
        src=f"/uploads/{names[-1][2]}",
        width=widest,
        height=scaled_height(width, height, widest),
        srcset=", ".join(f"/uploads/{other} {w}w" for w, _, other in names),
        webp_srcset=", ".join(f"/uploads/{webp} {w}w" for w, webp, _ in names),
        type=FALLBACK_TYPES[fallback],
    )


def _upright_size(header: bytes) -> tuple[int, int] | None:
    """Width and height as shown, from the file's first bytes. Uploads stored before
    re-encoding may still carry an EXIF orientation, which browsers apply."""
    try:
        with Image.open(BytesIO(header)) as image:
            width, height = image.size
            orientation = image.getexif().get(0x0112) if image.format == "JPEG" else None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        return None
    if orientation in QUARTER_TURNS:
        return height, width
    return width, height
