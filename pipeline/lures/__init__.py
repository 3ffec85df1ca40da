"""What in a stranger's text could lure the reader of our emails, PDFs and pages (issues 25
and 33): characters that hide what is shown, dots of any script, web addresses spelled out,
phone numbers in any separator style, and requests to reply, call, pay or hand over
details. One set of rules for the names visitors type (web/api/visitor_text.py) and the
rationales a model writes (pipeline/finder/recommender/llm_output.py). Plain Python."""

from pipeline.lures.characters import (
    FULL_STOPS,
    has_control,
    has_line_break,
    normalised,
    visible,
)
from pipeline.lures.characters import reading as _dotted_reading
from pipeline.lures.domains import is_top_level, public_suffixes, with_spelled_dots
from pipeline.lures.instructions import instruction
from pipeline.lures.phones import DIGITS_IN_A_NUMBER, has_phone_number


def reading(text: str) -> str:
    """`text` as the rules read it: visible, NFKC, every dot '.', spelled-out dots too."""
    return with_spelled_dots(_dotted_reading(text))


__all__ = [
    "DIGITS_IN_A_NUMBER",
    "FULL_STOPS",
    "has_control",
    "has_line_break",
    "has_phone_number",
    "instruction",
    "is_top_level",
    "normalised",
    "public_suffixes",
    "reading",
    "visible",
]
