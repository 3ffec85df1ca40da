"""A counted page path carries no address, phone number or id, however it is spelt (issue 33,
item 7): percent-encoded (once or twice), full-width, with any separators. Property tests
over every such spelling, and the site's own paths left alone."""

from urllib.parse import quote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.analytics import InvalidEvent, clean_path

SEGMENT = st.text(alphabet="abcdefghijklmnopqrstuvwxyz-", min_size=1, max_size=12)
SEPARATORS = st.sampled_from([" ", "-", ".", "_", "(", ")", "/", ",", "·", "\u2009", ""])


def _spellings(text: str) -> st.SearchStrategy[str]:
    return st.sampled_from(
        [
            quote(text, safe=""),
            quote(text, safe="/+()"),
            quote(quote(text, safe=""), safe=""),  # encoded twice
            quote(text.replace("@", "\uff20"), safe=""),  # a full-width @
        ]
    )


@st.composite
def paths_with(draw, personal: st.SearchStrategy[str]) -> str:
    inner = draw(personal)
    spelt = draw(_spellings(inner))
    before = draw(st.lists(SEGMENT, max_size=2))
    after = draw(st.lists(SEGMENT, max_size=2))
    return "/" + "/".join([*before, spelt, *after])


@st.composite
def emails(draw) -> str:
    return draw(st.emails()).replace("/", "")


@st.composite
def phones(draw) -> str:
    digits = draw(st.lists(st.integers(0, 9), min_size=7, max_size=14))
    out = draw(st.sampled_from(["+", "", "00"]))
    for d in digits:
        out += str(d) + draw(SEPARATORS)
    return out


IDS = st.one_of(
    st.uuids().map(str),
    st.integers(100_000, 10**15).map(str),
    st.text(alphabet="abcdef0123456789", min_size=16, max_size=40).filter(
        lambda t: any(c.isdigit() for c in t) and any(c.isalpha() for c in t)
    ),
)


@settings(max_examples=150, deadline=None)
@given(paths_with(st.one_of(emails(), phones(), IDS)))
def test_a_path_carrying_an_address_a_phone_number_or_an_id_is_refused(path):
    with pytest.raises(InvalidEvent, match="address, phone number or id"):
        clean_path(path)


@pytest.mark.parametrize(
    "path",
    ["/", "/contact", "/services/90-day-ai-setup-sprint", "/blog/ai-trends-2025",
     "/plans/clarity", "/blog/top-10-tools"],
)  # fmt: skip
def test_the_sites_own_paths_pass(path):
    assert clean_path(path) == path
