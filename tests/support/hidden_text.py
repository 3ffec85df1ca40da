"""Hypothesis strategies for text spelled to slip past a rule (issue 33): invisible
characters slipped in anywhere, full stops of every script, phone numbers in any separator
style. Shared by the property tests of visitor names and of the LLM engine's output."""

from hypothesis import strategies as st

from pipeline.lures import FULL_STOPS

# Characters that show nothing (format characters, bidi controls, joiners, fillers, tags).
INVISIBLES = [
    "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u034f", "\u061c",
    "\u180e", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u3164",
    "\ufe0f", "\U000e0041", "\u115f",
]  # fmt: skip
# Full stops of every script, as typed (NFKC folds the full-width, small and half-width
# ones), and the middle dots a reader takes for one.
DOTS = sorted(set(FULL_STOPS) | {"\uff0e", "\ufe52", "\uff61", "\ufe12", "\u2024", "\u00b7"})
DIGITS = "0123456789" + "０１２３４５６７８９" + "٠١٢٣٤٥٦٧٨٩" + "⁰¹²³⁴⁵⁶⁷⁸⁹"


@st.composite
def with_invisibles(draw, text: str) -> str:
    """`text` with invisible characters slipped in anywhere."""
    chars = list(text)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(chars)))
        chars.insert(at, draw(st.sampled_from(INVISIBLES)))
    return "".join(chars)


@st.composite
def phone_numbers(draw) -> str:
    """Seven to thirteen digits (ASCII, full-width, Arabic-Indic or superscript), with any
    run of non-letters between them: spaces, dots, middle dots, underscores, commas,
    slashes, symbols, marks."""
    separators = st.text(
        alphabet=st.characters(categories=["P", "S", "Zs", "Mn", "Me"], exclude_characters="\\"),
        max_size=3,
    )
    count = draw(st.integers(7, 13))
    digits = draw(st.lists(st.sampled_from(DIGITS), min_size=count, max_size=count))
    return "".join(digit + draw(separators) for digit in digits).rstrip()
