"""An upload that arrives already stored, from a backup being restored, checked by the
uploader's rules before it may be served as ours (issue 33): a name the uploader gives
(random stem, responsive-copy suffix, one of its four extensions), at most
UPLOAD_MAX_BYTES, decoded whole by Pillow in the format its extension names, within the
pixel limits (uploads.decode, the very check a new upload passes).

The uploader writes only pixels (image_encoding), so a file it wrote ends where its image
ends and carries no markup. A polyglot, a picture that is also an HTML page or a script
(`GIF89a/*…*/=alert(1)`, an HTML page after a JPEG's end, a `<script>` in a comment), needs
somewhere to keep its second self: bytes after the image's end, or markup inside it. Both
are refused, whatever the format. What is left could only ever be served as an image
(web/api/admin/uploads.py: the type by the checked extension, nosniff)."""

from __future__ import annotations

import re

from pipeline.blog.image_sets import UPLOAD_URL
from pipeline.blog.uploads import FORMATS, TooLarge, UploadError, decode, too_large_message
from pipeline.settings import setting

# Markup a browser would render or run, anywhere in the bytes: tokens long enough that
# compressed pixels spell one by chance about once in 10^13 bytes, not once per backup.
MARKUP = re.compile(
    rb"<(?:script|!doctype|iframe|html[\s>])|javascript:",
    re.IGNORECASE,
)
# In a JPEG's entropy-coded data, 0xFF is followed by 0x00 (a stuffed byte) or a restart
# marker; anything else is the next marker.
JPEG_MARKER = re.compile(rb"\xff[^\x00\xd0-\xd7]")


def is_upload_name(name: str) -> bool:
    return UPLOAD_URL.match(f"/uploads/{name}") is not None


def check_stored(name: str, data: bytes) -> None:
    """Raise UploadError (naming the file and the reason) unless `data` is an image the
    uploader could have stored under `name`."""
    match = UPLOAD_URL.match(f"/uploads/{name}")
    if match is None:
        raise UploadError(f"{name!r} is not a name the uploader gives")
    if len(data) > setting("UPLOAD_MAX_BYTES"):
        raise TooLarge(f"{name}: {too_large_message()}")
    try:
        with decode(data) as image:
            found = image.format
    except UploadError as exc:
        raise type(exc)(f"{name}: {exc}") from None
    if FORMATS[found] != match.group(2):
        raise UploadError(f"{name}: its bytes are a {found} image, its name says .{match[2]}")
    if MARKUP.search(data):
        raise UploadError(f"{name}: holds HTML or script as well as an image")
    try:
        end = image_end(data, found)
    except Extra as exc:
        raise UploadError(f"{name}: holds {exc}, which the uploader never writes") from None
    if end != len(data):
        extra = "an unreadable structure" if end is None else f"{len(data) - end} byte(s)"
        raise UploadError(f"{name}: holds {extra} after the image")


class Extra(ValueError):
    """Something in the file the uploader never writes (its reason)."""


def image_end(data: bytes, fmt: str) -> int | None:
    """Where the image in `data` ends, by its format's own structure (None: no end found);
    Extra for a block the uploader never writes (text, comments, metadata, unknown chunks).
    Pillow stops reading at the image's end and never says where that was."""
    try:
        return {"PNG": _png_end, "GIF": _gif_end, "JPEG": _jpeg_end, "WEBP": _webp_end}[fmt](data)
    except IndexError:
        return None


# What Pillow writes (and reads harmlessly): no text, no EXIF, nothing unknown.
PNG_CHUNKS = {b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND", b"pHYs", b"gAMA", b"cHRM",
              b"sRGB", b"iCCP", b"bKGD", b"sBIT", b"acTL", b"fcTL", b"fdAT"}  # fmt: skip
GIF_APPLICATIONS = {b"NETSCAPE2.0", b"ANIMEXTS1.0"}  # the animation's loop count
# APP0 (JFIF), APP14 (Adobe), and the image's own segments; not COM or APP1 (EXIF, XMP).
# (DQT, DRI, SOS, DNL; SOF0-15 with DHT and DAC among them; 0xC8 is reserved.)
JPEG_ALLOWED = {0xE0, 0xEE, 0xDB, 0xDD, 0xDA, 0xDC, *range(0xC0, 0xD0)} - {0xC8}
WEBP_CHUNKS = {b"VP8 ", b"VP8L", b"VP8X", b"ANIM", b"ANMF", b"ALPH", b"ICCP"}


def _png_end(data: bytes) -> int | None:
    at = 8  # the signature; then chunks: length, type, data, CRC
    while at + 8 <= len(data):
        length, kind = int.from_bytes(data[at : at + 4], "big"), data[at + 4 : at + 8]
        if kind not in PNG_CHUNKS:
            raise Extra(f"a {kind.decode('latin-1')!r} chunk")
        at += 12 + length
        if kind == b"IEND":
            return at
    return None


def _colour_table(flags: int) -> int:
    return 3 * 2 ** ((flags & 7) + 1) if flags & 0x80 else 0


def _sub_blocks(data: bytes, at: int) -> int:
    while data[at]:
        at += data[at] + 1
    return at + 1


def _gif_end(data: bytes) -> int | None:
    at = 13 + _colour_table(data[10])  # header, screen descriptor, global colour table
    while at < len(data):
        block = data[at]
        if block == 0x3B:  # the trailer
            return at + 1
        if block == 0x21:  # an extension: label, then data sub-blocks
            label = data[at + 1]
            if label == 0xFF and data[at + 3 : at + 14] not in GIF_APPLICATIONS:
                raise Extra("an application extension")
            if label not in (0xF9, 0xFF):
                raise Extra("a comment" if label == 0xFE else "a text extension")
            at = _sub_blocks(data, at + 2)
        elif block == 0x2C:  # an image: descriptor, local colour table, LZW size, data
            at = _sub_blocks(data, at + 10 + _colour_table(data[at + 9]) + 1)
        else:
            return None
    return None


def _jpeg_end(data: bytes) -> int | None:
    at = 2  # SOI; then segments, each scan followed by its entropy-coded data
    while at + 2 <= len(data):
        if data[at] != 0xFF:
            return None
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
        elif marker == 0xD9:  # EOI
            return at + 2
        elif 0xD0 <= marker <= 0xD7 or marker == 0x01:
            at += 2
        elif marker not in JPEG_ALLOWED:
            raise Extra("a comment" if marker == 0xFE else f"an APP{marker - 0xE0} segment"
                        if 0xE0 <= marker <= 0xEF else f"a {marker:#04x} segment")  # fmt: skip
        else:
            at += 2 + int.from_bytes(data[at + 2 : at + 4], "big")
            if marker == 0xDA:
                found = JPEG_MARKER.search(data, at)
                if found is None:
                    return None
                at = found.start()
    return None


def _webp_end(data: bytes) -> int | None:
    if data[:4] != b"RIFF" or data[8:12] != b"WEBP":
        return None
    size = int.from_bytes(data[4:8], "little")
    at = 12
    while at + 8 <= min(len(data), 8 + size):
        kind, length = data[at : at + 4], int.from_bytes(data[at + 4 : at + 8], "little")
        if kind not in WEBP_CHUNKS:
            raise Extra(f"a {kind.decode('latin-1')!r} chunk")
        at += 8 + length + (length & 1)
    return 8 + size + (size & 1)
