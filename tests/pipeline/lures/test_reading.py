"""pipeline/lures (issue 33): text is read as a reader sees it. Every character Unicode
names a full stop is a dot, characters that show nothing are gone, addresses spelled out
are addresses, digits separated by anything but letters are one number; and none of the
rules touches the words the catalogue's own tool descriptions use."""

import unicodedata
from pathlib import Path

import pytest
import yaml

from pipeline import lures

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
CATALOGUE = Path(__file__).parents[3] / "pipeline" / "finder" / "recommender" / "catalogue"


def test_every_full_stop_in_the_unicode_database_reads_as_a_dot():
    stops = [
        chr(code)
        for code in range(0x110000)
        if "FULL STOP" in unicodedata.name(chr(code), "")
        # "DIGIT ONE FULL STOP" is "1." after NFKC; the tag one shows nothing.
        and not unicodedata.name(chr(code)).startswith(("DIGIT", "NUMBER", "TAG"))
    ]
    assert len(stops) > 20
    for stop in stops:
        assert lures.reading(f"evil{stop}com") == "evil.com", unicodedata.name(stop)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("evil\u200b.com", "evil.com"),
        ("https\u200b://evil", "https://evil"),
        ("Invoice \u202egnp\u202c", "Invoice gnp"),
        ("Ａｃｍｅ\u3164", "Acme"),
        ("evil-refunds dot com", "evil-refunds.com"),
        ("evil-refunds DOT co DOT uk", "evil-refunds.co.uk"),
        ("evil [dot] com", "evil.com"),
        ("evil(dot)com", "evil.com"),
        ("evil{.}com", "evil.com"),
        ("evil .com/claim", "evil.com/claim"),
        ("evil·com", "evil.com"),
        # Prose stays prose: a word that is not a top-level domain, a sentence's end.
        ("Polka Dot Designs", "Polka Dot Designs"),
        ("It's free. Pro plans start at £10.", "It's free. Pro plans start at £10."),
    ],
)
def test_what_the_rules_read(typed, read):
    assert lures.reading(typed) == read


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("call 0800·555·0199", True),
        ("0800_555_0199", True),
        ("0800,555,0199", True),
        ("0 8 0 0 5 5 5 0 1 9 9", True),
        ("⁰⁸⁰⁰™⁵⁵⁵™⁰¹⁹⁹", True),  # NFKC would spell the separators "TM"
        ("٠٨٠٠ ٥٥٥ ٠١٩٩", True),
        ("①②③④⑤⑥⑦", True),
        ("080\u200b555", False),  # six digits
        ("Area 51 Ltd 2024", False),
        ("3M 7-Eleven", False),
        ("From £12 a month for 5 users, 20 GB each", False),
    ],
)
def test_a_phone_number_is_seven_digits_with_anything_but_letters_between(text, phone):
    assert lures.has_phone_number(text) is phone


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Call our refunds desk on the number below", "call"),
        ("confirm your bank details by replying to this email", "reply"),
        ("Please confirm your bank details", "details"),
        ("Reply with your password", "reply"),
        ("verify your identity today", "details"),
        ("Your account is locked", "alarm"),
        ("Your Microsoft account has been suspended", "alarm"),
        ("pay the release fee now", "pay"),
        ("send the fee in gift cards", "pay"),
        ("text us now", "call"),
        ("click the link", "call"),
        ("R\u200beply with your pass\u200bword", "reply"),
        ("ＲＥＰＬＹ ＷＩＴＨ ＹＯＵＲ ＰＡＳＳＷＯＲＤ", "reply"),
    ],
)
def test_requests_made_of_the_reader_are_told(text, kind):
    assert lures.instruction(text) == kind


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def test_no_tool_description_in_the_catalogue_reads_as_a_request():
    texts = [
        text
        for path in sorted(CATALOGUE.rglob("*.yaml"))
        # The C safe loader where there is one: a second, not five, for the whole catalogue.
        for text in _strings(yaml.load(path.read_text(), Loader=LOADER))  # noqa: S506
    ]
    assert len(texts) > 1000
    assert [text for text in texts if lures.instruction(text)] == []
