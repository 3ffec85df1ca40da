"""Phone numbers in any separator style (issue 33): seven or more digits with nothing but
non-letters between them read as one number, as a reader dials it: "0800·555·0199",
"0800_555_0199", "0800,555,0199", "0 8 0 0 5 5 5 0 1 9 9", "０８００ ５５５ ０１９９",
"⁰⁸⁰⁰™⁵⁵⁵™⁰¹⁹⁹". Seven because every dialable number has at least that many; "3M",
"7-Eleven" and "Area 51 Ltd 2024" have fewer in a row.

Written out because phonenumbers' matcher reads only the separators a phone number is
usually written with, and either calls years phone numbers (POSSIBLE) or misses numbers
outside allocated ranges (VALID), which a stranger's number may well be."""

import re
import unicodedata

from pipeline.lures.characters import visible

DIGITS_IN_A_NUMBER = 7
# One character per character of the text: its digits (what NFKC makes of it, so
# superscript, circled, full-width and mathematical digits count), "a" for a letter, which
# ends a number, and " " for anything else, which only separates its digits.
_RUN = re.compile(rf"\d(?: *\d){{{DIGITS_IN_A_NUMBER - 1},}}")


def _skeleton_of(ch: str) -> str:
    if ch.isdecimal():
        return ch
    folded = unicodedata.normalize("NFKC", ch)
    if folded.isdecimal():
        return folded  # "⑩" is "10"
    # Letters end a number; NFKC is not asked, as it spells some symbols in letters
    # ("™" is "TM"), which would let them hide the separators they are.
    return "a" if unicodedata.category(ch)[0] == "L" else " "


def has_phone_number(text: str) -> bool:
    skeleton = "".join(_skeleton_of(ch) for ch in visible(text))
    return _RUN.search(skeleton) is not None
