"""What a model's rationale may not carry. A rationale is printed in our own email and
PDF, sent to an address nobody has proven is the visitor's, and the model reads text the
visitor typed: a model that obeys an instruction hidden in a company name must not get the
attacker's link, domain, phone number, address or request under our name. Anything refused
makes the catalogue engine answer instead (llm.py).

A rationale is shown as a reader sees it (`shown`): characters that show nothing (zero-width
spaces, bidi overrides and isolates, every Unicode format character) are taken out, so the
browser, the email and the PDF all show one text and the consistency check can't fail on
them; Unicode NFKC folds full-width look-alikes ("ｅｖｉｌ．ｃｏｍ"). It is judged as the
visitor-name rules judge a name (pipeline/lures): any full stop of any script and any
spelled-out dot ("evil dot com", "[dot]") is a dot, seven or more digits with anything but
letters between them are a phone number, and requests to reply, call, pay or give details
are refused. Domains are told by the Public Suffix List (publicsuffixlist's bundled copy,
read from disk: no network), phone numbers also by libphonenumber's matcher for UK
numbers."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

import phonenumbers

from pipeline import lures

_LINK_OR_ADDRESS = re.compile(r"://|\bwww\.|[^\s@]+@[^\s@]+\.[^\s@]+", re.IGNORECASE)
# Dot-separated words: each is a host name if its last labels are a public suffix.
_DOTTED = re.compile(r"[\w-]+(?:\.[\w-]+)+")

LINK = "link-in-rationale"
DOMAIN = "domain-in-rationale"
PHONE = "phone-in-rationale"
REQUEST = "request-in-rationale"
IDENTICAL = "identical-rationales"


def shown(text: str) -> str:
    """The rationale as the browser, the email and the PDF show it: one line of visible,
    NFKC-normalised text."""
    visible = "".join(
        " " if unicodedata.category(ch) == "Cc" else ch for ch in lures.normalised(text)
    )
    return " ".join(visible.split())


def _has_domain(text: str, allowed: frozenset[str]) -> bool:
    for match in _DOTTED.finditer(text):
        token = match.group().strip("-").lower()
        if lures.public_suffixes().privatesuffix(token, accept_unknown=False) is None:
            continue  # "e.g", "£0.00", "U.K": no public suffix, or nothing in front of one
        followed_by_path = text[match.end() : match.end() + 1] == "/"
        if token in allowed and not followed_by_path:
            continue  # the catalogue's own product names: Otter.ai, Monday.com
        return True
    return False


def _has_phone_number(text: str, read: str) -> bool:
    if lures.has_phone_number(text):
        return True
    return phonenumbers.PhoneNumberMatcher(read, "GB").has_next()


def refusal(rationales: Sequence[str], allowed_names: frozenset[str]) -> str | None:
    """Why one of these (already shown) rationales can't be shown, or None.

    `allowed_names`: lower-case product names that look like domains but are the
    catalogue's own (never anything a visitor typed)."""
    for text in rationales:
        read = lures.reading(text)
        if _LINK_OR_ADDRESS.search(read):
            return LINK
        if _has_domain(read, allowed_names):
            return DOMAIN
        if _has_phone_number(text, read):
            return PHONE
        if lures.instruction(text):
            return REQUEST
    return None


def all_alike(rationales: Sequence[str]) -> bool:
    """One text for every tool: what "write this as each rationale" produces. Two alike
    out of three is only poor wording, which the prompt asks the model to avoid."""
    distinct = {" ".join(text.casefold().split()) for text in rationales}
    return len(rationales) > 1 and len(distinct) == 1
