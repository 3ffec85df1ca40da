"""Safe HTML for blog post bodies. Every body is cleaned with nh3 when it is saved AND when it
is served (API, server-rendered page, RSS), so a row written by any path - an old import, a
direct SQL fix - still cannot put script into the site.

Allowed: ordinary article markup (nh3's default tag set), links and images over http(s) or
relative URLs, and iframes only for YouTube and Vimeo players. Responsive images
(pipeline.blog.images) may use srcset, sizes and <picture><source>, but a srcset may only list
our own uploads (/uploads/<name> <width>w). Removed: script/style with their content, every
event handler, javascript:/data: URLs, any other iframe."""

import html
import math
import re

import nh3

EMBED_SRC = re.compile(
    r"^https://(?:www\.youtube(?:-nocookie)?\.com/embed/|player\.vimeo\.com/video/)"
    r"[A-Za-z0-9_\-]+(?:\?[A-Za-z0-9_\-=&.%]*)?$"
)
SAFE_TOKEN = re.compile(r"^[A-Za-z0-9\-;\s]*$")
DIGITS = re.compile(r"^\d{1,4}%?$")
PIXELS = re.compile(r"^\d{1,5}$")
UPLOAD_CANDIDATE = re.compile(r"^/uploads/[A-Za-z0-9_-]{1,80}\.(?:png|jpg|webp|gif) \d{1,5}w$")
# One entry of sizes, e.g. "(min-width: 48rem) 48rem" or "100vw".
SIZE = re.compile(
    r"^(?:\((?:min|max)-width: ?\d{1,4}(?:\.\d{1,2})?(?:px|rem|em)\) )?"
    r"\d{1,4}(?:\.\d{1,2})?(?:px|rem|em|vw)$"
)
SOURCE_TYPES = {"image/webp", "image/jpeg", "image/png", "image/gif"}
IMG_CHOICES = {"loading": {"lazy", "eager"}, "decoding": {"async", "sync", "auto"}}

TAGS = set(nh3.ALLOWED_TAGS) | {"iframe", "picture", "source"}
ATTRIBUTES = {
    **{tag: set(attrs) for tag, attrs in nh3.ALLOWED_ATTRIBUTES.items()},
    "a": {"href", "hreflang", "title"},
    "img": {"src", "alt", "title", "width", "height", "srcset", "sizes", "loading", "decoding"},
    "source": {"type", "srcset", "sizes"},
    "picture": set(),
    "iframe": {"src", "title", "width", "height", "allow"},
}
URL_SCHEMES = {"http", "https", "mailto", "tel"}
# Why a post-pass: nh3 can drop an attribute but not its element, so an iframe whose src was
# refused would survive empty. Every iframe attribute is filtered to exclude '>' below, which
# makes this pattern exact on nh3's normalised output.
IFRAME = re.compile(r"<iframe\b([^>]*)>.*?</iframe>", re.S | re.I)
WORDS_PER_MINUTE = 225
# Block ends become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
BLOCK_END = re.compile(
    r"(</(?:p|h[1-6]|li|div|blockquote|tr|td|th|figcaption|pre)>|<br\s*/?>)", re.I
)


def _srcset(value: str) -> str | None:
    candidates = [part.strip() for part in value.split(",")]
    if candidates and all(UPLOAD_CANDIDATE.match(part) for part in candidates):
        return ", ".join(candidates)
    return None


def _image_filter(tag: str, attribute: str, value: str) -> str | None:
    if attribute == "srcset":
        return _srcset(value)
    if attribute == "sizes":
        sizes = [part.strip() for part in value.split(",")]
        return ", ".join(sizes) if len(sizes) <= 6 and all(map(SIZE.match, sizes)) else None
    if attribute in ("width", "height"):
        return value if PIXELS.match(value) else None
    if attribute in IMG_CHOICES:
        return value if value in IMG_CHOICES[attribute] else None
    if tag == "source" and attribute == "type":
        return value if value in SOURCE_TYPES else None
    return value


def _filter(tag: str, attribute: str, value: str) -> str | None:
    if tag in ("img", "source"):
        return _image_filter(tag, attribute, value)
    if tag != "iframe":
        return value
    if attribute == "src":
        return value if EMBED_SRC.match(value) else None
    if attribute in ("width", "height"):
        return value if DIGITS.match(value) else None
    if attribute == "allow":
        return value if SAFE_TOKEN.match(value) else None
    if attribute == "title":
        return value.replace("<", "").replace(">", "")
    if attribute in ("loading", "allowfullscreen"):
        return value if SAFE_TOKEN.match(value) else None
    return None


_CLEANER = nh3.Cleaner(
    tags=TAGS,
    attributes=ATTRIBUTES,
    attribute_filter=_filter,
    url_schemes=URL_SCHEMES,
    link_rel="noopener noreferrer",
    set_tag_attribute_values={"iframe": {"loading": "lazy", "allowfullscreen": ""}},
)


def _embed(match: re.Match) -> str:
    attrs = match.group(1)
    return f"<iframe{attrs}></iframe>" if ' src="' in attrs else ""


def sanitize_html(value: str | None) -> str:
    """The body as safe HTML. Idempotent: cleaning clean output changes nothing."""
    if not value:
        return ""
    return IFRAME.sub(_embed, _CLEANER.clean(value))


def safe_url(value: str | None) -> str | None:
    """An image or link URL fit for an attribute: http(s) or a same-site path, else None."""
    if not value:
        return None
    value = value.strip()
    lowered = value.lower()
    if lowered.startswith(("https://", "http://")) or (
        value.startswith("/") and not value.startswith("//")
    ):
        return value
    return None


def plain_text(value: str | None) -> str:
    """Visible text of an HTML fragment, whitespace collapsed (for descriptions and counts)."""
    if not value:
        return ""
    text = nh3.clean(BLOCK_END.sub(r"\1 ", value), tags=set())
    return " ".join(html.unescape(text).split())


def estimate_read_time(value: str | None) -> int:
    """Minutes to read the body at an ordinary pace, at least one."""
    return max(1, math.ceil(len(plain_text(value).split()) / WORDS_PER_MINUTE))
