"""The hostile input corpus: one representative string per attack class, and what the API
must do with each in a given kind of field (store it as given, modulo the documented strip
of surrounding whitespace, or refuse it with a field message)."""

import re

XSS_SCRIPT = "<script>alert(1)</script>"
XSS_IMG = "<img src=x onerror=alert(1)>"
XSS_SVG = '"><svg onload=alert(1)>'
JS_URL = "javascript:alert(1)"
SQL_OR = "' OR '1'='1"
SQL_DROP = "'; DROP TABLE submissions; --"
HEADER_CRLF = "Eve\r\nBcc: x@evil.test"
HEADER_LF = "Eve\nBcc: x@evil.test"
# Characters some mail and terminal software treats as line breaks; must never split a header.
UNICODE_BREAKS = "Eve\u2028Bcc: x@evil.test\u0085X-Evil: 1"
RTL_OVERRIDE = "Invoice \u202egnp.exe\u202c done"
ZERO_WIDTH = "Zo\u200de\u200b Sm\u200cith\ufeff"
EMOJI = "Ada 👩🏽‍💻 🚀 🇬🇧"
COMBINING = "Ze\u0301\u0301\u0301lda Z\u0336a\u0335l\u0334g\u0337o"
ASTRAL = "𝒜𝓁𝒾𝒸ℯ 𐍈 𝄞 \U0001f600"
NFC = "Zo\u00eb Bront\u00eb"
NFD = "Zoe\u0308 Bronte\u0308"
NULL_BYTE = "Eve\x00Null"

PAYLOADS = {
    "xss_script": XSS_SCRIPT,
    "xss_img": XSS_IMG,
    "xss_svg": XSS_SVG,
    "js_url": JS_URL,
    "sql_or": SQL_OR,
    "sql_drop": SQL_DROP,
    "header_crlf": HEADER_CRLF,
    "header_lf": HEADER_LF,
    "unicode_breaks": UNICODE_BREAKS,
    "rtl_override": RTL_OVERRIDE,
    "zero_width": ZERO_WIDTH,
    "emoji": EMOJI,
    "combining": COMBINING,
    "astral": ASTRAL,
    "nfc": NFC,
    "nfd": NFD,
    "null_byte": NULL_BYTE,
    "overlong": "OVERLONG",  # stands for 10x the field's maximum, built per field
}
MARKUP = {"xss_script": XSS_SCRIPT, "xss_img": XSS_IMG, "xss_svg": XSS_SVG}
# Where a value's printable words are checked in extracted PDF text.
PDF_READABLE = ("xss_script", "xss_img", "xss_svg", "sql_or", "sql_drop", "js_url", "nfc")


def value_for(name: str, max_length: int) -> str:
    return "A" * (max_length * 10) if name == "overlong" else PAYLOADS[name]


# Which payloads a person's name or a company's name takes (web/api/visitor_text.py): a name
# is letters (with their marks), spaces, apostrophes, hyphens and full stops; a company name
# anything but a link, an email address, a phone number or a sentence. Both lose the
# characters that show nothing (issue 33), so "zero_width" is stored as "Zoe Smith".
NAME_ACCEPTS = frozenset({"nfc", "nfd", "combining", "zero_width"})
# A scheme; a line separator; a statement after a semicolon ("; DROP TABLE").
COMPANY_REFUSES = frozenset({"js_url", "unicode_breaks", "sql_drop"})
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]")


def refused(name: str, value: str, max_length: int, single_line: bool, kind: str = "text") -> bool:
    """The documented rules of web/api/forms.Text (and of visitor_text's names)."""
    text = value.strip()
    if kind == "name" and name not in NAME_ACCEPTS:
        return True
    if kind == "company" and name in COMPANY_REFUSES:
        return True
    return (
        "\x00" in text or len(text) > max_length or (single_line and ("\n" in text or "\r" in text))
    )


def stored_form(value: str, kind: str = "text") -> str:
    """What a faithfully stored value looks like: the input with surrounding whitespace
    stripped (fields.Text's one documented change), and for a name or a company's name
    without the invisible characters these payloads hold."""
    if kind in ("name", "company"):
        value = _INVISIBLE.sub("", value)
    return value.strip()
