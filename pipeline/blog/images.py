"""Images in post bodies as visitors get them, and the alt-text rule editors must meet.

Bodies are stored as the editor wrote them (<img src="/uploads/..." alt="...">). When one is
served, each image of ours becomes <picture> with a WebP srcset, a srcset in its own format
family, and its width and height (so the page does not jump as it loads), from what
pipeline.blog.image_sets finds on disk. Doing this on the way out, not on save, means older posts
and older uploads gain whatever copies exist without being edited, and an image without
copies simply stays as it was.

The rewrite works on sanitize_html's output only: nh3 writes every attribute double-quoted
with '"', '<' and '>' escaped, which makes the patterns below exact."""

import re

from pipeline.blog.html import sanitize_html
from pipeline.blog.image_sets import ImageSet, image_set

# The article column is max-w-3xl (48rem) and full width below that.
BODY_SIZES = "(min-width: 48rem) 48rem, 100vw"
IMG_OR_PICTURE = re.compile(r"<picture\b.*?</picture>|<img\b([^>]*)>", re.S | re.I)
IMG = re.compile(r"<img\b([^>]*)>", re.I)
ATTRIBUTE = re.compile(r'([a-zA-Z][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?')
KEPT = ("alt", "title")
ALT_MISSING = (
    "Every image in the post needs alt text, or to be marked decorative: select the image "
    "and choose Alt text."
)


def attributes(tag_body: str) -> dict[str, str]:
    """Attribute name -> value as written (still HTML-escaped) of one nh3-serialised tag."""
    return {m.group(1).lower(): m.group(2) or "" for m in ATTRIBUTE.finditer(tag_body)}


def picture_html(images: ImageSet, sizes: str, extra: dict[str, str]) -> str:
    """<picture> (or a lone <img> when there are no copies) for an image set. `extra` holds
    already-escaped attributes such as alt."""
    img = {"src": images.src}
    if images.srcset:
        img |= {"srcset": images.srcset, "sizes": sizes}
    img |= {"width": str(images.width), "height": str(images.height), **extra}
    img |= {"loading": "lazy", "decoding": "async"}
    tag = "<img " + " ".join(f'{name}="{value}"' for name, value in img.items()) + ">"
    if not images.webp_srcset:
        return tag
    source = f'<source type="image/webp" srcset="{images.webp_srcset}" sizes="{sizes}">'
    return f"<picture>{source}{tag}</picture>"


def _responsive(match: re.Match, sizes: str) -> str:
    if match.group(1) is None:  # already a <picture>: leave it as it is
        return match.group(0)
    attrs = attributes(match.group(1))
    images = image_set(attrs.get("src"))
    if images is None:
        return match.group(0)
    return picture_html(images, sizes, {k: attrs[k] for k in KEPT if k in attrs})


def body_html(content: str | None, sizes: str = BODY_SIZES) -> str:
    """A stored body as served: sanitised, then each upload of ours made responsive."""
    return IMG_OR_PICTURE.sub(lambda m: _responsive(m, sizes), sanitize_html(content))


def images_without_alt(html: str) -> int:
    """How many images have no alt attribute at all (alt="" is a decorative image, which is
    a deliberate answer)."""
    return sum("alt" not in attributes(m.group(1)) for m in IMG.finditer(sanitize_html(html)))
