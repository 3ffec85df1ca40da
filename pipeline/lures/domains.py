"""Web addresses spelled out so that no link detector sees them: "evil-refunds dot com",
"evil[dot]com", "evil (dot) co dot uk", "evil .com". A reader types them in all the same.

Top-level domains are told by the Public Suffix List (publicsuffixlist's bundled copy, read
from disk: no network), so "polka dot designs" stays prose while "evil dot com" and
"evil dot pink" are addresses."""

from functools import cache

import regex
from publicsuffixlist import PublicSuffixList

# "[dot]", "(dot)", "{dot}", "<dot>", "[.]": nobody brackets a dot but to hide an address.
_BRACKETED = regex.compile(r"\s*[\[({<]\s*(?:dot|\.)\s*[\])}>]\s*", regex.IGNORECASE)
# " dot ", "-dot-" or " ." between a word and what may be a top-level domain. Not ". ": a
# sentence may end before a word that is also a domain ("It's free. Pro plans…").
_SPELLED = regex.compile(r"(?<=[\w-])(?:[\s_-]+dot[\s_-]+|\s+\.)(?=(\w+))", regex.IGNORECASE)


@cache
def public_suffixes() -> PublicSuffixList:
    # ICANN suffixes only: "blogspot.com" is a place anyone can publish, so it is a domain.
    return PublicSuffixList(only_icann=True)


def is_top_level(label: str) -> bool:
    return public_suffixes().is_public(label.lower(), accept_unknown=False)


def with_spelled_dots(text: str) -> str:
    """`text` with every spelled-out dot of a web address written as '.'."""
    text = _BRACKETED.sub(".", text)
    return _SPELLED.sub(lambda m: "." if is_top_level(m.group(1)) else m.group(0), text)
