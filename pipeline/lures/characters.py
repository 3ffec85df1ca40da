"""Text as a reader sees it (issue 33): characters that show nothing are taken out, Unicode
compatibility forms are folded (NFKC), and every full stop or dot of any script is read as
the dot a web address needs.

A reader skips a zero-width space, a right-to-left override reorders what they see, and an
ideographic full stop ("evil。com") is a dot to them and to IDNA. Every rule that judges a
stranger's text judges `reading(text)`, so none of these can hide a link or a number."""

import unicodedata

import regex

# Characters with no glyph of their own: Unicode's format characters (Cf: zero-width space
# and joiners, bidi embeddings, overrides and isolates, soft hyphen, tags…) and every other
# Default_Ignorable_Code_Point (Hangul fillers, variation selectors, the combining grapheme
# joiner). The `regex` module knows both properties from its own Unicode tables.
_INVISIBLE = regex.compile(r"[\p{Cf}\p{Default_Ignorable_Code_Point}]+")
# Controls and line or paragraph separators: nothing a name is typed with.
_CONTROL = regex.compile(r"[\p{Cc}\p{Zl}\p{Zp}]")
_LINE_BREAK = regex.compile(r"[\n\r\x0b\x0c\x1c-\x1e\x85\p{Zl}\p{Zp}]")

# Every character Unicode names a FULL STOP (as NFKC leaves it: the full-width, small and
# half-width ones are folded into these), and the middle dots and bullets a reader takes
# for one between two words. tests/pipeline/lures/test_characters.py checks the list
# against the Unicode database, so a character added to it later is not missed.
FULL_STOPS = (
    ".\u0589\u06d4\u0701\u0702\u1362\u166e\u1803\u1809\u2cf9\u2cfe\u2e3c\u3002\ua4ff\ua60e"
    "\ua6f3\U00016af5\U00016e98\U0001bc9f\U0001da88"
)
DOT_LIKE = "\u00b7\u2022\u2027\u22c5\u2219\u2e31\u2e33\u16eb\u30fb"
_AS_DOTS = str.maketrans(dict.fromkeys(FULL_STOPS + DOT_LIKE, "."))


def visible(text: str) -> str:
    """`text` without the characters that show nothing."""
    return _INVISIBLE.sub("", text)


def has_control(text: str) -> bool:
    """Whether `text` holds a control character or a line or paragraph separator."""
    return _CONTROL.search(text) is not None


def has_line_break(text: str) -> bool:
    return _LINE_BREAK.search(text) is not None


def normalised(text: str) -> str:
    """Visible text after NFKC (full-width letters, digits and punctuation folded into the
    ones they stand for); what a model's answer is shown as."""
    # Twice: NFKC turns some look-alikes (the half-width Hangul filler) into invisibles.
    return visible(unicodedata.normalize("NFKC", visible(text)))


def reading(text: str) -> str:
    """What the rules judge: normalised text with every full stop and dot read as '.'."""
    return normalised(text).translate(_AS_DOTS)
