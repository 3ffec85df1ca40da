"""What a counted page path may never carry (issue 33, item 7): an email address, a phone
number or an id, however spelt. A path is read as a browser would show it: percent-decoded
until nothing changes (a path encoded twice hides a second layer), then NFKC (full-width
digits and "＠" become ASCII). The site's own paths never need any of these, so a path with
one is refused, not cleaned: web/api/public/events.py also counts only the site's routes."""

import re
import unicodedata
from urllib.parse import unquote

# Any "@" (after NFKC, "＠" and "﹫" are one): no route of ours has one; an address always does.
EMAIL_SIGN = "@"
# Seven or more digits with any separators between them (spaces, dots, dashes, brackets,
# slashes, middle dots, thin spaces…): a phone number in any style, or a date-and-number id.
PHONE = re.compile(r"(?:\d[\W_]*){6}\d")
# A number of six digits or more, a UUID, or a token of 16+ letters and digits mixed.
LONG_NUMBER = re.compile(r"\d{6,}")
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
TOKEN = re.compile(r"(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{16,}", re.I)
MAX_DECODINGS = 5


def as_shown(path: str) -> str:
    text = path
    for _ in range(MAX_DECODINGS):
        decoded = unquote(text)
        if decoded == text:
            break
        text = decoded
    return unicodedata.normalize("NFKC", text)


def carries_personal_data(path: str) -> bool:
    """True when the path, however encoded, holds an email address, a phone number or an id."""
    text = as_shown(path)
    if EMAIL_SIGN in text:
        return True
    return any(p.search(text) for p in (PHONE, LONG_NUMBER, UUID, TOKEN))
