"""email_address.canonical(): every spelling of one address is one key (issue 16 item 2)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.accounts.email_address import canonical

ADA = "ada@example.com"
BUCHER = "ada@bücher.example"

SPELLINGS = [
    ("Ada@Example.COM", ADA),  # case
    ("ada@ｅｘａｍｐｌｅ.ｃｏｍ", ADA),  # full-width domain
    ("ＡＤＡ@ＥＸＡＭＰＬＥ.ＣＯＭ", ADA),  # full-width everything
    ("  ada@example.com  ", ADA),  # spaces
    ("\tada@example.com\n", ADA),  # tab, newline
    ("\u00a0ada@example.com\u3000", ADA),  # no-break and ideographic spaces
    ("ada@xn--bcher-kva.example", BUCHER),  # IDN as punycode
    ("ada@BÜCHER.example", BUCHER),  # IDN in capitals
    ("ada@bu\u0308cher.example", BUCHER),  # IDN with a combining diaeresis
]


@pytest.mark.parametrize(("spelling", "expected"), SPELLINGS)
def test_every_spelling_of_an_address_is_one_key(spelling, expected):
    assert canonical(spelling) == expected


def test_different_addresses_stay_different():
    assert canonical("ada@example.com") != canonical("ada@example.co")
    assert canonical("ada@example.com") != canonical("adam@example.com")


@given(st.text(max_size=60))
def test_canonical_is_stable(text):
    # Keys must not drift when a canonical value is canonicalised again (stored addresses
    # are canonical and are looked up by canonical(input)).
    assert canonical(canonical(text)) == canonical(text)
