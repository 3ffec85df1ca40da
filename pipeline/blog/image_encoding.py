"""Re-encoding decoded images so that only pixels leave: what is written is built from the
pixel data alone, never copied from the upload, so EXIF (GPS position, camera, serial
numbers), XMP, comments, text chunks and any bytes after the image cannot come along.

Before the metadata goes, what it changes about how the picture looks is applied to the
pixels: the EXIF orientation (phones store photos sideways and set a flag) and a colour
profile (converted to sRGB, which is what browsers assume without one)."""

from io import BytesIO

from PIL import Image, ImageCms, ImageOps

JPEG_QUALITY = 85
WEBP_QUALITY = 80
PILLOW_FORMATS = {"jpg": "JPEG", "png": "PNG", "webp": "WEBP", "gif": "GIF"}
# 16-bit and 32-bit greyscale (16-bit PNGs): Pillow's plain conversion to 8 bits clips
# instead of scaling, which would turn the picture white.
WIDE_GREY = {"I", "I;16", "I;16B", "I;16L", "I;16N"}
_SRGB = ImageCms.createProfile("sRGB")


def has_alpha(image: Image.Image) -> bool:
    return image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info


def upright_srgb(image: Image.Image) -> Image.Image:
    """One still picture as RGB or RGBA pixels in sRGB, turned the way it is meant to be
    seen, with no metadata left on the object."""
    image = ImageOps.exif_transpose(image)
    alpha = has_alpha(image)
    if image.mode in WIDE_GREY:
        image = image.convert("I").point(lambda value: value / 257).convert("L")
    icc = image.info.get("icc_profile")
    target = "RGBA" if alpha else "RGB"
    if icc:
        image = _to_srgb(image, icc, target) or image
    if image.mode != target:
        image = image.convert(target)
    image.info = {}
    return image


def _to_srgb(image: Image.Image, icc: bytes, target: str) -> Image.Image | None:
    if image.mode not in ("RGB", "RGBA", "CMYK", "L"):
        image = image.convert(target)
    try:
        source = ImageCms.ImageCmsProfile(BytesIO(icc))
        return ImageCms.profileToProfile(image, source, _SRGB, outputMode=target)
    except (ImageCms.PyCMSError, OSError, ValueError, TypeError):
        return None  # an unreadable profile: the pixels as they are beat no image at all


def animation_frames(image: Image.Image) -> tuple[list[Image.Image], list[int]]:
    """Every frame of an animated GIF or WebP as RGBA without metadata, and each one's
    duration in milliseconds."""
    frames, durations = [], []
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        frame = image.convert("RGBA")
        frame.info = {}
        frames.append(frame)
        durations.append(int(image.info.get("duration") or 100))
    return frames, durations


def encode(image: Image.Image, extension: str) -> bytes:
    """A still picture in the format stored under `extension`, with no metadata."""
    out = BytesIO()
    fmt = PILLOW_FORMATS[extension]
    if fmt == "JPEG":
        image = image.convert("RGB") if image.mode != "RGB" else image
        image.save(out, fmt, quality=JPEG_QUALITY, optimize=True, progressive=True)
    elif fmt == "WEBP":
        image.save(out, fmt, quality=WEBP_QUALITY, method=4)
    elif fmt == "GIF":
        image.save(out, fmt, comment=b"")
    else:
        image.save(out, fmt, compress_level=6)
    return out.getvalue()


def encode_animation(frames: list[Image.Image], durations: list[int], extension: str) -> bytes:
    out = BytesIO()
    options = {"save_all": True, "append_images": frames[1:], "duration": durations, "loop": 0}
    if extension == "gif":
        options["comment"] = b""  # else the first frame's comment is carried over
        options["disposal"] = 2
    elif extension == "webp":
        options["quality"] = WEBP_QUALITY
    frames[0].save(out, PILLOW_FORMATS[extension], **options)
    return out.getvalue()


def resized(image: Image.Image, width: int, height: int) -> Image.Image:
    if image.size == (width, height):
        return image
    return image.resize((width, height), Image.Resampling.LANCZOS, reducing_gap=3.0)
