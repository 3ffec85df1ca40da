"""What a visitor may type where our emails and PDFs print it back, to an address nobody has
proved is theirs (issues 25 and 33): a person's name and a company's name. Anything that
reads as a sentence, a web address, an email address, a phone number or a request to the
reader is refused with a field message, so a stranger can't make us mail someone "Bob.
URGENT: verify at https://evil.example" or "Your account is locked Reply with your password".

Every rule judges the text as a reader sees it (pipeline/lures, shared with the LLM engine's
output check): characters that show nothing (Unicode Cf, bidi controls, zero-width and other
default-ignorable characters) are taken out, Unicode NFKC folds compatibility look-alikes
("ｈｔｔｐｓ：／／"), every full stop of any script ("evil。com") and spelled-out dot ("evil
dot com") is a dot, and seven or more digits with anything but letters between them are a
phone number. Control characters and line separators are refused. The value is stored as
typed, without the invisible characters (and with the usual strip)."""

import re
import unicodedata

import regex

from pipeline import lures
from web.api.forms import Text

NAME_MAX = 50
# Words in a name or a company's name: beyond these it is a sentence, not a name. A full
# name is rarely over six ("Juan Carlos de la Cruz Fernández"); a company's name over ten
# (a charity's full name: "National Society for the Prevention of Cruelty to Children").
NAME_WORDS_MAX = 6
COMPANY_WORDS_MAX = 10
NAME_CHARACTERS = (
    "Please enter just your name: letters, spaces, apostrophes, hyphens and full stops."
)
NAME_WEB_ADDRESS = "Please enter just your name, not a web address."
NAME_SENTENCE = "Please enter just your name, not a sentence."
COMPANY_WEB_ADDRESS = "Please enter just your company's name, not a web address."
COMPANY_EMAIL = "Please enter just your company's name, not an email address."
COMPANY_PHONE = "Please enter just your company's name, not a phone number."
COMPANY_SENTENCE = "Please enter just your company's name, not a sentence."
COMPANY_CHARACTERS = (
    "Please enter just your company's name, without tabs or other control characters."
)
SINGLE_LINE = "Must be a single line."

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

# Sentence punctuation followed by more text. Any sentence terminator but the full stop
# ("Yahoo!" ends a name; "Refund! Call" is two sentences; "公司。请回复" has no space), or a
# colon or semicolon and a space ("Re:Think Ltd" is a name).
_TERMINATOR_THEN_TEXT = regex.compile(
    r"[\p{Sentence_Terminal}--[.]][\p{Pe}\p{Pf}\"']*\s*[\p{L}\p{N}]|[:;]\s+[\p{L}\p{N}]", regex.V1
)
# A full stop, a space and more text ends a sentence unless the word before it is an
# abbreviation: an initial ("A.B. Smith"), a short capitalised word ("St.", "Bros.", "Co.")
# or a lower-case one names use ("plc."). A legal suffix ends a company's name, so one
# followed by more words ("Acme Ltd. URGENT refund") is a sentence.
_STOP_THEN_TEXT = regex.compile(r"([\p{L}.]+)\.\s+[\p{L}\p{N}]")
_LEGAL_SUFFIXES = frozenset({"ltd", "inc", "plc", "llc", "llp", "corp", "pty", "gmbh", "limited"})
_LOWER_ABBREVIATIONS = frozenset({"co", "st", "no", "bros", "etc", "intl", "mfg", "dept"})


def _words(text: str) -> int:
    return sum(1 for word in text.split() if any(ch.isalnum() for ch in word))


def _is_abbreviation(word: str) -> bool:
    letters = word.strip(".")
    if "." in letters or len(letters) == 1:
        return True  # initials
    if letters.lower() in _LEGAL_SUFFIXES:
        return False
    short = len(letters) <= 4 and letters[:1].isupper()
    return short or letters.lower() in _LOWER_ABBREVIATIONS


def _is_sentence(text: str, words_max: int) -> bool:
    """`text` (normalised, dots as typed) reads as a sentence rather than a name."""
    if _words(text) > words_max or lures.instruction(text):
        return True
    if _TERMINATOR_THEN_TEXT.search(text):
        return True
    return any(not _is_abbreviation(m.group(1)) for m in _STOP_THEN_TEXT.finditer(text))


def name_problem(text: str) -> str | None:
    """Why `text` can't be a person's name, or None when it can."""
    if lures.has_line_break(text):
        return SINGLE_LINE
    read = lures.reading(text)
    marks = 0
    for index, ch in enumerate(read):
        category = unicodedata.category(ch)
        if category.startswith("M"):
            marks += 1
            if index == 0 or marks > _MAX_MARKS_IN_A_ROW:
                return NAME_CHARACTERS
            continue
        marks = 0
        if not category.startswith("L") and ch not in _NAME_PUNCTUATION:
            return NAME_CHARACTERS
    if _DOMAIN_DOT.search(read):
        return NAME_WEB_ADDRESS
    if _is_sentence(lures.normalised(text), NAME_WORDS_MAX):
        return NAME_SENTENCE
    return None


def company_problem(text: str) -> str | None:
    """Why `text` can't be a company's name, or None when it can."""
    if lures.has_line_break(text):
        return SINGLE_LINE
    if lures.has_control(text):
        return COMPANY_CHARACTERS
    read = lures.reading(text)
    if _SCHEME.search(read) or _WWW.search(read) or _HOST_PATH.search(read):
        return COMPANY_WEB_ADDRESS
    if _IPV4.search(read):
        return COMPANY_WEB_ADDRESS
    if _EMAIL.search(read):
        return COMPANY_EMAIL
    if lures.has_phone_number(text):
        return COMPANY_PHONE
    if _is_sentence(lures.normalised(text), COMPANY_WORDS_MAX):
        return COMPANY_SENTENCE
    return None


class _Shown(Text):
    """Text printed back to a reader: the characters that show nothing are taken out
    before anything else, so what is stored, checked and printed is what a reader sees."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str):
            value = lures.visible(value)
        return super()._deserialize(value, attr, data, **kwargs)


class PersonName(_Shown):
    """A person's name (first or full): the Text rules with name_problem(), at most 50
    characters."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", NAME_MAX)
        kwargs.setdefault("metadata", {"description": NAME_RULE})
        super().__init__(**kwargs)

    def problem(self, text: str) -> str | None:
        return name_problem(text)


class CompanyName(_Shown):
    """A company's name: the Text rules with company_problem()."""

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {"description": COMPANY_RULE})
        super().__init__(**kwargs)

    def problem(self, text: str) -> str | None:
        return company_problem(text)


NAME_RULE = (
    "A person's name: letters (any script), spaces, apostrophes, hyphens and full stops, at "
    "most 50 characters and six words, checked as a reader sees it: invisible characters "
    "taken out, Unicode NFKC, any full stop read as a dot. A full stop followed by two letters "
    "(a web address), or a request to reply, call, pay or give details, is refused."
)
COMPANY_RULE = (
    "A company's name, at most ten words, checked as a reader sees it (invisible characters "
    "taken out, Unicode NFKC, any full stop or spelled-out dot read as a dot): no URL scheme, "
    "'www.', host with a path, IP address, email address, phone number (seven or more digits "
    "with any separators), control character, request to reply, call, pay or give details, or "
    "sentence punctuation followed by more text. A bare name such as 'Booking.com' is "
    "accepted and never shown as a link."
)
