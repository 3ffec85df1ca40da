"""What a model's rationale may not carry. A rationale is printed in our own email and
PDF, sent to an address nobody has proven is the visitor's, and the model reads text the
visitor typed: a model that obeys an instruction hidden in a company name must not get the
attacker's link, domain, phone number or address under our name. Anything refused makes
the catalogue engine answer instead (llm.py).

The text is checked after Unicode NFKC normalisation, and it is the normalised text that
is shown, so a full-width "ｅｖｉｌ．ｃｏｍ" or "HTTPS：//" is read as what a reader sees.
Domains are told by the Public Suffix List (publicsuffixlist's bundled copy, read from
disk: no network), phone numbers by libphonenumber's matcher for UK numbers."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import cache

import phonenumbers
from publicsuffixlist import PublicSuffixList

# IDNA (UTS #46) reads these as dots in a host name and NFKC leaves them alone.
_IDEOGRAPHIC_STOPS = str.maketrans({"\u3002": ".", "\uff61": "."})
_LINK_OR_ADDRESS = re.compile(r"://|\bwww\.|[^\s@]+@[^\s@]+\.[^\s@]+", re.IGNORECASE)
# Dot-separated words: each is a host name if its last labels are a public suffix.
_DOTTED = re.compile(r"[\w-]+(?:\.[\w-]+)+")
# Nine or more digits read as one number (spaces, dots, hyphens, brackets between):
# libphonenumber's VALID check knows only allocated ranges, a reader dials any number.
_DIGIT_RUN = re.compile(r"\+?\(?\d(?:[\s().-]{0,2}\d){8,}")

LINK = "link-in-rationale"
DOMAIN = "domain-in-rationale"
PHONE = "phone-in-rationale"
IDENTICAL = "identical-rationales"


def normalise(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_IDEOGRAPHIC_STOPS)


@cache
def _suffixes() -> PublicSuffixList:
    # ICANN suffixes only: "blogspot.com" is a place anyone can publish, so it is a domain.
    return PublicSuffixList(only_icann=True)


def _has_domain(text: str, allowed: frozenset[str]) -> bool:
    for match in _DOTTED.finditer(text):
        token = match.group().strip("-").lower()
        if _suffixes().privatesuffix(token, accept_unknown=False) is None:
            continue  # "e.g", "£0.00", "U.K": no public suffix, or nothing in front of one
        followed_by_path = text[match.end() : match.end() + 1] == "/"
        if token in allowed and not followed_by_path:
            continue  # the catalogue's own product names: Otter.ai, Monday.com
        return True
    return False


def _has_phone_number(text: str) -> bool:
    if _DIGIT_RUN.search(text):
        return True
    return phonenumbers.PhoneNumberMatcher(text, "GB").has_next()


def refusal(rationales: Sequence[str], allowed_names: frozenset[str]) -> str | None:
    """Why one of these (already normalised) rationales can't be shown, or None.

    `allowed_names`: lower-case product names that look like domains but are the
    catalogue's own (never anything a visitor typed)."""
    for text in rationales:
        if _LINK_OR_ADDRESS.search(text):
            return LINK
        if _has_domain(text, allowed_names):
            return DOMAIN
        if _has_phone_number(text):
            return PHONE
    return None


def all_alike(rationales: Sequence[str]) -> bool:
    """One text for every tool: what "write this as each rationale" produces. Two alike
    out of three is only poor wording, which the prompt asks the model to avoid."""
    distinct = {" ".join(text.casefold().split()) for text in rationales}
    return len(rationales) > 1 and len(distinct) == 1
