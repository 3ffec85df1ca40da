"""What a visitor may type where our emails and PDFs print it back, to an address nobody has
proved is theirs (issue 25): a person's name and a company's name. Anything that reads as a
sentence, a web address, an email address or a phone number is refused with a field message,
so a stranger can't make us mail someone "Bob. URGENT: verify at https://evil.example".

Every rule is checked on the text after Unicode NFKC normalisation, so full-width and other
compatibility look-alikes ("ｈｔｔｐｓ：／／", "evil．example") are judged as what they mean.
The value is stored as typed (after the usual strip)."""

import re
import unicodedata

from web.api.forms import Text

NAME_MAX = 50
NAME_CHARACTERS = (
    "Please enter just your name: letters, spaces, apostrophes, hyphens and full stops."
)
NAME_WEB_ADDRESS = "Please enter just your name, not a web address."
COMPANY_WEB_ADDRESS = "Please enter just your company's name, not a web address."
COMPANY_EMAIL = "Please enter just your company's name, not an email address."
COMPANY_PHONE = "Please enter just your company's name, not a phone number."

# A name's characters: letters, and the marks that some scripts write letters with (NFKC
# composes the Latin ones, not Devanagari's or Thai's); spaces, apostrophes (typed and
# typographic), hyphens and full stops.
_NAME_PUNCTUATION = frozenset(" '\u2019-.")
_MAX_MARKS_IN_A_ROW = 2
# "J.R.R. Tolkien" and "St. John" are names; "evil.com" and "a.co" are addresses. A full stop
# followed by two letters is how every domain's last label looks (no top-level domain has
# fewer than two letters), so no name with one can be auto-linked by a mail client.
_DOMAIN_DOT = re.compile(r"\.[^\W\d_]{2}")

# A company's name may be "Booking.com" (shown, never linked); not a link or a contact.
_SCHEME = re.compile(
    r"[a-z][a-z0-9+.\-]{0,31}:\s*[/\\]{2}"  # any scheme written with its slashes
    r"|\b(?:https?|ftp|file|mailto|tel|sms|callto|skype|whatsapp|javascript|vbscript|data):(?=\S)",
    re.IGNORECASE,
)
_WWW = re.compile(r"\bwww\d{0,3}\.", re.IGNORECASE)
# A host (two labels, the last of letters) or an IPv4 address, followed by a path, query or
# fragment: "evil.example/login", "10.0.0.1/x".
_HOST_PATH = re.compile(r"(?:[\w-]{1,63}\.[^\W\d_]{2,63}|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?[/?#]")
_IPV4 = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
_EMAIL = re.compile(r"[^\s@]@[^\s@]+\.[^\W\d_]{2}")
# Seven or more digits in one run (spaces, dots, dashes, slashes and brackets between them,
# a leading +): every dialable number, never "3M", "7-Eleven" or "Area 51 Ltd 2024". Written
# out because phonenumbers' matcher either calls years phone numbers (POSSIBLE) or misses any
# number outside an allocated range (VALID), which a stranger's number may well be.
_PHONE = re.compile(r"\+?\(?\d(?:[\s./()\-]{0,2}\d){6,}")


def normalised(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def name_problem(text: str) -> str | None:
    """Why `text` can't be a person's name, or None when it can."""
    text = normalised(text)
    marks = 0
    for index, ch in enumerate(text):
        category = unicodedata.category(ch)
        if category.startswith("M"):
            marks += 1
            if index == 0 or marks > _MAX_MARKS_IN_A_ROW:
                return NAME_CHARACTERS
            continue
        marks = 0
        if not category.startswith("L") and ch not in _NAME_PUNCTUATION:
            return NAME_CHARACTERS
    if _DOMAIN_DOT.search(text):
        return NAME_WEB_ADDRESS
    return None


def company_problem(text: str) -> str | None:
    """Why `text` can't be a company's name, or None when it can."""
    text = normalised(text)
    if _SCHEME.search(text) or _WWW.search(text) or _HOST_PATH.search(text):
        return COMPANY_WEB_ADDRESS
    if _IPV4.search(text):
        return COMPANY_WEB_ADDRESS
    if _EMAIL.search(text):
        return COMPANY_EMAIL
    if _PHONE.search(text):
        return COMPANY_PHONE
    return None


class PersonName(Text):
    """A person's name (first or full): the Text rules with name_problem(), at most 50
    characters."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", NAME_MAX)
        kwargs.setdefault("metadata", {"description": NAME_RULE})
        super().__init__(**kwargs)

    def problem(self, text: str) -> str | None:
        return name_problem(text)


class CompanyName(Text):
    """A company's name: the Text rules with company_problem()."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {"description": COMPANY_RULE})
        super().__init__(**kwargs)

    def problem(self, text: str) -> str | None:
        return company_problem(text)


NAME_RULE = (
    "A person's name: letters (any script), spaces, apostrophes, hyphens and full stops, at "
    "most 50 characters, checked after Unicode NFKC normalisation. A full stop followed by two "
    "letters (a web address) is refused."
)
COMPANY_RULE = (
    "A company's name, checked after Unicode NFKC normalisation: no URL scheme, 'www.', "
    "host with a path, IP address, email address or phone number (seven or more digits). "
    "A bare name such as 'Booking.com' is accepted and never shown as a link."
)
