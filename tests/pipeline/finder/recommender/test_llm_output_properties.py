"""Issue 33 item 6, over the whole class: a rationale is shown and checked as a reader sees
it. Phone numbers in any separator style, web addresses with any full stop or spelled-out
dot, and requests to reply, call, pay or give details are refused wherever invisible
characters are slipped in; an ordinary rationale with invisible characters slipped in is
kept, without them (so the browser, the email and the PDF show one text)."""

import string
import unicodedata

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pipeline.finder.recommender.llm_output import refusal, shown
from tests.support.hidden_text import DOTS, INVISIBLES, phone_numbers, with_invisibles

FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PRODUCTS = frozenset({"otter.ai", "monday.com", "copy.ai"})
WHY = "Your team wants more leads on a small budget, and this gets you there without code."
ORDINARY = [
    WHY,
    "HubSpot's free CRM suits 6-20 people, e.g. a sales team of 8, at £0 a month.",
    "Looker Studio is free (i.e. £0.00), and pairs with notes from Otter.ai or Copy.ai.",
    "Zapier links Gmail and Xero, and works with Monday.com too: 2 hours saved a week.",
    "Stripe lets your customers pay by card, and Xero reconciles it for you.",
    "1Password lets the team share passwords safely, with a vault per client.",
    "Calendly lets clients book a call with you without the back-and-forth emails.",
]
labels = st.text(st.sampled_from(string.ascii_lowercase + "-"), min_size=1, max_size=10).map(
    lambda middle: f"e{middle}l"
)
spelled_dots = st.sampled_from([" dot ", "[dot]", " (dot) ", "{dot}", "-dot-", " DOT ", " ."])
requests = st.sampled_from(
    [
        "Please confirm your bank details by replying to this email.",
        "Reply with your password to keep your tools.",
        "Call our refunds desk today.",
        "Your account is locked, so verify your identity.",
        "Pay the release fee now.",
        "Text us now to keep your discount.",
    ]
)


def _refused(data, tail: str) -> str | None:
    text = data.draw(with_invisibles(f"{WHY} {tail}"))
    return refusal([shown(text)], PRODUCTS)


@given(number=phone_numbers(), data=st.data())
@FAST
def test_a_phone_number_in_any_separator_style_is_refused(number, data):
    # A rationale is shown after NFKC, which spells some symbols in letters ("㍱" is "hPa"):
    # between those the digits are shown apart, so only numbers shown as numbers count.
    assume(not any(ch.isalpha() for ch in unicodedata.normalize("NFKC", number)))
    assert _refused(data, f"Call {number} today.") is not None


@given(label=labels, dot=st.sampled_from(DOTS), data=st.data())
@FAST
def test_a_domain_with_any_full_stop_is_refused(label, dot, data):
    assert _refused(data, f"Details at {label}{dot}com today.") is not None


@given(
    label=labels,
    dot=spelled_dots,
    tld=st.sampled_from(["com", "co dot uk", "net", "io"]),
    data=st.data(),
)
@FAST
def test_a_domain_spelled_out_is_refused(label, dot, tld, data):
    assert _refused(data, f"Details at {label}{dot}{tld} today.") is not None


@given(request=requests, case=st.sampled_from([str, str.upper, str.lower]), data=st.data())
@FAST
def test_a_request_to_reply_call_pay_or_give_details_is_refused(request, case, data):
    assert _refused(data, case(request)) is not None


@given(text=st.sampled_from(ORDINARY), data=st.data())
@FAST
def test_an_ordinary_rationale_with_invisible_characters_is_kept_without_them(text, data):
    hidden = data.draw(with_invisibles(text))
    assert shown(hidden) == text
    assert not any(ch in shown(hidden) for ch in INVISIBLES)
    assert refusal([shown(hidden)], PRODUCTS) is None
